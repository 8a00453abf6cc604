import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  ADMIN_PASSWORD_MIN,
  adminCreateAccountBodySchema,
  type AdminCreateAccountBody,
} from "@shared/schemas/admin-records";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { applyServerFieldErrors } from "@/lib/forms";
import { createAdminAccount } from "../api/admin-accounts";
import { useAdminMutation } from "../hooks/use-admin-mutation";

type AdminAccountCreateDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Create admin (username and password required; an admin has full platform access). */
export function AdminAccountCreateDialog({ open, onOpenChange }: AdminAccountCreateDialogProps) {
  const { t } = useTranslation("admin");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title={t("adminForm.createTitle")} description={t("adminForm.createDescription")}>
          <CreateAdminForm onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function CreateAdminForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("admin");
  const passwordHint = t("adminForm.passwordHint", { min: ADMIN_PASSWORD_MIN });
  const id = useId();
  const form = useForm<AdminCreateAccountBody>({
    resolver: zodResolver(adminCreateAccountBodySchema),
    defaultValues: { username: "", password: "" },
  });
  const { errors } = form.formState;
  const create = useAdminMutation({
    mutationFn: createAdminAccount,
    successToast: (result) => ({
      title: t("adminForm.createdTitle"),
      description: t("adminForm.createdDescription", { name: result.admin.username }),
    }),
    errorTitle: t("adminForm.createFailed"),
    onSuccess: onDone,
    onError: (error) => {
      // A taken username comes back as a field error on "username" (409 CONFLICT); the toast still says so.
      applyServerFieldErrors(form, error);
    },
  });
  const fields = { username: form.register("username"), password: form.register("password") };
  const usernameId = `${id}-username`;
  const passwordId = `${id}-password`;

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((body) => create.mutate(body))}>
      <Field id={usernameId} label={t("adminForm.username")} error={errors.username?.message}>
        <Input
          {...fieldControlProps(usernameId, errors.username?.message)}
          {...fields.username}
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
      <Field id={passwordId} label={t("adminForm.password")} hint={passwordHint} error={errors.password?.message}>
        <Input
          {...fieldControlProps(passwordId, errors.password?.message, passwordHint)}
          {...fields.password}
          type="password"
          autoComplete="new-password"
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={create.isPending} onClick={onDone}>
          {t("adminForm.cancel")}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t("adminForm.creating") : t("adminForm.create")}
        </Button>
      </div>
    </form>
  );
}
