import { useQueryClient } from "@tanstack/react-query";
import { adminKeyPrefix } from "../api/queries";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { BackLink } from "@/components/layout/back-link";
import { Logo } from "@/components/layout/logo";
import { ShieldCheck } from "lucide-react";
import { paths } from "@/config/paths";
import { useAdminMe } from "../hooks/use-admin-session";
import { clearAdminToken, readAdminToken } from "../utils/admin-token";
import { isUnauthenticated } from "../utils/errors";
import { AdminLoginForm } from "./admin-login-form";

/** /admin/login. An admin whose stored token is still valid goes straight to the dashboard. */
export function AdminLoginPage() {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hadToken = readAdminToken() !== null;
  const me = useAdminMe();

  useEffect(() => {
    document.title = t("login.documentTitle");
    // Answers of an earlier session must not show up in the next one.
    if (!hadToken) queryClient.removeQueries({ queryKey: adminKeyPrefix });
  }, [hadToken, queryClient, t]);

  useEffect(() => {
    // Only with a stored token: after Logout the cached answer of the ended session must not count.
    if (hadToken && me.data) navigate(paths.admin.href(), { replace: true });
    else if (isUnauthenticated(me.error)) {
      clearAdminToken();
      queryClient.removeQueries({ queryKey: adminKeyPrefix });
    }
  }, [hadToken, me.data, me.error, navigate, queryClient]);

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-br from-slate-900 via-slate-800 to-brand-900">
      <main className="flex flex-1 items-center justify-center px-4 py-10">
        <div className="w-full max-w-md">
          <div className="mb-4 [&_a]:text-white">
            <BackLink />
          </div>
          <section className="rounded-2xl bg-white p-6 shadow-2xl sm:p-8" aria-labelledby="admin-login-title">
            <div className="mb-6 flex flex-col items-center gap-3 text-center">
              <Logo />
              <span className="grid h-12 w-12 place-items-center rounded-full bg-brand-50 text-brand-700">
                <ShieldCheck className="h-6 w-6 shrink-0" />
              </span>
              <h1 id="admin-login-title" className="text-2xl font-bold tracking-tight text-slate-900">
                {t("login.title")}
              </h1>
              <p className="text-sm text-slate-600">{t("login.intro")}</p>
            </div>
            <AdminLoginForm />
          </section>
        </div>
      </main>
    </div>
  );
}
