import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  DEFAULT_PLAN_TIME_ZONE,
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
import { reminderLead, statusLabel, type PlanningT } from "../utils/plan-words";
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
function reminderOptions(current: number | null, t: PlanningT): Array<{ value: string; label: string }> {
  const label = (minutes: number | null) =>
    minutes === null ? t("reminder.none") : t("reminder.before", { lead: reminderLead(minutes, t) });
  const options: Array<{ value: string; label: string }> = REMINDER_CHOICES.map((choice) => ({
    value: choice.minutes === null ? "none" : String(choice.minutes),
    label: label(choice.minutes),
  }));
  if (current !== null && !options.some((option) => option.value === String(current))) {
    options.push({ value: String(current), label: label(current) });
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
  const { t } = useTranslation("planning");
  const form = useForm<FormValues, unknown, FormOutput>({ resolver, defaultValues: initialValues(state) });
  const { errors } = form.formState;
  const [caption = "", hashtags = ""] = useWatch({ control: form.control, name: ["caption", "hashtags"] });
  const { create, update, remove } = useSavePlan();
  const editing = "plan" in state ? state.plan : null;
  const isBusy = create.isPending || update.isPending || remove.isPending;

  const onError = (error: unknown) => {
    if (applyServerFieldErrors(form, error)) return;
    toast({
      title: t("dialog.notSaved"),
      description: error instanceof ApiError ? error.serverMessage : t("checkConnection"),
      variant: "destructive",
    });
  };
  const onSaved = () => {
    toast({ title: editing ? t("dialog.updated") : t("dialog.planned"), variant: "success" });
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
        toast({ title: t("dialog.deleted"), variant: "success" });
        onDone();
      },
      onError,
    });
  }
  const control = (field: keyof FormValues) => ({
    ...fieldControlProps(`plan-${field}`, errors[field]?.message),
    ...form.register(field),
  });

  // Built here, outside the markup: the field names are not words a person reads.
  const controls = {
    caption: control("caption"),
    hashtags: control("hashtags"),
    date: control("date"),
    time: control("time"),
    timeZone: control("timeZone"),
    status: control("status"),
    reminder: control("reminder"),
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(handleValid)} className="space-y-4">
      <Field id="plan-caption" label={t("dialog.caption")} optional error={errors.caption?.message}>
        <Textarea {...controls.caption} dir="auto" rows={3} />
      </Field>
      <Field id="plan-hashtags" label={t("dialog.hashtags")} optional error={errors.hashtags?.message}>
        <Input {...controls.hashtags} dir="auto" placeholder={t("dialog.hashtagsExample")} />
      </Field>
      <CaptionScorePanel caption={caption} hashtags={hashtags} />
      {editing?.status === "posted" ? postedResults?.(editing.caption) : null}
      <div className="grid grid-cols-2 gap-3">
        <Field id="plan-date" label={t("dialog.date")} error={errors.date?.message}>
          <Input {...controls.date} type="date" required />
        </Field>
        <Field id="plan-time" label={t("dialog.time")} error={errors.time?.message}>
          <Input {...controls.time} type="time" required />
        </Field>
      </div>
      <Field id="plan-timeZone" label={t("dialog.timeZone")} error={errors.timeZone?.message}>
        <Select {...controls.timeZone} className="w-full" dir="ltr">
          {PLAN_TIME_ZONES.map((zone) => (
            <option key={zone} value={zone}>
              {zone === DEFAULT_PLAN_TIME_ZONE ? `${zone} (GMT+3)` : zone}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="plan-status" label={t("dialog.status")} error={errors.status?.message}>
          <Select {...controls.status} className="w-full">
            {PLAN_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status, t)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="plan-reminder" label={t("dialog.reminder")} error={errors.reminder?.message}>
          <Select {...controls.reminder} className="w-full">
            {reminderOptions(editing?.remindMinutesBefore ?? null, t).map((option) => (
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
            className="sm:me-auto"
          >
            {t("dialog.delete")}
          </Button>
        ) : null}
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            {t("cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isBusy}>
          {editing ? t("dialog.saveChanges") : t("dialog.save")}
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
  const { t } = useTranslation("planning");
  return (
    <Dialog open={state !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      {state ? (
        <DialogContent
          title={"plan" in state ? t("dialog.editTitle") : t("page.planPost")}
          description={t("dialog.description")}
          className="max-w-lg"
        >
          <PlanForm state={state} postedResults={postedResults} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
