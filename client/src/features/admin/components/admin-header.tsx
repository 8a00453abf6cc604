import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { adminKeyPrefix } from "../api/queries";
import { Logo } from "@/components/layout/logo";
import { Button } from "@/components/ui/button";
import { LogOut, RefreshCw, Settings } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { useAdminLogout } from "../hooks/use-admin-session";

export const PLATFORM_VERSION = "v1.0.0";

type AdminHeaderProps = { username: string | undefined; onOpenSettings: () => void };

/** The dashboard's header: who is signed in, Refresh, Settings, Logout and the version. */
export function AdminHeader({ username, onOpenSettings }: AdminHeaderProps) {
  const { t } = useTranslation("admin");
  const queryClient = useQueryClient();
  const isFetching = useIsFetching({ queryKey: adminKeyPrefix }) > 0;
  const logout = useAdminLogout();

  return (
    // data-site-header: toasts open below it (toast.tsx), never over Refresh, Settings and Logout.
    <header data-site-header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <div className="flex min-w-0 items-center gap-3">
          <Logo />
          <div className="min-w-0 border-s border-slate-200 ps-3">
            <h1 className="text-lg font-bold leading-tight text-slate-900">{t("header.title")}</h1>
            <p className="truncate text-xs text-slate-600">
              {username ? (
                <Trans
                  t={t}
                  i18nKey="header.signedInAs"
                  values={{ username }}
                  components={{ strong: <strong className="font-semibold text-slate-800" dir="auto" /> }}
                />
              ) : (
                t("header.checking")
              )}
              <span aria-hidden="true"> · </span>
              <span>{PLATFORM_VERSION}</span>
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-busy={isFetching || undefined}
            // Refetches every admin list and figure; the page itself is not reloaded.
            onClick={() => void queryClient.invalidateQueries({ queryKey: adminKeyPrefix })}
          >
            <RefreshCw className={cn("shrink-0 h-4 w-4", isFetching && "motion-safe:animate-spin")} />
            {t("header.refresh")}
          </Button>
          <Button variant="secondary" size="sm" onClick={onOpenSettings}>
            <Settings className="h-4 w-4 shrink-0" />
            {t("header.settings")}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-disabled={logout.isPending || undefined}
            onClick={() => (logout.isPending ? undefined : logout.mutate())}
          >
            <LogOut className="h-4 w-4 shrink-0" />
            {logout.isPending ? t("header.loggingOut") : t("header.logout")}
          </Button>
        </div>
      </div>
    </header>
  );
}
