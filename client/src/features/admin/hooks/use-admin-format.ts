import { useMemo } from "react";
import { storedDigits } from "@/i18n/choice";
import { useLanguage } from "@/i18n/use-language";
import { adminFormatFor, type AdminFormat } from "../utils/admin-format";

/** The admin area's numbers, money and dates in the interface's language and digits. */
export function useAdminFormat(): AdminFormat {
  const language = useLanguage();
  const digits = storedDigits();
  return useMemo(() => adminFormatFor(language, digits), [language, digits]);
}
