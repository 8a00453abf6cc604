import { useId, useState } from "react";
import type { Posted } from "@shared/schemas/outcomes";
import { Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { useMarkPosted } from "../api/outcomes";

// "I posted it" on an analysis: when the post went out, and an e-mail 48 hours later to add its results if the
// creator wants one. Once marked, the line says when it went out and when the reminder goes (or went).

const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const dayAndTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

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
  const checkboxId = useId();
  const [wantsReminder, setWantsReminder] = useState(true);
  const mark = useMarkPosted(analysisId);

  if (posted) {
    const reminder = posted.reminderSentAt
      ? "The reminder to add its results was sent."
      : hasResults
        ? ""
        : posted.remindAt
          ? `We will e-mail you on ${dayAndTime.format(new Date(posted.remindAt))} to add its results.`
          : "";
    return (
      <p className="text-sm text-slate-600">
        Posted {day.format(new Date(posted.postedAt))}. {reminder}
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
            title: "Marked as posted",
            description: wantsReminder ? "We will remind you in 48 hours to add its results." : undefined,
            variant: "success",
          }),
        onError: (error) =>
          toast({
            title: "Not saved",
            description: error instanceof ApiError ? error.serverMessage : "Check your connection and try again.",
            variant: "destructive",
          }),
      },
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Button variant="secondary" onClick={submit} disabled={mark.isPending}>
        <Send className="h-4 w-4 shrink-0" />I posted it
      </Button>
      <label htmlFor={checkboxId} className="flex min-h-9 items-center gap-2 text-sm text-slate-700">
        <input
          id={checkboxId}
          type="checkbox"
          checked={wantsReminder}
          onChange={(event) => setWantsReminder(event.target.checked)}
          className="h-4 w-4 accent-brand-600"
        />
        E-mail me in 48 hours to add its results
      </label>
    </div>
  );
}
