import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { OUTCOME_PLATFORMS, type Outcome, type OutcomeInput, outcomeInputSchema } from "@shared/schemas/outcomes";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/forms";
import { useRecordOutcome } from "../api/outcomes";
import { useOutcomesFormat } from "../utils/use-outcomes-format";

// Add a check-in of a post's results: what the platform's own insights show, typed in. Numbers are typed as
// text (a phone's number pad, no spinner), checked against the API's own schema before anything is sent.

const NUMBER_FIELDS = [
  "views",
  "likes",
  "comments",
  "shares",
  "saves",
  "followers",
  "watchedPercent",
  "averageWatchSeconds",
] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];
type FormValues = { platform: string; postedOn: string; link: string } & Record<NumberField, string>;

/** An address, the same in every language. */
const LINK_EXAMPLE = "https://www.tiktok.com/@you/video/…";

/** Thousands separators and spaces are what people type: "12,400" is 12400. */
const toNumber = (text: string) => {
  const clean = text.replace(/[\s,٬]/g, "").replace("٫", ".");
  return clean === "" ? null : Number(clean);
};

/** The API names the field ("views cannot be negative"); beside the field the name is already there. */
function besideTheField(field: string, message: string): string {
  const rest = message.startsWith(`${field} `) ? message.slice(field.length + 1) : message;
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

function toBody(values: FormValues): unknown {
  const body: Record<string, unknown> = {
    platform: values.platform,
    postedOn: values.postedOn,
    link: values.link.trim() || null,
  };
  for (const field of NUMBER_FIELDS) body[field] = toNumber(values[field]);
  return body;
}

function initialValues(last: Outcome | null, today: string): FormValues {
  const blank = Object.fromEntries(NUMBER_FIELDS.map((f) => [f, ""])) as Record<NumberField, string>;
  return {
    ...blank,
    platform: last?.platform ?? "tiktok",
    postedOn: last?.postedOn ?? today,
    link: last?.link ?? "",
    followers: last?.followers === null || last?.followers === undefined ? "" : String(last.followers),
  };
}

function OutcomeForm({ analysisId, last, onDone }: { analysisId: number; last: Outcome | null; onDone: () => void }) {
  const format = useOutcomesFormat();
  const { t } = format;
  const today = new Date().toISOString().slice(0, 10);
  const form = useForm<FormValues>({ defaultValues: initialValues(last, today) });
  const { errors } = form.formState;
  const record = useRecordOutcome(analysisId);

  function submit(values: FormValues) {
    if (record.isPending) return;
    const parsed = outcomeInputSchema.safeParse(toBody(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "views") as keyof FormValues;
        // The schema's messages are English; the reader's language says the field's value is not right.
        const message = format.language === "en" ? besideTheField(field, issue.message) : t("dialog.invalid");
        form.setError(field, { message });
      }
      return;
    }
    record.mutate(parsed.data as OutcomeInput, {
      onSuccess: () => {
        toast({ title: t("dialog.saved"), variant: "success" });
        onDone();
      },
      onError: (error) => {
        if (applyServerFieldErrors(form, error)) return;
        toast({
          title: t("dialog.notSaved"),
          description: error instanceof ApiError ? error.serverMessage : t("checkConnection"),
          variant: "destructive",
        });
      },
    });
  }

  const control = (field: keyof FormValues) => ({
    ...fieldControlProps(`outcome-${field}`, errors[field]?.message),
    ...form.register(field),
  });
  const numberField = (field: NumberField, optional = true) => (
    <Field
      key={field}
      id={`outcome-${field}`}
      label={t(`dialog.fields.${field}`)}
      optional={optional}
      error={errors[field]?.message}
    >
      <Input {...control(field)} inputMode="decimal" autoComplete="off" />
    </Field>
  );

  // Built here, outside the markup: the field names are not words a person reads.
  const views = numberField("views", false);
  const details = (["likes", "comments", "shares", "saves", "watchedPercent", "averageWatchSeconds"] as const).map(
    (field) => numberField(field),
  );
  const followers = numberField("followers");
  const platformControl = control("platform");
  const postedOnControl = control("postedOn");
  const linkControl = control("link");

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <Field id="outcome-platform" label={t("dialog.platform")} error={errors.platform?.message}>
          <Select {...platformControl} className="w-full">
            {OUTCOME_PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {format.platform(platform)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="outcome-postedOn" label={t("dialog.postedOn")} error={errors.postedOn?.message}>
          <Input {...postedOnControl} type="date" max={today} required />
        </Field>
      </div>
      {views}
      <div className="grid grid-cols-2 gap-3">{details}</div>
      {followers}
      <Field id="outcome-link" label={t("dialog.link")} optional error={errors.link?.message}>
        <Input {...linkControl} type="url" placeholder={LINK_EXAMPLE} dir="ltr" />
      </Field>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            {t("cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={record.isPending}>
          {t("dialog.save")}
        </Button>
      </div>
    </form>
  );
}

export function OutcomeDialog(props: {
  analysisId: number;
  last: Outcome | null;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("outcomes");
  return (
    <Dialog open={props.isOpen} onOpenChange={(isOpen) => (isOpen ? undefined : props.onClose())}>
      {props.isOpen ? (
        <DialogContent title={t("card.addResults")} description={t("dialog.description")} className="max-w-lg">
          <OutcomeForm analysisId={props.analysisId} last={props.last} onDone={props.onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
