import { useCallback, useEffect, useReducer } from "react";
import { DEMO_STEP_DURATIONS_MS, DEMO_STEP_PAUSE_MS } from "@shared/constants";
import { demoPlayerReducer, initialDemoState, stepProgress, type DemoTiming } from "./demo-player";

const DEMO_TIMING: DemoTiming = { durationsMs: DEMO_STEP_DURATIONS_MS, pauseMs: DEMO_STEP_PAUSE_MS };
const TICK_MS = 100;

/** Plays the demo from its first step on mount; the timer stops when paused, finished or unmounted. */
export function useDemoPlayer() {
  const [state, dispatch] = useReducer(
    (current: typeof initialDemoState, action: Parameters<typeof demoPlayerReducer>[1]) =>
      demoPlayerReducer(current, action, DEMO_TIMING),
    initialDemoState,
  );

  useEffect(() => {
    if (!state.isPlaying) return;
    const timer = setInterval(() => dispatch({ type: "tick", ms: TICK_MS }), TICK_MS);
    return () => clearInterval(timer);
  }, [state.isPlaying]);

  const play = useCallback(() => dispatch({ type: "play" }), []);
  const pause = useCallback(() => dispatch({ type: "pause" }), []);
  const jumpTo = useCallback((step: number) => dispatch({ type: "jump", step }), []);
  const progressOf = useCallback((step: number) => stepProgress(state, step, DEMO_TIMING), [state]);

  return { ...state, stepCount: DEMO_TIMING.durationsMs.length, play, pause, jumpTo, progressOf };
}
