import type { AppliedPromo, PromoTarget } from "@shared/schemas/billing";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/toast";
import { validatePromoCode } from "../api/validate-promo-code";

/**
 * Checks a code with the server and says why it was refused. The code has passed promoCodeSchema already (the promo
 * form's resolver): what is left is whether it exists, runs and applies.
 */
export function usePromoValidation(userId: number, target: PromoTarget) {
  const { t } = useTranslation("billing");
  const mutation = useMutation({
    mutationFn: (code: string) => validatePromoCode({ code, userId, target }),
  });

  /** The applied promo, or null after telling the user why not. */
  async function validate(code: string): Promise<AppliedPromo | null> {
    try {
      const answer = await mutation.mutateAsync(code);
      if (answer.valid && answer.discountType && answer.discountValue !== null) {
        return { code: answer.code, discountType: answer.discountType, discountValue: answer.discountValue };
      }
      toast({
        title: t("promo.invalidTitle"),
        description: answer.message || t("promo.invalidDefault"),
        variant: "destructive",
      });
    } catch {
      toast({
        title: t("promo.validationFailed"),
        description: t("promo.validationFailedDescription"),
        variant: "destructive",
      });
    }
    return null;
  }

  return { validate, isChecking: mutation.isPending };
}
