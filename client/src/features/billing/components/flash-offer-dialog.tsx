import { PRICES } from "@shared/billing";
import type { FlashOffer } from "@shared/schemas/billing";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Clock, Zap } from "lucide-react";
import { paths } from "@/config/paths";
import { useFormat } from "@/i18n/format";
import { useMoney } from "@/i18n/money";
import { FLASH_OFFER_QUERY } from "../utils/stored-flash-offer";

/** "4:05": minutes and seconds, in the reader's digits. */
function formatCountdown(
  seconds: number,
  number: (value: number, options?: Intl.NumberFormatOptions) => string,
): string {
  return `${number(Math.floor(seconds / 60))}:${number(seconds % 60, { minimumIntegerDigits: 2 })}`;
}

type FlashOfferDialogProps = { offer: FlashOffer; remaining: number; isOpen: boolean; close: () => void };

/** The flash offer itself: its price, countdown and the link that claims it. */
export function FlashOfferDialog({ offer, remaining, isOpen, close }: FlashOfferDialogProps) {
  const { t } = useTranslation("billing");
  const format = useFormat();
  const money = useMoney();
  const discount = format.percent(offer.discount / 100);
  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent title={t("flash.title", { discount })} description={t("flash.description")}>
        <div className="space-y-4 text-center">
          <p className="flex items-baseline justify-center gap-3">
            <span className="text-4xl font-extrabold tracking-tight text-slate-900">
              {money.price(PRICES.proFlash)}
              <span className="text-base font-medium text-slate-600">{t("price.perMonthSuffix")}</span>
            </span>
            <span className="text-lg text-slate-500">
              <span className="sr-only">{t("price.insteadOf")} </span>
              <s>{money.price(PRICES.proMonthly)}</s>
            </span>
          </p>
          <p className="inline-flex items-center gap-2 rounded-full bg-amber-50 px-3 py-1 font-semibold text-amber-900">
            <Clock className="h-4 w-4 shrink-0" />
            {t("flash.endsIn")}{" "}
            <span
              role="timer"
              dir="ltr"
              aria-label={t("flash.secondsLeft", { count: remaining })}
              className="tabular-nums"
            >
              {formatCountdown(remaining, format.number)}
            </span>
          </p>
          <p className="text-sm text-slate-600">
            <Trans
              t={t}
              i18nKey="flash.codeApplied"
              values={{ code: offer.code }}
              components={{ code: <span dir="ltr" className="font-mono font-semibold" /> }}
            />
          </p>
          <div className="flex flex-col gap-2">
            <Button asChild size="lg" className="w-full">
              <Link to={paths.subscribe.href(FLASH_OFFER_QUERY)} onClick={close}>
                <Zap className="h-5 w-5 shrink-0" />
                {t("flash.claim", { discount })}
              </Link>
            </Button>
            <Button variant="ghost" onClick={close}>
              {t("actions.noThanks")}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
