import { Link } from "react-router-dom";
import { PRICE_PER_ANALYSIS_CENTS, PRO_MONTHLY_CENTS } from "@shared/constants";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { IconArrowRight, IconBolt, IconCreditCard } from "@/components/ui/icons";
import { paths } from "@/config/paths";

type PlanChoiceDialogProps = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

const dollars = (cents: number) => `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;

const optionClass =
  "group flex items-start gap-4 rounded-xl border border-slate-200 p-4 text-left transition-colors hover:border-brand-300 hover:bg-brand-50/50";

/** Shown when the free analyses are used up (customer-app §4): pay for one post or go Pro. */
export function PlanChoiceDialog({ isOpen, onOpenChange }: PlanChoiceDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        title="Choose how to continue"
        description="You've used your free analysis. Pick the option that suits how often you post."
      >
        <ul className="space-y-3">
          <li>
            <Link to={paths.checkout.href()} className={optionClass} onClick={() => onOpenChange(false)}>
              <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                <IconCreditCard />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="font-semibold text-slate-900">Pay per post</span>
                  <span className="font-bold text-slate-900">{dollars(PRICE_PER_ANALYSIS_CENTS)}</span>
                </span>
                <span className="mt-0.5 block text-sm text-slate-600">One full analysis with its report.</span>
              </span>
              <IconArrowRight className="mt-2.5 h-4 w-4 text-slate-400 group-hover:text-brand-700" />
            </Link>
          </li>
          <li>
            <Link
              to={paths.subscribe.href()}
              className={`${optionClass} border-brand-200 bg-brand-50/40`}
              onClick={() => onOpenChange(false)}
            >
              <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-brand-600 text-white">
                <IconBolt />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="font-semibold text-slate-900">Monthly Pro</span>
                  <span className="font-bold text-slate-900">
                    {dollars(PRO_MONTHLY_CENTS)}
                    <span className="text-sm font-medium text-slate-600">/month</span>
                  </span>
                </span>
                <span className="mt-0.5 block text-sm text-slate-600">
                  Unlimited analyses, analytics and priority support. Cancel anytime.
                </span>
              </span>
              <IconArrowRight className="mt-2.5 h-4 w-4 text-slate-400 group-hover:text-brand-700" />
            </Link>
          </li>
        </ul>
        <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Card payments open in the next release: the checkout and subscription pages show when they are ready.
        </p>
      </DialogContent>
    </Dialog>
  );
}
