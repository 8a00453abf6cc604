import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/i18n/format";
import { analyticsFormat, type AnalyticsFormat } from "./format";

/** The page's formats in the interface's language and digits (they change when either does). */
export function useAnalyticsFormat(): AnalyticsFormat {
  const { t } = useTranslation("proAnalytics");
  const { language } = useFormat();
  return useMemo(() => analyticsFormat(language, t), [language, t]);
}
