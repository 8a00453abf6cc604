import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import {
  DEFAULT_PLAN_TIME_ZONE,
  formatReminderLead,
  PLAN_STATUS_LABELS,
  PLAN_STATUSES,
  PLAN_TIME_ZONES,
  planCreateBodySchema,
  type PlanCreateBody,
  type PlannedPost,
  REMINDER_CHOICES,
} from "@shared/schemas/planning";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/forms";
import { useSavePlan } from "../api/save-plan";
import { CaptionScorePanel } from "./caption-score-panel";

// Add or edit a planned post: the API's own schema, with the reminder as the form's select value.

// The API's own schema with the reminder as the select's value. Not a lazy resolver: this Pro page's chunk already
// holds the planning schemas (their constants label the selects), so loading them later would save nothing.
const planFormSchema = planCreateBodySchema
  .omit({ remindMinutesBefore: true })
  // "none" or minutes: the offered choices, or another lead a plan was saved with through the API.
  .extend({ reminder: z.string().regex(/^(none|\d+)$/, "Choose a reminder") });
type FormValues = z.input<typeof planFormSchema>;
type FormOutput = z.output<typeof planFormSchema>;
const resolver = zodResolver(planFormSchema);

const toBody = ({ reminder, ...rest }: FormOutput): PlanCreateBody => ({
  ...rest,
  remindMinutesBefore: reminder === "none" ? null : Number(reminder),
});

/** The offered reminders, plus the plan's own when it was saved with another lead (through the API). */
function reminderOptions(current: number | null): Array<{ value: string; label: string }> {
  const options: Array<{ value: string; label: string }> = REMINDER_CHOICES.map((choice) => ({
    value: choice.minutes === null ? "none" : String(choice.minutes),
    label: choice.label,
  }));
  if (current !== null && !options.some((option) => option.value === String(current))) {
    options.push({ value: String(current), label: `${formatReminderLead(current)} before` });
  }
  return options;
}

export type PlanDialogState = { plan: PlannedPost } | { date: string } | null;

function initialValues(state: Exclude<PlanDialogState, null>): FormValues {
  if ("plan" in state) {
    const { plan } = state;
    return {
      caption: plan.caption,
      hashtags: plan.hashtags,
      date: plan.date,
      time: plan.time,
      timeZone: plan.timeZone,
      status: plan.status,
      reminder: plan.remindMinutesBefore === null ? "none" : String(plan.remindMinutesBefore),
    };
  }
  return {
    caption: "",
    hashtags: "",
    date: state.date,
    time: "21:00",
    timeZone: DEFAULT_PLAN_TIME_ZONE,
    status: "idea",
    reminder: "none",
  };
}

/**
 * `postedResults`: under a posted plan, the way to put its results on the analysis it was (the outcomes feature's,
 * passed in by the page).
 */
export type PostedResults = (caption: string) => ReactNode;

function PlanForm({
  state,
  postedResults,
  onDone,
}: {
  state: Exclude<PlanDialogState, null>;
  postedResults?: PostedResults;
  onDone: () => void;
}) {
  const form = useForm<FormValues, unknown, FormOutput>({ resolver, defaultValues: initialValues(state) });
  const { errors } = form.formState;
  const [caption = "", hashtags = ""] = useWatch({ control: form.control, name: ["caption", "hashtags"] });
  const { create, update, remove } = useSavePlan();
  const editing = "plan" in state ? state.plan : null;
  const isBusy = create.isPending || update.isPending || remove.isPending;

  const onError = (error: unknown) => {
    if (applyServerFieldErrors(form, error)) return;
    toast({
      title: "Plan not saved",
      description: error instanceof ApiError ? error.serverMessage : "Check your connection and try again.",
      variant: "destructive",
    });
  };
  const onSaved = () => {
    toast({ title: editing ? "Plan updated" : "Post planned", variant: "success" });
    onDone();
  };
  function handleValid(values: FormOutput) {
    if (isBusy) return;
    const body = toBody(values);
    if (editing) update.mutate({ id: editing.id, body }, { onSuccess: onSaved, onError });
    else create.mutate(body, { onSuccess: onSaved, onError });
  }
  function handleDelete() {
    if (!editing || isBusy) return;
    remove.mutate(editing.id, {
      onSuccess: () => {
        toast({ title: "Plan deleted", variant: "success" });
        onDone();
      },
      onError,
    });
  }
  const control = (field: keyof FormValues) => ({
    ...fieldControlProps(`plan-${field}`, errors[field]?.message),
    ...form.register(field),
  });

  return (
    <form noValidate onSubmit={form.handleSubmit(handleValid)} className="space-y-4">
      <Field id="plan-caption" label="Caption" optional error={errors.caption?.message}>
        <Textarea {...control("caption")} dir="auto" rows={3} />
      </Field>
      <Field id="plan-hashtags" label="Hashtags" optional error={errors.hashtags?.message}>
        <Input {...control("hashtags")} dir="auto" placeholder="#ramadan #recipe" />
      </Field>
      <CaptionScorePanel caption={caption} hashtags={hashtags} />
      {editing?.status === "posted" ? postedResults?.(editing.caption) : null}
      <div className="grid grid-cols-2 gap-3">
        <Field id="plan-date" label="Date" error={errors.date?.message}>
          <Input {...control("date")} type="date" required />
        </Field>
        <Field id="plan-time" label="Time" error={errors.time?.message}>
          <Input {...control("time")} type="time" required />
        </Field>
      </div>
      <Field id="plan-timeZone" label="Time zone" error={errors.timeZone?.message}>
        <Select {...control("timeZone")} className="w-full">
          {PLAN_TIME_ZONES.map((zone) => (
            <option key={zone} value={zone}>
              {zone === DEFAULT_PLAN_TIME_ZONE ? `${zone} (GMT+3)` : zone}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="plan-status" label="Status" error={errors.status?.message}>
          <Select {...control("status")} className="w-full">
            {PLAN_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PLAN_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="plan-reminder" label="E-mail reminder" error={errors.reminder?.message}>
          <Select {...control("reminder")} className="w-full">
            {reminderOptions(editing?.remindMinutesBefore ?? null).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        {editing ? (
          <Button
            type="button"
            variant="destructive-outline"
            onClick={handleDelete}
            disabled={isBusy}
            className="sm:mr-auto"
          >
            Delete
          </Button>
        ) : null}
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isBusy}>
          {editing ? "Save changes" : "Save plan"}
        </Button>
      </div>
    </form>
  );
}

export function PlanDialog({
  state,
  postedResults,
  onClose,
}: {
  state: PlanDialogState;
  postedResults?: PostedResults;
  onClose: () => void;
}) {
  return (
    <Dialog open={state !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      {state ? (
        <DialogContent
          title={"plan" in state ? "Edit planned post" : "Plan a post"}
          description="Draft the caption and hashtags now: they are scored as you type."
          className="max-w-lg"
        >
          <PlanForm state={state} postedResults={postedResults} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
