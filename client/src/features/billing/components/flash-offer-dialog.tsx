import { formatPrice, PRICES } from "@shared/billing";
import type { FlashOffer } from "@shared/schemas/billing";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Clock, Zap } from "lucide-react";
import { paths } from "@/config/paths";
import { FLASH_OFFER_QUERY } from "../utils/stored-flash-offer";

function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

type FlashOfferDialogProps = { offer: FlashOffer; remaining: number; isOpen: boolean; close: () => void };

/** The flash offer itself: its price, countdown and the link that claims it. */
export function FlashOfferDialog({ offer, remaining, isOpen, close }: FlashOfferDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent
        title={`Flash offer: ${offer.discount}% off Pro`}
        description="Unlimited analyses, analytics and priority support, for less. This offer is only for the next few minutes."
      >
        <div className="space-y-4 text-center">
          <p className="flex items-baseline justify-center gap-3">
            <span className="text-4xl font-extrabold tracking-tight text-slate-900">
              {formatPrice(PRICES.proFlash)}
              <span className="text-base font-medium text-slate-600">/month</span>
            </span>
            <span className="text-lg text-slate-500">
              <span className="sr-only">instead of </span>
              <s>{formatPrice(PRICES.proMonthly)}</s>
            </span>
          </p>
          <p className="inline-flex items-center gap-2 rounded-full bg-amber-50 px-3 py-1 font-semibold text-amber-900">
            <Clock className="h-4 w-4 shrink-0" />
            Ends in{" "}
            <span role="timer" aria-label={`${remaining} seconds left`} className="tabular-nums">
              {formatCountdown(remaining)}
            </span>
          </p>
          <p className="text-sm text-slate-600">
            Code <span className="font-mono font-semibold">{offer.code}</span> is applied for you at checkout.
          </p>
          <div className="flex flex-col gap-2">
            <Button asChild size="lg" className="w-full">
              <Link to={paths.subscribe.href(FLASH_OFFER_QUERY)} onClick={close}>
                <Zap className="h-5 w-5 shrink-0" />
                Claim {offer.discount}% off
              </Link>
            </Button>
            <Button variant="ghost" onClick={close}>
              No thanks
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
