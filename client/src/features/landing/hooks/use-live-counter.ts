import { useEffect, useState } from "react";
import { LANDING_COUNTER_INTERVAL_MS, LANDING_COUNTER_MAX_STEP, LANDING_COUNTER_START } from "@shared/constants";

/** The next value of the landing counter: it grows by a whole number from 0 to maxStep (customer-app §1). */
export function nextCounterValue(current: number, random: number, maxStep: number = LANDING_COUNTER_MAX_STEP): number {
  return current + Math.min(maxStep, Math.floor(random * (maxStep + 1)));
}

/** The "posts analysed" counter of the hero: starts at 12847 and grows by 0-2 every 5 seconds. */
export function useLiveCounter(
  start: number = LANDING_COUNTER_START,
  intervalMs: number = LANDING_COUNTER_INTERVAL_MS,
  random: () => number = Math.random,
): number {
  const [value, setValue] = useState(start);
  useEffect(() => {
    const timer = setInterval(() => setValue((current) => nextCounterValue(current, random())), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, random]);
  return value;
}
