import { zodResolver } from "@hookform/resolvers/zod";
import { describeDiscount } from "@shared/billing";
import { promoCodeSchema, type AppliedPromo, type PromoTarget } from "@shared/schemas/billing";
import { X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { usePromoValidation } from "../hooks/use-promo-validation";

const promoFormSchema = z.object({ code: promoCodeSchema });
type PromoFormInput = z.input<typeof promoFormSchema>;
type PromoFormOutput = z.output<typeof promoFormSchema>;

/** A code the shared schema refuses is not sent; a toast says why. */
function toastUnusableCode(code: string, errors: FieldErrors<PromoFormInput>) {
  if (!code.trim()) {
    toast({ title: "Enter promo code", description: errors.code?.message, variant: "destructive" });
  } else {
    toast({
      title: "Invalid Promo Code",
      description: "Please check your promo code and try again.",
      variant: "destructive",
    });
  }
}

type PromoWidgetProps = {
  userId: number;
  target: PromoTarget;
  /** The promo in force, or null. */
  applied: AppliedPromo | null;
  /** A code applied (checked by the server) or removed (null): the parent recomputes the amount. */
  onChange: (promo: AppliedPromo | null) => void;
  /** A code to check at once, e.g. the stored pendingPromoCode. */
  initialCode?: string | null;
  /** While a payment is in progress the promo cannot change. */
  isLocked?: boolean;
};

/** Promo code entry: entry, checking, applied with its discount, removable. */
export function PromoWidget({ userId, target, applied, onChange, initialCode, isLocked }: PromoWidgetProps) {
  const id = useId();
  const form = useForm<PromoFormInput, unknown, PromoFormOutput>({
    resolver: zodResolver(promoFormSchema),
    defaultValues: { code: "" },
  });
  const { validate, isChecking } = usePromoValidation(userId, target);
  const checkedInitial = useRef(false);

  async function handleValid({ code }: PromoFormOutput) {
    const promo = await validate(code);
    if (promo) {
      onChange(promo);
      form.reset();
    }
  }

  const submit = form.handleSubmit(handleValid, (errors) => toastUnusableCode(form.getValues("code"), errors));

  useEffect(() => {
    if (!initialCode || checkedInitial.current) return;
    checkedInitial.current = true;
    form.setValue("code", initialCode);
    void submit();
    // Only the first code: later changes come from the user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialCode]);

  if (applied) {
    return (
      <div
        role="status"
        className="flex items-center justify-between gap-3 rounded-xl border border-emerald-300 bg-emerald-50 px-3 py-2"
      >
        <p className="min-w-0 text-sm text-emerald-900">
          Promo <span className="font-mono font-semibold">{applied.code}</span> applied:{" "}
          <span className="font-semibold">{describeDiscount(applied)}</span>
        </p>
        {isLocked ? null : (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange(null)}
            aria-label={`Remove promo code ${applied.code}`}
          >
            <X className="h-4 w-4 shrink-0" />
            Remove
          </Button>
        )}
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Promo code" className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Promo code <span className="font-normal text-slate-500">(optional)</span>
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          {...form.register("code")}
          placeholder="Enter code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          disabled={isLocked}
          className="min-w-0 flex-1 uppercase placeholder:normal-case"
        />
        <Button type="submit" variant="secondary" disabled={isChecking || isLocked} aria-busy={isChecking}>
          {isChecking ? "Checking…" : "Apply"}
        </Button>
      </div>
    </form>
  );
}
