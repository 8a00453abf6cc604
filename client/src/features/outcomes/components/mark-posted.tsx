import { useId, useState } from "react";
import type { Posted } from "@shared/schemas/outcomes";
import { Send } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { useFormat } from "@/i18n/format";
import { storedDigits } from "@/i18n/choice";
import { localeTag } from "@/i18n/languages";
import { useMarkPosted } from "../api/outcomes";

// "I posted it" on an analysis: when the post went out, and an e-mail 48 hours later to add its results if the
// creator wants one. Once marked, the line says when it went out and when the reminder goes (or went).

export function MarkPosted({
  analysisId,
  posted,
  hasResults,
}: {
  analysisId: number;
  posted: Posted | null;
  /** Results are in: a reminder still armed will not be sent (the server skips it), so none is promised. */
  hasResults: boolean;
}) {
  const { t } = useTranslation("outcomes");
  const { language } = useFormat();
  const tag = localeTag(language, storedDigits());
  const day = new Intl.DateTimeFormat(tag, { dateStyle: "medium" });
  const dayAndTime = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" });
  const checkboxId = useId();
  const [wantsReminder, setWantsReminder] = useState(true);
  const mark = useMarkPosted(analysisId);

  if (posted) {
    const reminder = posted.reminderSentAt
      ? t("posted.reminderSent")
      : hasResults
        ? ""
        : posted.remindAt
          ? t("posted.willRemind", { date: dayAndTime.format(new Date(posted.remindAt)) })
          : "";
    return (
      <p className="text-sm text-slate-600">
        {t("posted.postedOn", { date: day.format(new Date(posted.postedAt)) })} {reminder}
      </p>
    );
  }
  function submit() {
    if (mark.isPending) return;
    mark.mutate(
      { remind: wantsReminder },
      {
        onSuccess: () =>
          toast({
            title: t("posted.marked"),
            description: wantsReminder ? t("posted.markedDescription") : undefined,
            variant: "success",
          }),
        onError: (error) =>
          toast({
            title: t("posted.notSaved"),
            description: error instanceof ApiError ? error.serverMessage : t("checkConnection"),
            variant: "destructive",
          }),
      },
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Button variant="secondary" onClick={submit} disabled={mark.isPending}>
        <Send className="h-4 w-4 shrink-0" />
        {t("posted.button")}
      </Button>
      <label htmlFor={checkboxId} className="flex min-h-9 items-center gap-2 text-sm text-slate-700">
        <input
          id={checkboxId}
          type="checkbox"
          checked={wantsReminder}
          onChange={(event) => setWantsReminder(event.target.checked)}
          className="h-4 w-4 accent-brand-600"
        />
        {t("posted.remindMe")}
      </label>
    </div>
  );
}
