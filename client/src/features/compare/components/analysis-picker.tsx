import type { TFunction } from "i18next";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Analysis } from "@shared/schemas/analysis";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";

// The two analyses to compare: "yours" (own posts) and the other side (a competitor's, or another own cut).

type Option = Pick<Analysis, "id" | "fileName" | "kind" | "viralScore" | "createdAt">;

function optionText(analysis: Option, t: TFunction<"compare">) {
  const params = { name: analysis.fileName, score: analysis.viralScore, date: analysis.createdAt.slice(0, 10) };
  return analysis.kind === "competitor" ? t("picker.optionCompetitor", params) : t("picker.option", params);
}

export function AnalysisPicker({
  analyses,
  left,
  right,
  onChange,
}: {
  analyses: readonly Option[];
  left: number | null;
  right: number | null;
  onChange: (next: { left: number | null; right: number | null }) => void;
}) {
  const { t } = useTranslation("compare");
  const id = useId();
  const own = analyses.filter((analysis) => analysis.kind !== "competitor");
  // Competitor analyses first: comparing with a competitor is the tool's main use.
  const others = [...analyses.filter((a) => a.kind === "competitor"), ...own].filter((a) => a.id !== left);
  const parse = (value: string) => (value === "" ? null : Number(value));
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field id={`${id}-left`} label={t("picker.yourPost")}>
        <Select
          id={`${id}-left`}
          className="w-full"
          value={left ?? ""}
          onChange={(event) => onChange({ left: parse(event.target.value), right })}
        >
          <option value="">{t("picker.chooseOwn")}</option>
          {own.map((analysis) => (
            <option key={analysis.id} value={analysis.id}>
              {optionText(analysis, t)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}-right`} label={t("picker.compareWith")}>
        <Select
          id={`${id}-right`}
          className="w-full"
          value={right ?? ""}
          onChange={(event) => onChange({ left, right: parse(event.target.value) })}
        >
          <option value="">{t("picker.chooseOther")}</option>
          {others.map((analysis) => (
            <option key={analysis.id} value={analysis.id}>
              {optionText(analysis, t)}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
