import { zodResolver } from "@hookform/resolvers/zod";
import { useId, type FormEvent } from "react";
import { Controller, useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { formatCents } from "@shared/billing";
import type { AdminPromoCodeRow } from "@shared/schemas/admin-lists";
import {
  adminPromoCodeBodySchema,
  type AdminPromoCodeBody,
  type AdminPromoCodeInput,
} from "@shared/schemas/admin-records";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { createPromoCode, updatePromoCode } from "../api/promo-codes";
import { useAdminMutation } from "../hooks/use-admin-mutation";
import { fromDateTimeLocal, toDateTimeLocal } from "../utils/date-time";

// Create or edit a promo code (spec admin-and-conventions §5): the same schema as the server through the
// resolver, the spec's two "Validation Error" toasts before anything is sent, the server's field errors on
// the fields.

type PromoFormValues = AdminPromoCodeBody;
type PromoField = keyof PromoFormValues;
const FIELDS: PromoField[] = ["code", "discountType", "discountValue", "maxUses", "startDate", "endDate", "isActive"];

function defaultsFor(promoCode: AdminPromoCodeRow | null): PromoFormValues {
  if (promoCode) {
    const { code, discountType, discountValue, maxUses, startDate, endDate, isActive } = promoCode;
    return { code, discountType, discountValue, maxUses, startDate, endDate, isActive };
  }
  // The spec's defaults: active, percentage, 10. The code starts now, to the minute; the end is the admin's.
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

/** The spec's checks before sending (§5), with its exact words; null when the form may go to the resolver. */
export function promoFormProblem(values: Pick<PromoFormValues, "code" | "startDate" | "endDate">): string | null {
  if (!values.code.trim() || !values.startDate || !values.endDate) return "Code, start date, and end date are required";
  if (new Date(values.endDate) <= new Date(values.startDate)) return "End date must be after start date";
  return null;
}

type PromoCodeFormDialogProps = {
  /** "new" to create, a row to edit, null when closed. */
  editing: AdminPromoCodeRow | "new" | null;
  onOpenChange: (open: boolean) => void;
};

export function PromoCodeFormDialog({ editing, onOpenChange }: PromoCodeFormDialogProps) {
  const promoCode = editing === "new" ? null : editing;
  return (
    <Dialog open={editing !== null} onOpenChange={onOpenChange}>
      {editing !== null ? (
        <DialogContent
          title={promoCode ? `Edit Promo Code ${promoCode.code}` : "Create Promo Code"}
          description="Codes are upper case. Leave max uses empty for unlimited uses."
          className="max-w-lg"
        >
          <PromoCodeForm key={promoCode?.id ?? "new"} promoCode={promoCode} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function applyServerErrors(form: UseFormReturn<PromoFormValues, unknown, AdminPromoCodeInput>, error: unknown) {
  if (!(error instanceof ApiError) || !error.fieldErrors) return;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if ((FIELDS as string[]).includes(field) && messages[0]) {
      form.setError(field as PromoField, { type: "server", message: messages[0] }, { shouldFocus: true });
    }
  }
}

function PromoCodeForm({ promoCode, onDone }: { promoCode: AdminPromoCodeRow | null; onDone: () => void }) {
  const id = useId();
  const form = useForm<PromoFormValues, unknown, AdminPromoCodeInput>({
    resolver: zodResolver(adminPromoCodeBodySchema),
    defaultValues: defaultsFor(promoCode),
  });
  const { errors } = form.formState;
  const handleServerError = (error: unknown) => {
    applyServerErrors(form, error);
    return false; // the toast still says what the server said
  };
  const create = useAdminMutation({
    mutationFn: createPromoCode,
    successToast: { title: "Promo code created successfully" },
    errorTitle: "Error creating promo code",
    onSuccess: onDone,
    onError: handleServerError,
  });
  const update = useAdminMutation({
    mutationFn: updatePromoCode,
    successToast: { title: "Promo code updated successfully" },
    errorTitle: "Error updating promo code",
    onSuccess: onDone,
    onError: handleServerError,
  });
  const isPending = create.isPending || update.isPending;

  function handleValid(data: AdminPromoCodeInput) {
    const body: AdminPromoCodeBody = {
      ...data,
      startDate: data.startDate.toISOString(),
      endDate: data.endDate.toISOString(),
    };
    if (promoCode) update.mutate({ id: promoCode.id, body });
    else create.mutate(body);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const problem = promoFormProblem(form.getValues());
    if (problem) {
      toast({ variant: "destructive", title: "Validation Error", description: problem });
      if (problem.startsWith("End date")) form.setError("endDate", { type: "manual", message: problem });
      return;
    }
    void form.handleSubmit(handleValid)(event);
  }

  const discountType = useWatch({ control: form.control, name: "discountType" });
  const discountValue = useWatch({ control: form.control, name: "discountValue" });
  const fieldId = (field: PromoField) => `${id}-${field}`;

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <Field id={fieldId("code")} label="Code" error={errors.code?.message}>
        <Controller
          control={form.control}
          name="code"
          render={({ field }) => (
            <Input
              {...fieldControlProps(fieldId("code"), errors.code?.message)}
              {...field}
              onChange={(event) => {
                // Upper case as typed, keeping the caret where it was.
                const input = event.target;
                const { selectionStart, selectionEnd } = input;
                input.value = input.value.toUpperCase();
                input.setSelectionRange(selectionStart, selectionEnd);
                field.onChange(input.value);
              }}
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              className="font-mono"
              placeholder="SUMMER25"
            />
          )}
        />
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId("discountType")} label="Discount type" error={errors.discountType?.message}>
          <Select
            {...fieldControlProps(fieldId("discountType"), errors.discountType?.message)}
            {...form.register("discountType")}
            className="w-full"
          >
            <option value="percentage">Percentage</option>
            <option value="fixed">Fixed amount (cents)</option>
          </Select>
        </Field>
        <Field
          id={fieldId("discountValue")}
          label={discountType === "fixed" ? "Discount (cents)" : "Discount (%)"}
          error={errors.discountValue?.message}
          hint={discountType === "fixed" ? "In cents: 50 is $0.50." : "From 1 to 100."}
        >
          <div className="flex items-center gap-3">
            <Input
              {...fieldControlProps(fieldId("discountValue"), errors.discountValue?.message)}
              {...form.register("discountValue", { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              min={1}
              max={discountType === "percentage" ? 100 : undefined}
              step={1}
            />
            {discountType === "fixed" ? (
              <output htmlFor={fieldId("discountValue")} className="shrink-0 text-sm font-semibold text-slate-700">
                = {Number.isFinite(discountValue) ? formatCents(discountValue) : "$—"}
              </output>
            ) : null}
          </div>
        </Field>
      </div>

      <Field
        id={fieldId("maxUses")}
        label="Max uses"
        optional
        hint="Empty means unlimited."
        error={errors.maxUses?.message}
      >
        <Input
          {...fieldControlProps(fieldId("maxUses"), errors.maxUses?.message)}
          {...form.register("maxUses", {
            setValueAs: (value: unknown) => (value === "" || value === null ? null : Number(value)),
          })}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder="Unlimited"
        />
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        {(["startDate", "endDate"] as const).map((name) => (
          <Field
            key={name}
            id={fieldId(name)}
            label={name === "startDate" ? "Start date" : "End date"}
            error={errors[name]?.message}
          >
            <Controller
              control={form.control}
              name={name}
              render={({ field }) => (
                <Input
                  {...fieldControlProps(fieldId(name), errors[name]?.message)}
                  {...field}
                  type="datetime-local"
                  value={toDateTimeLocal(field.value)}
                  onChange={(event) => field.onChange(fromDateTimeLocal(event.target.value))}
                />
              )}
            />
          </Field>
        ))}
      </div>

      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 p-3">
            <div>
              <p id={`${fieldId("isActive")}-label`} className="text-sm font-medium text-slate-800">
                Active
              </p>
              <p className="text-xs text-slate-600">An inactive code cannot be redeemed, whatever its dates.</p>
            </div>
            <Switch
              id={fieldId("isActive")}
              aria-labelledby={`${fieldId("isActive")}-label`}
              checked={field.value ?? true}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          </div>
        )}
      />

      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={isPending} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? "Saving..." : promoCode ? "Save Changes" : "Create Promo Code"}
        </Button>
      </div>
    </form>
  );
}
