import { PRICES } from "@shared/billing";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { ArrowRight, CreditCard, Wallet, Zap } from "lucide-react";
import { paths } from "@/config/paths";
import { useMoney } from "@/i18n/money";
import { cn } from "@/lib/cn";

type PlanChoiceDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** "Pay $1 now": the payment dialog, in place. */
  onPayNow: () => void;
  /** "Save a card and auto-charge": the save-card dialog with auto-charge checked. */
  onSaveCard: () => void;
  /** Where focus goes when the dialog closes (the button that started the analysis). */
  returnFocusTo?: HTMLElement | null;
};

const optionClass =
  "group flex w-full items-start gap-4 rounded-xl border border-slate-200 p-4 text-start transition-colors hover:border-brand-300 hover:bg-brand-50/50";

function OptionBody({ icon, title, price, text }: { icon: ReactNode; title: string; price: ReactNode; text: string }) {
  return (
    <>
      {icon}
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-2">
          <span className="font-semibold text-slate-900">{title}</span>
          <span className="font-bold text-slate-900">{price}</span>
        </span>
        <span className="mt-0.5 block text-sm text-slate-600">{text}</span>
      </span>
      <ArrowRight className="mt-2.5 h-4 w-4 shrink-0 text-slate-400 group-hover:text-brand-700 rtl:-scale-x-100" />
    </>
  );
}

const iconBox = (tone: "soft" | "strong", icon: ReactNode) => (
  <span
    className={cn(
      "grid h-10 w-10 shrink-0 place-items-center rounded-lg",
      tone === "strong" ? "bg-brand-600 text-white" : "bg-brand-50 text-brand-700",
    )}
  >
    {icon}
  </span>
);

/** The free analyses are used up: pay for this one, save a card, or go Pro. */
export function PlanChoiceDialog({ isOpen, onOpenChange, onPayNow, onSaveCard, returnFocusTo }: PlanChoiceDialogProps) {
  const { t } = useTranslation("billing");
  const money = useMoney();
  const perAnalysis = money.price(PRICES.perAnalysis);
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        title={t("planChoice.title")}
        returnFocusTo={returnFocusTo}
        description={t("planChoice.description")}
      >
        <ul className="space-y-3">
          <li>
            <button type="button" className={optionClass} onClick={onPayNow}>
              <OptionBody
                icon={iconBox("soft", <CreditCard className="h-5 w-5 shrink-0" />)}
                title={t("planChoice.payNow", { price: perAnalysis })}
                price={perAnalysis}
                text={t("planChoice.payNowText")}
              />
            </button>
          </li>
          <li>
            <button type="button" className={optionClass} onClick={onSaveCard}>
              <OptionBody
                icon={iconBox("soft", <Wallet className="h-5 w-5 shrink-0" />)}
                title={t("planChoice.saveCard")}
                price={
                  <>
                    {perAnalysis}
                    <span className="text-sm font-medium text-slate-600">{t("price.perAnalysisSuffix")}</span>
                  </>
                }
                text={t("planChoice.saveCardText")}
              />
            </button>
          </li>
          <li>
            <Link
              to={paths.subscribe.href()}
              className={cn(optionClass, "border-brand-200 bg-brand-50/40")}
              onClick={() => onOpenChange(false)}
            >
              <OptionBody
                icon={iconBox("strong", <Zap className="h-5 w-5 shrink-0" />)}
                title={t("plan.monthlyPro")}
                price={
                  <>
                    {money.price(PRICES.proMonthly)}
                    <span className="text-sm font-medium text-slate-600">{t("price.perMonthSuffix")}</span>
                  </>
                }
                text={t("planChoice.proText")}
              />
            </Link>
          </li>
        </ul>
      </DialogContent>
    </Dialog>
  );
}
