import { Controller, useWatch, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { formatCents } from "@shared/billing";
import type { AdminPromoCodeBody, AdminPromoCodeInput } from "@shared/schemas/admin-records";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { fromDateTimeLocal, toDateTimeLocal } from "../utils/date-time";

// The inputs of the promo code form; PromoCodeForm owns checking and saving.

export type PromoFormValues = AdminPromoCodeBody;
export type PromoField = keyof PromoFormValues;
export type PromoForm = UseFormReturn<PromoFormValues, unknown, AdminPromoCodeInput>;

type PromoFieldsProps = {
  form: PromoForm;
  errors: FieldErrors<PromoFormValues>;
  /** The control id of a field, unique to this form. */
  fieldId: (field: PromoField) => string;
};

export function PromoCodeFields(props: PromoFieldsProps) {
  return (
    <>
      <CodeField {...props} />
      <DiscountFields {...props} />
      <MaxUsesField {...props} />
      <DateFields {...props} />
      <ActiveField {...props} />
    </>
  );
}

function CodeField({ form, errors, fieldId }: PromoFieldsProps) {
  return (
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
  );
}

/** The discount type and value; a fixed value is in cents, shown as money beside it. */
function DiscountFields({ form, errors, fieldId }: PromoFieldsProps) {
  const discountType = useWatch({ control: form.control, name: "discountType" });
  const discountValue = useWatch({ control: form.control, name: "discountValue" });
  const isFixed = discountType === "fixed";
  return (
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
        label={isFixed ? "Discount (cents)" : "Discount (%)"}
        error={errors.discountValue?.message}
        hint={isFixed ? "In cents: 50 is $0.50." : "From 1 to 100."}
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
          {isFixed ? (
            <output htmlFor={fieldId("discountValue")} className="shrink-0 text-sm font-semibold text-slate-700">
              = {Number.isFinite(discountValue) ? formatCents(discountValue) : "$—"}
            </output>
          ) : null}
        </div>
      </Field>
    </div>
  );
}

function MaxUsesField({ form, errors, fieldId }: PromoFieldsProps) {
  return (
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
  );
}

/** Start and end as the admin's local date and time; the form holds them as ISO strings. */
function DateFields({ form, errors, fieldId }: PromoFieldsProps) {
  return (
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
  );
}

function ActiveField({ form, fieldId }: PromoFieldsProps) {
  const labelId = `${fieldId("isActive")}-label`;
  return (
    <Controller
      control={form.control}
      name="isActive"
      render={({ field }) => (
        <div className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 p-3">
          <div>
            <p id={labelId} className="text-sm font-medium text-slate-800">
              Active
            </p>
            <p className="text-xs text-slate-600">An inactive code cannot be redeemed, whatever its dates.</p>
          </div>
          <Switch
            id={fieldId("isActive")}
            aria-labelledby={labelId}
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
          />
        </div>
      )}
    />
  );
}
