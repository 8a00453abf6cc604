import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { deleteAccountBodySchema, type DeleteAccountBody } from "@shared/schemas/account";
import type { PublicUser } from "@shared/schemas/user";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { Field, fieldControlProps } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { ApiError } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/forms";
import { useDeleteAccount } from "../hooks/use-delete-account";
import { failureMessage } from "../utils/failure-message";

type DeleteAccountDialogProps = {
  user: PublicUser;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called once the server has deleted the account (the page signs the browser out and goes home). */
  onDeleted: () => void;
};

/**
 * A failure the dialog explains itself. A 502 is the payment provider refusing to cancel Pro or remove a card: the
 * server says which, and nothing was deleted.
 */
function dialogFailure(error: unknown, t: TFunction<"profile">): string {
  if (error instanceof ApiError && error.status === 502 && error.serverMessage) return error.serverMessage;
  return failureMessage(error, t("deleteDialog.failed"));
}

/** "Delete my account": says what goes and what stays, asks for the password again. */
export function DeleteAccountDialog({ user, isOpen, onOpenChange, onDeleted }: DeleteAccountDialogProps) {
  const { t } = useTranslation("profile");
  const id = useId();
  const passwordId = `${id}-password`;
  const form = useForm<DeleteAccountBody>({
    resolver: zodResolver(deleteAccountBodySchema),
    defaultValues: { password: "" },
  });
  const passwordField = form.register("password");
  const passwordError = form.formState.errors.password?.message;
  const deletion = useDeleteAccount(onDeleted);
  // What no field shows (the provider's 502, a refusal naming no field of this form) is said in the dialog.
  const [failure, setFailure] = useState<string | null>(null);

  function handleOpenChange(next: boolean) {
    if (deletion.isPending) return;
    if (!next) {
      form.reset();
      deletion.reset();
      setFailure(null);
    }
    onOpenChange(next);
  }

  function handleDelete(body: DeleteAccountBody) {
    if (deletion.isPending) return;
    setFailure(null);
    deletion.mutate(body, {
      onError: (error) => {
        if (!applyServerFieldErrors(form, error)) setFailure(dialogFailure(error, t));
      },
    });
  }

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      {isOpen ? (
        <DialogContent title={t("deleteDialog.title")} description={t("deleteDialog.description")}>
          <div className="space-y-3 text-sm text-slate-700">
            <p>{t("deleteDialog.weDelete")}</p>
            <ul className="list-disc space-y-1 ps-5">
              <li>{t("deleteDialog.profile")}</li>
              <li>{t("deleteDialog.cards")}</li>
              <li>{t("deleteDialog.signIns")}</li>
            </ul>
            {user.isPremium ? (
              <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900">
                {t("deleteDialog.pro")}
              </p>
            ) : null}
            <p>
              <Trans
                t={t}
                i18nKey="deleteDialog.keep"
                values={{ email: user.email }}
                components={{ email: <span dir="auto" /> }}
              />
            </p>
          </div>
          <form noValidate onSubmit={form.handleSubmit(handleDelete)} className="mt-5 space-y-4">
            <input type="text" name="username" value={user.username} autoComplete="username" readOnly hidden />
            <Field id={passwordId} label={t("deleteDialog.password")} error={passwordError}>
              <PasswordInput
                {...fieldControlProps(passwordId, passwordError)}
                {...passwordField}
                autoComplete="current-password"
              />
            </Field>
            {failure ? (
              <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
                {failure}
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary" disabled={deletion.isPending}>
                  {t("deleteDialog.keepAccount")}
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" aria-disabled={deletion.isPending || undefined}>
                {deletion.isPending ? t("deleteDialog.deleting") : t("data.delete")}
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
