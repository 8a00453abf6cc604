import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { LANGUAGES, type Language } from "@shared/constants";
import { updateUserBodySchema, type PublicUser, type UpdateUserBody } from "@shared/schemas/user";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { useSwitchLanguage } from "@/i18n/use-switch-language";
import { applyServerFieldErrors } from "@/lib/forms";
import { useUpdateUser } from "../hooks/use-update-user";
import { failureMessage } from "../utils/failure-message";

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
  const { t } = useTranslation("profile");
  const switchLanguage = useSwitchLanguage();
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
          title: t("info.updated"),
          description: isEmailPending
            ? t("info.updatedEmailPending", { email: saved.pendingEmail })
            : t("info.updatedDescription"),
          variant: "success",
        });
        onDone();
      },
      onError: (error) => {
        applyServerFieldErrors(form, error);
        toast({
          title: t("info.updateFailed"),
          description: failureMessage(error, t("info.updateFailedDescription")),
          variant: "destructive",
        });
      },
    });
  }

  // The interface switches to the chosen language at once (and the profile keeps it), as the header's switch does.
  const languageField = form.register("language", {
    onChange: (event: { target: { value: string } }) => void switchLanguage(event.target.value as Language),
  });

  const textField = (field: Exclude<InfoField, "language">, label: string, extra: object) => {
    const error = errors[field]?.message;
    return (
      <Field key={field} id={controlId(field)} label={label} error={error} optional={field.endsWith("Name")}>
        <Input {...fieldControlProps(controlId(field), error)} {...form.register(field)} dir="auto" {...extra} />
      </Field>
    );
  };

  // Built here, outside the markup: the field names and autocomplete tokens are not words a person reads.
  const fields = [
    textField("username", t("info.username"), { autoComplete: "username", required: true }),
    textField("email", t("info.email"), {
      type: "email",
      autoComplete: "email",
      inputMode: "email",
      required: true,
    }),
    textField("firstName", t("info.firstName"), { autoComplete: "given-name" }),
    textField("lastName", t("info.lastName"), { autoComplete: "family-name" }),
  ];
  const languageId = controlId("language");

  return (
    <form noValidate onSubmit={form.handleSubmit(handleSave)} aria-label={t("info.formLabel")} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {fields}
        <Field id={languageId} label={t("info.language")} error={errors.language?.message}>
          <select
            {...fieldControlProps(languageId, errors.language?.message)}
            {...languageField}
            className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-brand-600"
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          {t("actions.cancel")}
        </Button>
        <Button type="submit" aria-disabled={update.isPending || undefined}>
          {update.isPending ? t("actions.saving") : t("actions.saveChanges")}
        </Button>
      </div>
    </form>
  );
}
