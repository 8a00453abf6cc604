import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Select } from "@/components/ui/select";

type FilterSelectProps = {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  /** The value of the first option, "All" (no filter). */
  allValue?: string;
};

/** A labelled filter beside a list's search box: "All" first, then the list's own values. */
export function FilterSelect({ label, value, options, onChange, allValue = "" }: FilterSelectProps) {
  const { t } = useTranslation("admin");
  const id = useId();
  return (
    <span className="inline-flex items-center gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <Select id={id} className="h-9 text-sm" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value={allValue}>{t("table.all")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </span>
  );
}
