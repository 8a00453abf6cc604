import type { PaymentMethod } from "@shared/schemas/billing";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { CreditCard } from "lucide-react";
import { cardBrandLabel, cardExpiryLabel, isCardExpired } from "../utils/format";

type PaymentMethodRowProps = { method: PaymentMethod; onRemove: (method: PaymentMethod) => void };

/** One saved card: brand, last four digits, expiry, Default badge, Remove. */
export function PaymentMethodRow({ method, onRemove }: PaymentMethodRowProps) {
  const { t } = useTranslation("profile");
  const { brand, last4, exp_month: month, exp_year: year } = method.card;
  const brandLabel = brand ? cardBrandLabel(brand) : t("cards.card");
  const isExpired = isCardExpired(month, year);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 py-4 first:pt-0 last:pb-0">
      <span className="grid h-10 w-14 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-700">
        <CreditCard className="h-6 w-6 shrink-0" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <span>
            {brandLabel}{" "}
            <span aria-hidden="true" dir="ltr">
              •••• {last4}
            </span>
            <span className="sr-only">{t("cards.endingIn", { last4 })}</span>
          </span>
          {method.isDefault ? (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset">
              {t("cards.default")}
            </span>
          ) : null}
        </p>
        <p className={isExpired ? "text-sm font-medium text-red-700" : "text-sm text-slate-600"}>
          {isExpired ? t("cards.expired") : t("cards.expires")} <span dir="ltr">{cardExpiryLabel(month, year)}</span>
        </p>
      </div>
      <Button
        variant="destructive-outline"
        size="sm"
        onClick={() => onRemove(method)}
        aria-label={t("cards.remove", { brand: brandLabel, last4 })}
      >
        {t("cards.removeButton")}
      </Button>
    </li>
  );
}
