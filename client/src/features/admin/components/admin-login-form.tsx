import { zodResolver } from "@hookform/resolvers/zod";
import { Lock, ShieldCheck } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { adminLoginBodySchema, type AdminLoginBody } from "@shared/schemas/admin";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/toast";
import { applyServerFieldErrors } from "@/lib/forms";
import { useAdminLogin } from "../hooks/use-admin-login";

/** The administrator login: username, password with show/hide, "Access Dashboard". */
export function AdminLoginForm() {
  const { t } = useTranslation("admin");
  const form = useForm<z.input<typeof adminLoginBodySchema>, unknown, AdminLoginBody>({
    resolver: zodResolver(adminLoginBodySchema),
    defaultValues: { username: "", password: "" },
  });
  const login = useAdminLogin();
  const fields = { username: form.register("username"), password: form.register("password") };
  const usernameId = useId();
  const passwordId = useId();
  const invalid = (field: keyof AdminLoginBody) => (form.formState.errors[field] ? true : undefined);

  function handleValid(body: AdminLoginBody) {
    if (login.isPending) return;
    login.mutate(body, { onError: (error) => applyServerFieldErrors(form, error) });
  }

  // One "Missing Information" toast for an empty field, not a message per field; the first empty field is focused.
  function handleInvalid() {
    toast({
      variant: "destructive",
      title: t("login.missingTitle"),
      description: t("login.missingDescription"),
    });
  }

  return (
    // noValidate: empty fields get the "Missing Information" toast rather than the browser's bubble.
    <form onSubmit={form.handleSubmit(handleValid, handleInvalid)} noValidate className="space-y-5">
      <div className="space-y-1.5">
        <label htmlFor={usernameId} className="block text-sm font-medium text-slate-800">
          {t("login.username")}
        </label>
        <Input
          id={usernameId}
          {...fields.username}
          aria-invalid={invalid("username")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          required
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={passwordId} className="block text-sm font-medium text-slate-800">
          {t("login.password")}
        </label>
        <PasswordInput
          id={passwordId}
          {...fields.password}
          aria-invalid={invalid("password")}
          autoComplete="current-password"
          maxLength={200}
          required
        />
      </div>
      <Button type="submit" size="lg" className="w-full" aria-disabled={login.isPending || undefined}>
        <Lock className="h-4 w-4 shrink-0" />
        {login.isPending ? t("login.submitting") : t("login.submit")}
      </Button>
      <div className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <p className="flex items-center gap-2 font-semibold">
          <ShieldCheck className="h-4 w-4 shrink-0" />
          {t("login.authorizedOnly")}
        </p>
        <p className="ps-6">{t("login.logged")}</p>
      </div>
    </form>
  );
}
