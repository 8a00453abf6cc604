import { OUTCOME_PLATFORM_LABELS, type OutcomePlatform } from "@shared/schemas/outcomes";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { storedDigits } from "@/i18n/choice";
import { useFormat } from "@/i18n/format";
import { localeTag } from "@/i18n/languages";

/** The results' figures and dates in the reader's language and digits, and the "outcomes" catalogue's `t`. */
export function useOutcomesFormat() {
  const { t } = useTranslation("outcomes");
  const { language } = useFormat();
  return useMemo(() => {
    const tag = localeTag(language, storedDigits());
    const whole = new Intl.NumberFormat(tag);
    const percent = new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 1 });
    const ratio = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
    const day = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" });
    return {
      t,
      language,
      whole: (value: number) => whole.format(value),
      percent: (value: number) => percent.format(value),
      ratio: (value: number) => ratio.format(value),
      day: (iso: string) => day.format(new Date(iso)),
      /** Platforms are brand names ("TikTok"); only "Other" is a word. */
      platform: (platform: OutcomePlatform) =>
        platform === "other" ? t("platforms.other") : OUTCOME_PLATFORM_LABELS[platform],
    };
  }, [language, t]);
}

export type OutcomesFormat = ReturnType<typeof useOutcomesFormat>;
