import type { PublicUser } from "@shared/schemas/user";
import { Suspense } from "react";
import { lazyNamed, useLazyMount } from "@/lib/lazy";
import { useFlashOffer } from "../hooks/use-flash-offer";

// The dialog is fetched only when there is an offer to show, 3 s after load: not at first paint
// (docs/decisions/010-lean-first-page.md).
const FlashOfferDialog = lazyNamed(() => import("./flash-offer-dialog").then((module) => module.FlashOfferDialog));

/** 50% off Pro for five minutes, for guests and signed-in users on the free plan. */
export function FlashOfferPopup({ user }: { user: PublicUser | null }) {
  const isEligible = !user || (!user.isPremium && user.subscriptionPlan === "free");
  const { offer, remaining, isOpen, close } = useFlashOffer(isEligible);
  const isMounted = useLazyMount(FlashOfferDialog, offer !== null);
  if (!offer || !isMounted) return null;
  return (
    <Suspense fallback={null}>
      <FlashOfferDialog offer={offer} remaining={remaining} isOpen={isOpen} close={close} />
    </Suspense>
  );
}
