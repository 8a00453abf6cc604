import { FLASH_OFFER_DELAY_MS, FLASH_OFFER_TTL_SECONDS } from "@shared/constants";
import type { FlashOffer } from "@shared/schemas/billing";
import { useEffect, useState } from "react";
import { createFlashOffer } from "../api/create-flash-offer";
import { readFlashOffer, storeFlashOffer } from "../utils/stored-flash-offer";

/** Whole seconds left until `expires` (epoch ms), at most the offer's 300 s. */
export function secondsLeft(expires: number, now: number): number {
  return Math.min(FLASH_OFFER_TTL_SECONDS, Math.max(0, Math.ceil((expires - now) / 1000)));
}

/**
 * The flash offer popup's life (customer-app §4): 3 s after load, when no offer is stored, ask the server for
 * one, store it and show it; count down to its expiry and close at zero. One popup per stored offer: while
 * that offer is stored and unexpired, later loads do not show it again.
 */
export function useFlashOffer(isEligible: boolean) {
  const [offer, setOffer] = useState<FlashOffer | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!isEligible) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      if (readFlashOffer()) return; // already shown for this offer
      // Never on top of another dialog (sign-up, a payment): this load simply goes without the offer.
      if (document.querySelector('[role="dialog"]')) return;
      createFlashOffer().then(
        (fresh) => {
          if (!isCurrent) return;
          storeFlashOffer(fresh);
          setOffer(fresh);
          setNow(Date.now());
          setIsOpen(true);
        },
        () => undefined, // no offer today: nothing to show
      );
    }, FLASH_OFFER_DELAY_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
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
