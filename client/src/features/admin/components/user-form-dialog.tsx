import { zodResolver } from "@hookform/resolvers/zod";
import { useId, type ReactNode } from "react";
import { useForm, type FieldError, type UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { LANGUAGES, type Language } from "@shared/constants";
import type { AdminUserRow } from "@shared/schemas/admin-lists";
import {
  adminCreateUserBodySchema,
  adminUpdateUserBodySchema,
  type AdminCreateUserBody,
  type AdminUpdateUserBody,
} from "@shared/schemas/admin-records";
import { PASSWORD_RULE } from "@shared/schemas/common";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { applyServerFieldErrors } from "@/lib/forms";
import { createUser } from "../api/create-user";
import { updateUser } from "../api/update-user";
import { useAdminMutation } from "../hooks/use-admin-mutation";

const LANGUAGE_KEYS: Record<Language, "userForm.languageEn" | "userForm.languageAr"> = {
  en: "userForm.languageEn",
  ar: "userForm.languageAr",
};

type UserFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user to edit, or null to create one. */
  user: AdminUserRow | null;
};

/** Create user / Edit user: the forms use the server's own schemas. */
export function UserFormDialog({ open, onOpenChange, user }: UserFormDialogProps) {
  const { t } = useTranslation("admin");
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title={user ? t("userForm.editTitle") : t("userForm.createTitle")}
          description={user ? t("userForm.editDescription", { name: user.username }) : t("userForm.createDescription")}
          className="sm:max-w-lg"
        >
          {user ? <EditUserForm user={user} onDone={close} /> : <CreateUserForm onDone={close} />}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function CreateUserForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("admin");
  const id = useId();
  const form = useForm<z.input<typeof adminCreateUserBodySchema>, unknown, AdminCreateUserBody>({
    resolver: zodResolver(adminCreateUserBodySchema),
    defaultValues: { email: "", username: "", password: "", language: "en" },
  });
  const { errors } = form.formState;
  const create = useAdminMutation({
    mutationFn: createUser,
    successToast: (created) => ({
      title: t("userForm.createdTitle"),
      description: t("userForm.createdDescription", { name: created.username }),
    }),
    errorTitle: t("userForm.createFailed"),
    onSuccess: onDone,
    onError: (error) => {
      applyServerFieldErrors(form, error); // and the toast still says what the server said
    },
  });
  const controlId = (field: string) => `${id}-${field}`;
  const password = {
    ...fieldControlProps(controlId("password"), errors.password?.message, PASSWORD_RULE),
    ...form.register("password"),
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((body) => (create.isPending ? undefined : create.mutate(body)))}
    >
      <AccountFields controlId={controlId} errors={errors} register={form.register}>
        <Field
          id={controlId("password")}
          label={t("userForm.password")}
          error={errors.password?.message}
          hint={PASSWORD_RULE}
        >
          <Input {...password} type="password" autoComplete="new-password" />
        </Field>
      </AccountFields>
      <FormButtons
        isPending={create.isPending}
        submitLabel={t("userForm.create")}
        pendingLabel={t("userForm.creating")}
        onCancel={onDone}
      />
    </form>
  );
}

function EditUserForm({ user, onDone }: { user: AdminUserRow; onDone: () => void }) {
  const { t } = useTranslation("admin");
  const id = useId();
  const form = useForm<z.input<typeof adminUpdateUserBodySchema>, unknown, AdminUpdateUserBody>({
    resolver: zodResolver(adminUpdateUserBodySchema),
    defaultValues: {
      email: user.email,
      username: user.username,
      language: user.language,
      freeTrialsUsed: user.freeTrialsUsed,
      firstName: user.firstName ?? "",
      lastName: user.lastName ?? "",
    },
  });
  const { errors } = form.formState;
  const update = useAdminMutation({
    mutationFn: updateUser,
    successToast: (updated) => ({
      title: t("userForm.updatedTitle"),
      description: t("userForm.updatedDescription", { name: updated.username }),
    }),
    errorTitle: t("userForm.updateFailed"),
    onSuccess: onDone,
    onError: (error) => {
      applyServerFieldErrors(form, error); // and the toast still says what the server said
    },
  });
  const controlId = (field: string) => `${id}-${field}`;
  const trialsHint = t("userForm.freeTrialsHint");
  const controls = {
    firstName: {
      ...fieldControlProps(controlId("firstName"), errors.firstName?.message),
      ...form.register("firstName"),
    },
    lastName: { ...fieldControlProps(controlId("lastName"), errors.lastName?.message), ...form.register("lastName") },
    freeTrialsUsed: {
      ...fieldControlProps(controlId("freeTrialsUsed"), errors.freeTrialsUsed?.message, trialsHint),
      ...form.register("freeTrialsUsed", { valueAsNumber: true }),
    },
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((body) => (update.isPending ? undefined : update.mutate({ id: user.id, body })))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <AccountFields controlId={controlId} errors={errors} register={form.register}>
          <Field id={controlId("firstName")} label={t("userForm.firstName")} optional error={errors.firstName?.message}>
            <Input {...controls.firstName} autoComplete="off" dir="auto" />
          </Field>
          <Field id={controlId("lastName")} label={t("userForm.lastName")} optional error={errors.lastName?.message}>
            <Input {...controls.lastName} autoComplete="off" dir="auto" />
          </Field>
        </AccountFields>
        <Field
          id={controlId("freeTrialsUsed")}
          label={t("userForm.freeTrialsUsed")}
          error={errors.freeTrialsUsed?.message}
          hint={trialsHint}
        >
          <Input {...controls.freeTrialsUsed} type="number" inputMode="numeric" min={0} max={10} step={1} />
        </Field>
      </div>
      <FormButtons
        isPending={update.isPending}
        submitLabel={t("userForm.save")}
        pendingLabel={t("userForm.saving")}
        onCancel={onDone}
      />
    </form>
  );
}

type AccountField = "email" | "username" | "language";

type AccountFieldsProps = {
  controlId: (field: string) => string;
  errors: Partial<Record<AccountField, FieldError>>;
  register: (name: AccountField) => UseFormRegisterReturn;
  /** The form's own fields, shown between the username and the language. */
  children: ReactNode;
};

/** The fields both user forms have: e-mail, username and language, around the form's own fields. */
function AccountFields({ controlId, errors, register, children }: AccountFieldsProps) {
  const { t } = useTranslation("admin");
  const controls = {
    email: { ...fieldControlProps(controlId("email"), errors.email?.message), ...register("email") },
    username: { ...fieldControlProps(controlId("username"), errors.username?.message), ...register("username") },
    language: { ...fieldControlProps(controlId("language"), errors.language?.message), ...register("language") },
  };
  return (
    <>
      <Field id={controlId("email")} label={t("userForm.email")} error={errors.email?.message}>
        <Input {...controls.email} type="email" inputMode="email" autoComplete="off" />
      </Field>
      <Field id={controlId("username")} label={t("userForm.username")} error={errors.username?.message}>
        <Input {...controls.username} autoComplete="off" dir="auto" />
      </Field>
      {children}
      <Field id={controlId("language")} label={t("userForm.language")} error={errors.language?.message}>
        <Select {...controls.language} className="w-full">
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(LANGUAGE_KEYS[language])}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}

type FormButtonsProps = { isPending: boolean; submitLabel: string; pendingLabel: string; onCancel: () => void };

function FormButtons({ isPending, submitLabel, pendingLabel, onCancel }: FormButtonsProps) {
  const { t } = useTranslation("admin");
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        {t("userForm.cancel")}
      </Button>
      <Button type="submit" aria-disabled={isPending || undefined}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
