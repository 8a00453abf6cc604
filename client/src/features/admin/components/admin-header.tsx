import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { Logo } from "@/components/layout/logo";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useAdminLogout } from "../hooks/use-admin-session";

export const PLATFORM_VERSION = "v1.0.0";

type AdminHeaderProps = { username: string | undefined; onOpenSettings: () => void };

/** The dashboard's header (spec §2): who is signed in, Refresh, Settings, Logout and the version. */
export function AdminHeader({ username, onOpenSettings }: AdminHeaderProps) {
  const queryClient = useQueryClient();
  const isFetching = useIsFetching({ queryKey: ["admin"] }) > 0;
  const logout = useAdminLogout();

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <div className="flex min-w-0 items-center gap-3">
          <Logo />
          <div className="min-w-0 border-l border-slate-200 pl-3">
            <h1 className="text-lg font-bold leading-tight text-slate-900">Admin Dashboard</h1>
            <p className="truncate text-xs text-slate-600">
              {username ? (
                <>
                  Signed in as{" "}
                  <strong className="font-semibold text-slate-800" dir="auto">
                    {username}
                  </strong>
                </>
              ) : (
                "Checking your session…"
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
            // Refetches every admin list and figure; the page itself is not reloaded (issue #8).
            onClick={() => void queryClient.invalidateQueries({ queryKey: ["admin"] })}
          >
            <RefreshIcon className={cn("h-4 w-4", isFetching && "motion-safe:animate-spin")} />
            Refresh
          </Button>
          <Button variant="secondary" size="sm" onClick={onOpenSettings}>
            <GearIcon className="h-4 w-4" />
            Settings
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-disabled={logout.isPending || undefined}
            onClick={() => (logout.isPending ? undefined : logout.mutate())}
          >
            <LogoutIcon className="h-4 w-4" />
            {logout.isPending ? "Logging out..." : "Logout"}
          </Button>
        </div>
      </div>
    </header>
  );
}

function RefreshIcon({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M21 12a9 9 0 0 1-15.5 6.2M3 12A9 9 0 0 1 18.5 5.8" />
      <path d="M21 4v5h-5M3 20v-5h5" />
    </svg>
  );
}

function GearIcon({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
    </svg>
  );
}

function LogoutIcon({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
    </svg>
  );
}
