import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
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
function dialogFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 502 && error.serverMessage) return error.serverMessage;
  return failureMessage(error, "Your account could not be deleted. Nothing was changed. Please try again.");
}

/** "Delete my account": says what goes and what stays, asks for the password again. */
export function DeleteAccountDialog({ user, isOpen, onOpenChange, onDeleted }: DeleteAccountDialogProps) {
  const id = useId();
  const passwordId = `${id}-password`;
  const form = useForm<DeleteAccountBody>({
    resolver: zodResolver(deleteAccountBodySchema),
    defaultValues: { password: "" },
  });
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
        if (!applyServerFieldErrors(form, error)) setFailure(dialogFailure(error));
      },
    });
  }

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      {isOpen ? (
        <DialogContent title="Delete your account?" description="This cannot be undone.">
          <div className="space-y-3 text-sm text-slate-700">
            <p>We delete:</p>
            <ul className="list-disc space-y-1 pl-5">
              <li>your profile, and your analyses with their results and previews;</li>
              <li>your saved cards, at our payment provider too;</li>
              <li>your sign-ins, on every device, and any links we e-mailed you.</li>
            </ul>
            {user.isPremium ? (
              <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900">
                Your Pro subscription is cancelled at once, with no further charges.
              </p>
            ) : null}
            <p>
              We keep your payment records, without your name or e-mail, because accounting law requires it. We send a
              last e-mail to confirm, and <span dir="auto">{user.email}</span> is free to sign up again.
            </p>
          </div>
          <form noValidate onSubmit={form.handleSubmit(handleDelete)} className="mt-5 space-y-4">
            <input type="text" name="username" value={user.username} autoComplete="username" readOnly hidden />
            <Field id={passwordId} label="Your password" error={passwordError}>
              <PasswordInput
                {...fieldControlProps(passwordId, passwordError)}
                {...form.register("password")}
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
                  Keep my account
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" aria-disabled={deletion.isPending || undefined}>
                {deletion.isPending ? "Deleting..." : "Delete my account"}
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
