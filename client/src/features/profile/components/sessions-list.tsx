import { Laptop, Smartphone } from "lucide-react";
import type { AccountSession } from "@shared/schemas/account";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useFormat } from "@/i18n/format";
import { localeTag } from "@/i18n/languages";
import { storedDigits } from "@/i18n/choice";
import { useSessions, useSignOutOtherSessions } from "../hooks/use-sessions";
import { failureMessage } from "../utils/failure-message";
import { formatRelativeTime } from "../utils/relative-time";

const PHONE = /android|iphone|ipad/i;

function SessionRow({ session }: { session: AccountSession }) {
  const { t } = useTranslation("profile");
  const format = useFormat();
  const DeviceIcon = PHONE.test(session.system ?? "") ? Smartphone : Laptop;
  const device =
    session.browser && session.system
      ? t("sessions.device.browserOnSystem", { browser: session.browser, system: session.system })
      : session.browser
        ? session.browser
        : session.system
          ? t("sessions.device.browserOnSystem", { browser: t("sessions.device.aBrowser"), system: session.system })
          : t("sessions.device.unknown");
  const words = {
    locale: localeTag(format.language, storedDigits()),
    justNow: t("sessions.justNow"),
    unknown: t("sessions.unknownTime"),
  };
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
      <DeviceIcon className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <span className="break-words">{device}</span>
          {session.isCurrent ? <Badge tone="success">{t("sessions.thisDevice")}</Badge> : null}
        </p>
        <p className="text-sm text-slate-600">
          {session.ip ? (
            <span className="break-all">
              <bdi dir="ltr">{session.ip}</bdi> ·{" "}
            </span>
          ) : null}
          <time dateTime={session.lastUsedAt} title={format.dateTime(session.lastUsedAt)}>
            {t("sessions.lastUsed", { when: formatRelativeTime(session.lastUsedAt, new Date(), words) })}
          </time>
        </p>
      </div>
    </li>
  );
}

/** Active sessions: where the account is signed in, and "Sign out everywhere else". */
export function SessionsList() {
  const { t } = useTranslation("profile");
  const sessions = useSessions();
  const signOutOthers = useSignOutOtherSessions();
  const list = sessions.data;
  const othersCount = list ? list.filter((session) => !session.isCurrent).length : 0;

  function handleSignOutOthers() {
    if (signOutOthers.isPending) return;
    signOutOthers.mutate(undefined, {
      onSuccess: ({ signedOut }) =>
        toast({
          title: t("sessions.signedOutTitle"),
          description: signedOut === 0 ? t("sessions.noOther") : t("sessions.signedOut", { count: signedOut }),
          variant: "success",
        }),
      onError: (error) =>
        toast({
          title: t("sessions.signOutFailed"),
          description: failureMessage(error, t("actions.pleaseTryAgain")),
          variant: "destructive",
        }),
    });
  }

  if (sessions.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">{t("sessions.loadFailed")}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void sessions.refetch()}>
          {t("actions.tryAgain")}
        </Button>
      </div>
    );
  }
  if (!list) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">{t("sessions.loading")}</span>
        <div aria-hidden="true" className="h-12 animate-pulse rounded-lg bg-slate-200/70" />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <ul aria-label={t("security.activeSessions")} className="divide-y divide-slate-100">
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
          {signOutOthers.isPending ? t("sessions.signingOut") : t("sessions.signOutOthers")}
        </Button>
        {othersCount === 0 ? <p className="text-sm text-slate-600">{t("sessions.onlyThis")}</p> : null}
      </div>
    </div>
  );
}
