import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { storedDigits } from "@/i18n/choice";
import { DIGITS, type Digits } from "@/i18n/languages";
import { useSwitchDigits } from "@/i18n/use-switch-language";

/**
 * Latin (123) or Arabic-Indic (١٢٣) digits for the Arabic interface. Kept in this browser, not in the account: it is
 * how this screen reads, and numbers everywhere change at once.
 */
export function DigitsChoice() {
  const { t } = useTranslation("profile");
  const id = useId();
  const switchDigits = useSwitchDigits();
  const [digits, setDigits] = useState<Digits>(storedDigits);

  return (
    <div className="mt-5 border-t border-slate-100 pt-4">
      <label htmlFor={id} className="block text-sm font-medium text-slate-500">
        {t("digits.label")}
      </label>
      <select
        id={id}
        value={digits}
        onChange={(event) => {
          const next = event.target.value as Digits;
          setDigits(next);
          void switchDigits(next);
        }}
        aria-describedby={`${id}-hint`}
        className="mt-1 h-11 w-full max-w-xs rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-brand-600"
      >
        {DIGITS.map((value) => (
          <option key={value} value={value}>
            {t(`digits.${value}`)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        {t("digits.hint")}
      </p>
    </div>
  );
}
