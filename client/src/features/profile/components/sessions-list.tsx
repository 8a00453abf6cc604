import { Laptop, Smartphone } from "lucide-react";
import type { AccountSession } from "@shared/schemas/account";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useSessions, useSignOutOtherSessions } from "../hooks/use-sessions";
import { failureMessage } from "../utils/failure-message";
import { formatRelativeTime } from "../utils/relative-time";

const PHONE = /android|iphone|ipad|mobile/i;

function SessionRow({ session }: { session: AccountSession }) {
  const DeviceIcon = PHONE.test(session.device) ? Smartphone : Laptop;
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
      <DeviceIcon className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <span className="break-words">{session.device}</span>
          {session.isCurrent ? <Badge tone="success">This device</Badge> : null}
        </p>
        <p className="text-sm text-slate-600">
          {session.ip ? <span className="break-all">{session.ip} · </span> : null}
          <time dateTime={session.lastUsedAt} title={new Date(session.lastUsedAt).toLocaleString()}>
            Last used {formatRelativeTime(session.lastUsedAt)}
          </time>
        </p>
      </div>
    </li>
  );
}

/** Active sessions: where the account is signed in, and "Sign out everywhere else". */
export function SessionsList() {
  const sessions = useSessions();
  const signOutOthers = useSignOutOtherSessions();
  const list = sessions.data;
  const othersCount = list ? list.filter((session) => !session.isCurrent).length : 0;

  function handleSignOutOthers() {
    if (signOutOthers.isPending) return;
    signOutOthers.mutate(undefined, {
      onSuccess: ({ signedOut }) =>
        toast({
          title: "Signed out everywhere else",
          description:
            signedOut === 0
              ? "No other device was signed in."
              : `${signedOut} other ${signedOut === 1 ? "session was" : "sessions were"} signed out.`,
          variant: "success",
        }),
      onError: (error) =>
        toast({
          title: "Could not sign out other devices",
          description: failureMessage(error, "Please try again."),
          variant: "destructive",
        }),
    });
  }

  if (sessions.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">Your active sessions could not be loaded.</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void sessions.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!list) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">Loading your active sessions</span>
        <div aria-hidden="true" className="h-12 animate-pulse rounded-lg bg-slate-200/70" />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <ul aria-label="Active sessions" className="divide-y divide-slate-100">
        {list.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={handleSignOutOthers}
          aria-disabled={signOutOthers.isPending || undefined}
        >
          {signOutOthers.isPending ? "Signing out..." : "Sign out everywhere else"}
        </Button>
        {othersCount === 0 ? <p className="text-sm text-slate-600">Only this device is signed in.</p> : null}
      </div>
    </div>
  );
}
