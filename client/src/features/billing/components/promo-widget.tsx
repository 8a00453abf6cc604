import { zodResolver } from "@hookform/resolvers/zod";
import { promoCodeSchema, type AppliedPromo, type PromoTarget } from "@shared/schemas/billing";
import { X } from "lucide-react";
import type { TFunction } from "i18next";
import { useEffect, useId, useRef } from "react";
import { Trans, useTranslation } from "react-i18next";
import { useForm, type FieldErrors } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { usePromoValidation } from "../hooks/use-promo-validation";
import { useDescribeDiscount } from "../utils/describe-discount";

const promoFormSchema = z.object({ code: promoCodeSchema });
type PromoFormInput = z.input<typeof promoFormSchema>;
type PromoFormOutput = z.output<typeof promoFormSchema>;

/** A code the shared schema refuses is not sent; a toast says why. */
function toastUnusableCode(code: string, errors: FieldErrors<PromoFormInput>, t: TFunction<"billing">) {
  if (!code.trim()) {
    // The shared schema's message is English; an empty code is the only way to get here with nothing typed.
    const description = errors.code?.message ? t("promo.enterCodeDescription") : undefined;
    toast({ title: t("promo.enterCode"), description, variant: "destructive" });
  } else {
    toast({
      title: t("promo.invalidCode"),
      description: t("promo.checkCode"),
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
  const { t } = useTranslation("billing");
  const describeDiscount = useDescribeDiscount();
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

  const codeField = form.register("code");
  const submit = form.handleSubmit(handleValid, (errors) => toastUnusableCode(form.getValues("code"), errors, t));

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
          <Trans
            t={t}
            i18nKey="promo.applied"
            values={{ code: applied.code, discount: describeDiscount(applied) }}
            components={{
              code: <span dir="ltr" className="font-mono font-semibold" />,
              strong: <span className="font-semibold" />,
            }}
          />
        </p>
        {isLocked ? null : (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange(null)}
            aria-label={t("promo.remove", { code: applied.code })}
          >
            <X className="h-4 w-4 shrink-0" />
            {t("actions.remove")}
          </Button>
        )}
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t("promo.label")} className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t("promo.label")} <span className="font-normal text-slate-500">{t("promo.optional")}</span>
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          {...codeField}
          placeholder={t("promo.placeholder")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          disabled={isLocked}
          className="min-w-0 flex-1 uppercase placeholder:normal-case"
        />
        <Button type="submit" variant="secondary" disabled={isChecking || isLocked} aria-busy={isChecking}>
          {isChecking ? t("actions.checking") : t("actions.apply")}
        </Button>
      </div>
    </form>
  );
}
