import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
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

const ADMIN_PASSWORD_HINT = `At least ${ADMIN_PASSWORD_MIN} characters.`;

type AdminAccountPasswordDialogProps = {
  admin: AdminAccountRow | null;
  onOpenChange: (open: boolean) => void;
};

/** Change an admin's password (new and confirm must match; that admin's other sessions end). */
export function AdminAccountPasswordDialog({ admin, onOpenChange }: AdminAccountPasswordDialogProps) {
  return (
    <Dialog open={admin !== null} onOpenChange={onOpenChange}>
      {admin ? (
        <DialogContent
          title={`Change Password: ${admin.username}`}
          description={
            admin.isSelf
              ? "Your other sessions are signed out when the password changes; this one stays signed in."
              : `${admin.username} is signed out of every session when the password changes.`
          }
        >
          <ChangePasswordForm admin={admin} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ChangePasswordForm({ admin, onDone }: { admin: AdminAccountRow; onDone: () => void }) {
  const id = useId();
  const form = useForm<AdminChangePasswordBody>({
    resolver: zodResolver(adminChangePasswordBodySchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const change = useAdminMutation({
    mutationFn: changeAdminPassword,
    successToast: { title: "Password Updated", description: `The password of ${admin.username} was changed.` },
    errorTitle: "Failed to update password...",
    onSuccess: onDone,
    onError: (error) => {
      applyServerFieldErrors(form, error); // and the toast still says what the server said
    },
  });
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
      <Field id={newId} label="New password" hint={ADMIN_PASSWORD_HINT} error={errors.newPassword?.message}>
        <Input
          {...fieldControlProps(newId, errors.newPassword?.message, ADMIN_PASSWORD_HINT)}
          {...form.register("newPassword")}
          type="password"
          autoComplete="new-password"
        />
      </Field>
      <Field id={confirmId} label="Confirm password" error={errors.confirmPassword?.message}>
        <Input
          {...fieldControlProps(confirmId, errors.confirmPassword?.message)}
          {...form.register("confirmPassword")}
          type="password"
          autoComplete="new-password"
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={change.isPending} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? "Updating..." : "Update Password"}
        </Button>
      </div>
    </form>
  );
}
