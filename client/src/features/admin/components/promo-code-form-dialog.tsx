import { zodResolver } from "@hookform/resolvers/zod";
import type { TFunction } from "i18next";
import { useId, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { AdminPromoCodeRow } from "@shared/schemas/admin-lists";
import {
  adminPromoCodeBodySchema,
  type AdminPromoCodeBody,
  type AdminPromoCodeInput,
} from "@shared/schemas/admin-records";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { applyServerFieldErrors } from "@/lib/forms";
import { createPromoCode, updatePromoCode } from "../api/promo-codes";
import { useAdminMutation } from "../hooks/use-admin-mutation";
import { PromoCodeFields, type PromoField, type PromoForm, type PromoFormValues } from "./promo-code-fields";

// Create or edit a promo code: the same schema as the server through the resolver, two "Validation Error" toasts
// (missing fields, end before start) before anything is sent, the server's field errors on the fields.

function defaultsFor(promoCode: AdminPromoCodeRow | null): PromoFormValues {
  if (promoCode) {
    const { code, discountType, discountValue, maxUses, startDate, endDate, isActive } = promoCode;
    return { code, discountType, discountValue, maxUses, startDate, endDate, isActive };
  }
  // The defaults: active, percentage, 10. The code starts now, to the minute; the end is the admin's.
  const now = new Date();
  now.setSeconds(0, 0);
  return {
    code: "",
    discountType: "percentage",
    discountValue: 10,
    maxUses: null,
    startDate: now.toISOString(),
    endDate: "",
    isActive: true,
  };
}

export type PromoFormProblem = "required" | "endBeforeStart";

/** The checks before sending ("promoForm.<problem>" says it to the admin); null when the form may go to the resolver. */
export function promoFormProblem(
  values: Pick<PromoFormValues, "code" | "startDate" | "endDate">,
): PromoFormProblem | null {
  if (!values.code.trim() || !values.startDate || !values.endDate) return "required";
  if (new Date(values.endDate) <= new Date(values.startDate)) return "endBeforeStart";
  return null;
}

/** The words of a problem: "Code, start date, and end date are required". */
export const promoFormProblemText = (problem: PromoFormProblem, t: TFunction<"admin">) => t(`promoForm.${problem}`);

type PromoCodeFormDialogProps = {
  /** "new" to create, a row to edit, null when closed. */
  editing: AdminPromoCodeRow | "new" | null;
  onOpenChange: (open: boolean) => void;
};

export function PromoCodeFormDialog({ editing, onOpenChange }: PromoCodeFormDialogProps) {
  const { t } = useTranslation("admin");
  const promoCode = editing === "new" ? null : editing;
  return (
    <Dialog open={editing !== null} onOpenChange={onOpenChange}>
      {editing !== null ? (
        <DialogContent
          title={promoCode ? t("promoForm.editTitle", { code: promoCode.code }) : t("promoForm.createTitle")}
          description={t("promoForm.description")}
          className="max-w-lg"
        >
          <PromoCodeForm key={promoCode?.id ?? "new"} promoCode={promoCode} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** Create or update, with the server's field errors put on the fields. */
function usePromoCodeSave(form: PromoForm, promoCode: AdminPromoCodeRow | null, onDone: () => void) {
  const { t } = useTranslation("admin");
  const handleServerError = (error: unknown) => {
    applyServerFieldErrors(form, error);
    return false; // the toast still says what the server said
  };
  const create = useAdminMutation({
    mutationFn: createPromoCode,
    successToast: { title: t("promoForm.createdTitle") },
    errorTitle: t("promoForm.createFailed"),
    onSuccess: onDone,
    onError: handleServerError,
  });
  const update = useAdminMutation({
    mutationFn: updatePromoCode,
    successToast: { title: t("promoForm.updatedTitle") },
    errorTitle: t("promoForm.updateFailed"),
    onSuccess: onDone,
    onError: handleServerError,
  });

  function save(data: AdminPromoCodeInput) {
    const body: AdminPromoCodeBody = {
      ...data,
      startDate: data.startDate.toISOString(),
      endDate: data.endDate.toISOString(),
    };
    if (promoCode) update.mutate({ id: promoCode.id, body });
    else create.mutate(body);
  }

  return { save, isPending: create.isPending || update.isPending };
}

function PromoCodeForm({ promoCode, onDone }: { promoCode: AdminPromoCodeRow | null; onDone: () => void }) {
  const { t } = useTranslation("admin");
  const id = useId();
  const form = useForm<PromoFormValues, unknown, AdminPromoCodeInput>({
    resolver: zodResolver(adminPromoCodeBodySchema),
    defaultValues: defaultsFor(promoCode),
  });
  const { save, isPending } = usePromoCodeSave(form, promoCode, onDone);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const problem = promoFormProblem(form.getValues());
    if (problem) {
      const text = promoFormProblemText(problem, t);
      toast({ variant: "destructive", title: t("promoForm.validationTitle"), description: text });
      if (problem === "endBeforeStart") form.setError("endDate", { type: "manual", message: text });
      return;
    }
    void form.handleSubmit(save)(event);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <PromoCodeFields form={form} errors={form.formState.errors} fieldId={(field: PromoField) => `${id}-${field}`} />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={isPending} onClick={onDone}>
          {t("promoForm.cancel")}
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? t("promoForm.saving") : promoCode ? t("promoForm.save") : t("promoForm.create")}
        </Button>
      </div>
    </form>
  );
}
