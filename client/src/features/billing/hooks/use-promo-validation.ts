import type { AppliedPromo, PromoTarget } from "@shared/schemas/billing";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { validatePromoCode } from "../api/validate-promo-code";

export const INVALID_PROMO_DEFAULT = "This promo code is not valid or has expired";

/**
 * Checks a code with the server and says why it was refused. The code has passed promoCodeSchema already (the promo
 * form's resolver): what is left is whether it exists, runs and applies.
 */
export function usePromoValidation(userId: number, target: PromoTarget) {
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
        title: "Invalid promo code",
        description: answer.message || INVALID_PROMO_DEFAULT,
        variant: "destructive",
      });
    } catch {
      toast({
        title: "Validation failed",
        description: "Unable to validate promo code. Please try again.",
        variant: "destructive",
      });
    }
    return null;
  }

  return { validate, isChecking: mutation.isPending };
}
