import { Controller, useWatch, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { AdminPromoCodeBody, AdminPromoCodeInput } from "@shared/schemas/admin-records";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { useAdminFormat } from "../hooks/use-admin-format";
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
  const { t } = useTranslation("admin");
  return (
    <Field id={fieldId("code")} label={t("promoForm.code")} error={errors.code?.message}>
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
            dir="ltr"
            placeholder={t("promoForm.codePlaceholder")}
          />
        )}
      />
    </Field>
  );
}

/** The discount type and value; a fixed value is in cents, shown as money beside it. */
function DiscountFields({ form, errors, fieldId }: PromoFieldsProps) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const discountType = useWatch({ control: form.control, name: "discountType" });
  const discountValue = useWatch({ control: form.control, name: "discountValue" });
  const isFixed = discountType === "fixed";
  // Names and ids first: the lint rule reads a string inside a spread as words on the screen.
  const typeId = fieldId("discountType");
  const valueId = fieldId("discountValue");
  const typeField = form.register("discountType");
  const valueField = form.register("discountValue", { valueAsNumber: true });
  const typeControl = { ...fieldControlProps(typeId, errors.discountType?.message), ...typeField };
  const valueControl = { ...fieldControlProps(valueId, errors.discountValue?.message), ...valueField };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={fieldId("discountType")} label={t("promoForm.discountType")} error={errors.discountType?.message}>
        <Select {...typeControl} className="w-full">
          <option value="percentage">{t("promoForm.percentage")}</option>
          <option value="fixed">{t("promoForm.fixed")}</option>
        </Select>
      </Field>
      <Field
        id={fieldId("discountValue")}
        label={isFixed ? t("promoForm.discountCents") : t("promoForm.discountPercent")}
        error={errors.discountValue?.message}
        hint={isFixed ? t("promoForm.centsHint") : t("promoForm.percentHint")}
      >
        <div className="flex items-center gap-3">
          <Input
            {...valueControl}
            type="number"
            inputMode="numeric"
            min={1}
            max={discountType === "percentage" ? 100 : undefined}
            step={1}
          />
          {isFixed ? (
            <output htmlFor={fieldId("discountValue")} className="shrink-0 text-sm font-semibold text-slate-700">
              {t("promoForm.equals", {
                amount: Number.isFinite(discountValue) ? format.money(discountValue) : t("promoForm.noAmount"),
              })}
            </output>
          ) : null}
        </div>
      </Field>
    </div>
  );
}

function MaxUsesField({ form, errors, fieldId }: PromoFieldsProps) {
  const { t } = useTranslation("admin");
  const control = {
    ...fieldControlProps(fieldId("maxUses"), errors.maxUses?.message),
    ...form.register("maxUses", {
      setValueAs: (value: unknown) => (value === "" || value === null ? null : Number(value)),
    }),
  };
  return (
    <Field
      id={fieldId("maxUses")}
      label={t("promoForm.maxUses")}
      optional
      hint={t("promoForm.maxUsesHint")}
      error={errors.maxUses?.message}
    >
      <Input {...control} type="number" inputMode="numeric" min={1} step={1} placeholder={t("promoForm.unlimited")} />
    </Field>
  );
}

/** Start and end as the admin's local date and time; the form holds them as ISO strings. */
const DATE_FIELDS = ["startDate", "endDate"] as const;

function DateFields({ form, errors, fieldId }: PromoFieldsProps) {
  const { t } = useTranslation("admin");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {DATE_FIELDS.map((name) => (
        <Field
          key={name}
          id={fieldId(name)}
          label={name === "startDate" ? t("promoForm.startDate") : t("promoForm.endDate")}
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
  const { t } = useTranslation("admin");
  const labelId = `${fieldId("isActive")}-label`;
  return (
    <Controller
      control={form.control}
      name="isActive"
      render={({ field }) => (
        <div className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 p-3">
          <div>
            <p id={labelId} className="text-sm font-medium text-slate-800">
              {t("promoForm.active")}
            </p>
            <p className="text-xs text-slate-600">{t("promoForm.activeHint")}</p>
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
