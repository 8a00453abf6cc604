import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { LANGUAGES, type Language } from "@shared/constants";
import { updateUserBodySchema, type PublicUser, type UpdateUserBody } from "@shared/schemas/user";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { applyServerFieldErrors } from "@/lib/forms";
import { useUpdateUser } from "../hooks/use-update-user";
import { failureMessage } from "../utils/failure-message";

export const languageLabels: Record<Language, string> = { en: "English", ar: "Arabic (العربية)" };

// The schema the server validates with (a rule is never written twice), less the preference, and with the fields this
// form always sends made required.
const personalInfoSchema = updateUserBodySchema
  .omit({ autoChargeEnabled: true })
  .required({ username: true, email: true, language: true });
type InfoInput = z.input<typeof personalInfoSchema>;
type InfoValues = z.output<typeof personalInfoSchema>;
type InfoField = keyof InfoInput;

const controlId = (field: InfoField) => `profile-${field}`;

/** What PUT /api/user/:id is sent: an emptied name is cleared, and the e-mail only when it changes. */
function toBody(values: InfoValues, user: PublicUser): UpdateUserBody {
  return {
    username: values.username,
    firstName: values.firstName || null,
    lastName: values.lastName || null,
    language: values.language,
    // Sending the unchanged address would be a no-op at best; a changed one starts the confirmation.
    ...(values.email !== user.email ? { email: values.email } : {}),
  };
}

type PersonalInfoFormProps = { user: PublicUser; onDone: () => void };

export function PersonalInfoForm({ user, onDone }: PersonalInfoFormProps) {
  const form = useForm<InfoInput, unknown, InfoValues>({
    resolver: zodResolver(personalInfoSchema),
    defaultValues: {
      username: user.username,
      email: user.email,
      firstName: user.firstName ?? "",
      lastName: user.lastName ?? "",
      language: user.language,
    },
  });
  const { errors } = form.formState;
  const update = useUpdateUser(user.id);

  useEffect(() => form.setFocus("username"), [form]);

  function handleSave(values: InfoValues) {
    if (update.isPending) return;
    const body = toBody(values, user);
    update.mutate(body, {
      onSuccess: ({ user: saved }) => {
        const isEmailPending = body.email !== undefined && saved.pendingEmail !== null;
        toast({
          title: "Profile Updated",
          description: isEmailPending
            ? `We sent a confirmation link to ${saved.pendingEmail}. Your e-mail changes when you open it.`
            : "Your profile has been successfully updated.",
          variant: "success",
        });
        onDone();
      },
      onError: (error) => {
        applyServerFieldErrors(form, error);
        toast({
          title: "Update Failed",
          description: failureMessage(error, "Failed to update profile"),
          variant: "destructive",
        });
      },
    });
  }

  const textField = (field: Exclude<InfoField, "language">, label: string, extra: object) => {
    const error = errors[field]?.message;
    return (
      <Field id={controlId(field)} label={label} error={error} optional={field.endsWith("Name")}>
        <Input {...fieldControlProps(controlId(field), error)} {...form.register(field)} dir="auto" {...extra} />
      </Field>
    );
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(handleSave)}
      aria-label="Edit personal information"
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {textField("username", "Username", { autoComplete: "username", required: true })}
        {textField("email", "Email", { type: "email", autoComplete: "email", inputMode: "email", required: true })}
        {textField("firstName", "First name", { autoComplete: "given-name" })}
        {textField("lastName", "Last name", { autoComplete: "family-name" })}
        <Field id={controlId("language")} label="Language" error={errors.language?.message}>
          <select
            {...fieldControlProps(controlId("language"), errors.language?.message)}
            {...form.register("language")}
            className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-brand-600"
          >
            {LANGUAGES.map((language) => (
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
