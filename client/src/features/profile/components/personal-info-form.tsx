import { useEffect, useState, type FormEvent } from "react";
import type { Language } from "@shared/constants";
import { updateUserBodySchema, type PublicUser } from "@shared/schemas/user";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { useUpdateUser } from "../hooks/use-update-user";
import { failureMessage } from "../utils/failure-message";

export const languageLabels: Record<Language, string> = { en: "English", ar: "Arabic (العربية)" };

// The same schema the server validates with (STYLE.md: never write a rule twice), less the preference.
const personalInfoSchema = updateUserBodySchema.omit({ autoChargeEnabled: true });
const FIELDS = ["username", "email", "firstName", "lastName", "language"] as const;
type InfoField = (typeof FIELDS)[number];
type InfoValues = { username: string; email: string; firstName: string; lastName: string; language: Language };
type InfoErrors = Partial<Record<InfoField, string>>;

const controlId = (field: InfoField) => `profile-${field}`;
const isInfoField = (value: unknown): value is InfoField => (FIELDS as readonly unknown[]).includes(value);

function focusFirstError(errors: InfoErrors) {
  const first = FIELDS.find((field) => errors[field]);
  if (first) document.getElementById(controlId(first))?.focus();
}

type PersonalInfoFormProps = { user: PublicUser; onDone: () => void };

export function PersonalInfoForm({ user, onDone }: PersonalInfoFormProps) {
  const [values, setValues] = useState<InfoValues>({
    username: user.username,
    email: user.email,
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    language: user.language,
  });
  const [errors, setErrors] = useState<InfoErrors>({});
  const update = useUpdateUser(user.id);

  useEffect(() => {
    document.getElementById(controlId("username"))?.focus();
  }, []);

  function handleChange(field: InfoField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showErrors(next: InfoErrors) {
    setErrors(next);
    focusFirstError(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const parsed = personalInfoSchema.safeParse(values);
    if (!parsed.success) {
      const next: InfoErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isInfoField(field) && !next[field]) next[field] = issue.message;
      }
      return showErrors(next);
    }
    // An emptied name is cleared rather than stored as "".
    const body = { ...parsed.data, firstName: parsed.data.firstName || null, lastName: parsed.data.lastName || null };
    update.mutate(body, {
      onSuccess: () => {
        toast({
          title: "Profile Updated",
          description: "Your profile has been successfully updated.",
          variant: "success",
        });
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors) {
          const next: InfoErrors = {};
          for (const [field, messages] of Object.entries(error.fieldErrors)) {
            if (isInfoField(field) && messages[0]) next[field] = messages[0];
          }
          showErrors(next);
        }
        toast({
          title: "Update Failed",
          description: failureMessage(error, "Failed to update profile"),
          variant: "destructive",
        });
      },
    });
  }

  const textField = (field: Exclude<InfoField, "language">, label: string, extra: object) => (
    <Field id={controlId(field)} label={label} error={errors[field]} optional={field.endsWith("Name")}>
      <Input
        {...fieldControlProps(controlId(field), errors[field])}
        value={values[field]}
        onChange={(event) => handleChange(field, event.target.value)}
        dir="auto"
        {...extra}
      />
    </Field>
  );

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Edit personal information" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {textField("username", "Username", { autoComplete: "username", required: true })}
        {textField("email", "Email", { type: "email", autoComplete: "email", inputMode: "email", required: true })}
        {textField("firstName", "First name", { autoComplete: "given-name" })}
        {textField("lastName", "Last name", { autoComplete: "family-name" })}
        <Field id={controlId("language")} label="Language" error={errors.language}>
          <select
            {...fieldControlProps(controlId("language"), errors.language)}
            value={values.language}
            onChange={(event) => handleChange("language", event.target.value)}
            className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-brand-600"
          >
            {(Object.keys(languageLabels) as Language[]).map((language) => (
              <option key={language} value={language}>
                {languageLabels[language]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" aria-disabled={update.isPending || undefined}>
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}
