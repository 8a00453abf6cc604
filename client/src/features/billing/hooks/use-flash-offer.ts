import { FLASH_OFFER_DELAY_MS, FLASH_OFFER_TTL_SECONDS } from "@shared/constants";
import type { FlashOffer } from "@shared/schemas/billing";
import { useEffect, useRef, useState } from "react";
import { createFlashOffer } from "../api/create-flash-offer";
import { whenNoFieldInUse } from "../utils/field-in-use";
import { readFlashOffer, storeFlashOffer } from "../utils/stored-flash-offer";

/** Whole seconds left until `expires` (epoch ms), at most the offer's 300 s. */
export function secondsLeft(expires: number, now: number): number {
  return Math.min(FLASH_OFFER_TTL_SECONDS, Math.max(0, Math.ceil((expires - now) / 1000)));
}

/**
 * The flash offer popup's life: 3 s after load, when no offer is stored, ask the server for one, store it and
 * show it; count down to its expiry and close at zero. One popup per stored offer: while that offer is stored
 * and unexpired, later loads do not show it again. While a text field has the keyboard (a caption half typed),
 * the offer waits until the field is left, both before asking for it and before showing it.
 */
export function useFlashOffer(isEligible: boolean, startedAt?: number) {
  // When the first 3 s began (Date.now()): the popup's code may arrive a moment after the page knew the user.
  const firstStart = useRef(startedAt);
  const [offer, setOffer] = useState<FlashOffer | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!isEligible) return;
    let isCurrent = true;
    let cancelWait = () => undefined as void;
    const show = (fresh: FlashOffer) => {
      // Never on top of another dialog (sign-up, a payment): this load simply goes without the offer.
      if (!isCurrent || document.querySelector('[role="dialog"]')) return;
      storeFlashOffer(fresh);
      setOffer(fresh);
      setNow(Date.now());
      setIsOpen(true);
    };
    const ask = () => {
      if (readFlashOffer()) return; // already shown for this offer
      if (document.querySelector('[role="dialog"]')) return;
      createFlashOffer().then(
        (fresh) => {
          if (isCurrent) cancelWait = whenNoFieldInUse(() => show(fresh));
        },
        () => undefined, // no offer today: nothing to show
      );
    };
    const elapsed = firstStart.current === undefined ? 0 : Date.now() - firstStart.current;
    firstStart.current = undefined; // a later change of eligibility waits the full 3 s, as before
    const wait = FLASH_OFFER_DELAY_MS - elapsed;
    // Code that arrives after the 3 s asks at once: even a 0 ms timer waits on the clock, which a paused one never
    // moves.
    if (wait <= 0) cancelWait = whenNoFieldInUse(ask);
    const timer =
      wait > 0
        ? setTimeout(() => {
            cancelWait = whenNoFieldInUse(ask);
          }, wait)
        : undefined;
    return () => {
      isCurrent = false;
      clearTimeout(timer);
      cancelWait();
    };
  }, [isEligible]);

  const remaining = offer ? secondsLeft(offer.expires, now) : 0;
  const isShown = isOpen && isEligible && offer !== null && remaining > 0;

  useEffect(() => {
    if (!isShown) return;
    const interval = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(interval);
  }, [isShown]);

  return { offer, remaining, isOpen: isShown, close: () => setIsOpen(false) };
}
