import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { AdminAccountRow } from "@shared/schemas/admin-lists";
import {
  ADMIN_PASSWORD_MIN,
  adminChangePasswordBodySchema,
  type AdminChangePasswordBody,
} from "@shared/schemas/admin-records";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { applyServerFieldErrors } from "@/lib/forms";
import { changeAdminPassword } from "../api/admin-accounts";
import { useAdminMutation } from "../hooks/use-admin-mutation";

type AdminAccountPasswordDialogProps = {
  admin: AdminAccountRow | null;
  onOpenChange: (open: boolean) => void;
};

/** Change an admin's password (new and confirm must match; that admin's other sessions end). */
export function AdminAccountPasswordDialog({ admin, onOpenChange }: AdminAccountPasswordDialogProps) {
  const { t } = useTranslation("admin");
  return (
    <Dialog open={admin !== null} onOpenChange={onOpenChange}>
      {admin ? (
        <DialogContent
          title={t("adminForm.passwordTitle", { name: admin.username })}
          description={
            admin.isSelf ? t("adminForm.passwordSelf") : t("adminForm.passwordOther", { name: admin.username })
          }
        >
          <ChangePasswordForm admin={admin} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ChangePasswordForm({ admin, onDone }: { admin: AdminAccountRow; onDone: () => void }) {
  const { t } = useTranslation("admin");
  const passwordHint = t("adminForm.passwordHint", { min: ADMIN_PASSWORD_MIN });
  const id = useId();
  const form = useForm<AdminChangePasswordBody>({
    resolver: zodResolver(adminChangePasswordBodySchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const change = useAdminMutation({
    mutationFn: changeAdminPassword,
    successToast: {
      title: t("adminForm.passwordUpdatedTitle"),
      description: t("adminForm.passwordUpdatedDescription", { name: admin.username }),
    },
    errorTitle: t("adminForm.passwordFailed"),
    onSuccess: onDone,
    onError: (error) => {
      applyServerFieldErrors(form, error); // and the toast still says what the server said
    },
  });
  const fields = { newPassword: form.register("newPassword"), confirmPassword: form.register("confirmPassword") };
  const newId = `${id}-new`;
  const confirmId = `${id}-confirm`;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((body) => change.mutate({ id: admin.id, body }))}
    >
      {/* For password managers: whose password this is. */}
      <input type="text" name="username" value={admin.username} autoComplete="username" readOnly hidden />
      <Field id={newId} label={t("adminForm.newPassword")} hint={passwordHint} error={errors.newPassword?.message}>
        <Input
          {...fieldControlProps(newId, errors.newPassword?.message, passwordHint)}
          {...fields.newPassword}
          type="password"
          autoComplete="new-password"
        />
      </Field>
      <Field id={confirmId} label={t("adminForm.confirmPassword")} error={errors.confirmPassword?.message}>
        <Input
          {...fieldControlProps(confirmId, errors.confirmPassword?.message)}
          {...fields.confirmPassword}
          type="password"
          autoComplete="new-password"
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={change.isPending} onClick={onDone}>
          {t("adminForm.cancel")}
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t("adminForm.updating") : t("adminForm.update")}
        </Button>
      </div>
    </form>
  );
}
