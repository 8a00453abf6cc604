import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
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

const ADMIN_PASSWORD_HINT = `At least ${ADMIN_PASSWORD_MIN} characters.`;

type AdminAccountCreateDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Create admin (username and password required; an admin has full platform access). */
export function AdminAccountCreateDialog({ open, onOpenChange }: AdminAccountCreateDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title="Create Admin"
          description="Admin accounts have full access to the platform: users, payments, promo codes and settings."
        >
          <CreateAdminForm onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function CreateAdminForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const form = useForm<AdminCreateAccountBody>({
    resolver: zodResolver(adminCreateAccountBodySchema),
    defaultValues: { username: "", password: "" },
  });
  const { errors } = form.formState;
  const create = useAdminMutation({
    mutationFn: createAdminAccount,
    successToast: (result) => ({ title: "Admin Created", description: `${result.admin.username} can now sign in.` }),
    errorTitle: "Failed to create admin user...",
    onSuccess: onDone,
    onError: (error) => {
      // A taken username comes back as a field error on "username" (409 CONFLICT); the toast still says so.
      applyServerFieldErrors(form, error);
    },
  });
  const usernameId = `${id}-username`;
  const passwordId = `${id}-password`;

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((body) => create.mutate(body))}>
      <Field id={usernameId} label="Username" error={errors.username?.message}>
        <Input
          {...fieldControlProps(usernameId, errors.username?.message)}
          {...form.register("username")}
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
      <Field id={passwordId} label="Password" hint={ADMIN_PASSWORD_HINT} error={errors.password?.message}>
        <Input
          {...fieldControlProps(passwordId, errors.password?.message, ADMIN_PASSWORD_HINT)}
          {...form.register("password")}
          type="password"
          autoComplete="new-password"
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={create.isPending} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating..." : "Create Admin"}
        </Button>
      </div>
    </form>
  );
}
