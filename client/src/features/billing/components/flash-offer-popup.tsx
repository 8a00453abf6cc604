import type { PublicUser } from "@shared/schemas/user";
import { Suspense } from "react";
import { lazyNamed, useLazyMount } from "@/lib/lazy";
import { useFlashOffer } from "../hooks/use-flash-offer";

// The dialog is fetched only when there is an offer to show, 3 s after load: not at first paint
// (docs/decisions/010-lean-first-page.md).
const FlashOfferDialog = lazyNamed(() => import("./flash-offer-dialog").then((module) => module.FlashOfferDialog));

/**
 * 50% off Pro for five minutes, for guests and signed-in users on the free plan. `since`: when the page knew the
 * user (Date.now()), where the 3 s start; this popup is itself loaded after the first paint.
 */
export function FlashOfferPopup({ user, since }: { user: PublicUser | null; since?: number }) {
  const isEligible = !user || (!user.isPremium && user.subscriptionPlan === "free");
  const { offer, remaining, isOpen, close } = useFlashOffer(isEligible, since);
  const isMounted = useLazyMount(FlashOfferDialog, offer !== null);
  if (!offer || !isMounted) return null;
  return (
    <Suspense fallback={null}>
      <FlashOfferDialog offer={offer} remaining={remaining} isOpen={isOpen} close={close} />
    </Suspense>
  );
}
