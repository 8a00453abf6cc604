import { useTranslation } from "react-i18next";
import { useFormat } from "@/i18n/format";
import type { Constraint, SchemaField } from "../utils/openapi";

/** A dotted name ("data[].analysis.viralScore") that may wrap after each dot on a phone, never inside a word. */
export function BreakableName({ name }: { name: string }) {
  const parts = name.split(/(?<=[.])/);
  return (
    <>
      {parts.map((part, index) => (
        <span key={index}>
          {part}
          {index < parts.length - 1 ? <wbr /> : null}
        </span>
      ))}
    </>
  );
}

export function ConstraintText({ constraint }: { constraint: Constraint }) {
  const { t } = useTranslation("developers");
  const format = useFormat();
  const number = (value: number | undefined) =>
    value === undefined ? "" : format.number(value, { useGrouping: false });
  switch (constraint.kind) {
    case "oneOf":
      return (
        <>
          {t("fields.oneOf")}{" "}
          <code dir="ltr" className="inline-block max-w-full break-words align-top">
            {constraint.values.join(" | ")}
          </code>
        </>
      );
    case "pattern":
      return (
        <>
          {t("fields.pattern")}{" "}
          <code dir="ltr" className="inline-block max-w-full break-all align-top">
            {constraint.value}
          </code>
        </>
      );
    case "default":
      return (
        <>
          {t("fields.default")}{" "}
          <code dir="ltr" className="inline-block max-w-full break-words align-top">
            {constraint.value}
          </code>
        </>
      );
    default: {
      const which =
        constraint.min !== undefined && constraint.max !== undefined
          ? "between"
          : constraint.min !== undefined
            ? "min"
            : "max";
      return (
        <>{t(`fields.${constraint.kind}.${which}`, { min: number(constraint.min), max: number(constraint.max) })}</>
      );
    }
  }
}

/**
 * The fields of a body or an answer as a list rather than a table: name, type, whether it is required, its limits
 * and description, which stack on a phone and read in order for a screen reader.
 */
export function SchemaFields({ fields, label }: { fields: SchemaField[]; label: string }) {
  const { t } = useTranslation("developers");
  if (fields.length === 0) return null;
  return (
    <ul aria-label={label} className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {fields.map((field) => (
        <li key={field.name} className="px-3 py-2" style={{ paddingInlineStart: `${0.75 + field.depth * 1}rem` }}>
          <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <code dir="ltr" className="min-w-0 font-semibold text-slate-900 [overflow-wrap:anywhere]">
              <BreakableName name={field.name} />
            </code>
            <code dir="ltr" className="break-all text-xs text-slate-600">
              {field.type}
            </code>
            {field.required ? (
              <span className="text-xs font-semibold text-red-700">{t("fields.required")}</span>
            ) : (
              <span className="text-xs text-slate-500">{t("fields.optional")}</span>
            )}
          </div>
          {field.constraints.length > 0 ? (
            <ul className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-600">
              {field.constraints.map((constraint, index) => (
                <li key={index}>
                  <ConstraintText constraint={constraint} />
                </li>
              ))}
            </ul>
          ) : null}
          {field.description ? (
            // The document's own words (English), as the server wrote them.
            <p className="mt-0.5 text-sm text-slate-700" dir="auto">
              {field.description}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
