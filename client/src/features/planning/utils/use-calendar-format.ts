import { useMemo } from "react";
import { storedDigits } from "@/i18n/choice";
import { useFormat } from "@/i18n/format";
import { localeTag } from "@/i18n/languages";
import { calendarFormat, type CalendarFormat } from "./calendar";

/** The planner's dates in the interface's language and digits. */
export function useCalendarFormat(): CalendarFormat {
  const format = useFormat();
  return useMemo(() => calendarFormat(localeTag(format.language, storedDigits()), format.hijri), [format]);
}
