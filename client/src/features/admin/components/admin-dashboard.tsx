import { useEffect, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import type { AdminMessageRow, Page } from "@shared/schemas/admin-lists";
import { useAdminFormat } from "../hooks/use-admin-format";
import { useAdminList } from "../hooks/use-admin-list";
import { useAdminMe, useAdminSessionGuard } from "../hooks/use-admin-session";
import { useAdminSettings } from "../hooks/use-admin-settings";
import { useAdminUrlState } from "../hooks/use-admin-url-state";
import { AdminAccountsTab } from "../tabs/admin-accounts-tab";
import { AnalysesTab } from "../tabs/analyses-tab";
import { AnalyticsTab } from "../tabs/analytics-tab";
import { MessagesTab } from "../tabs/messages-tab";
import { PaymentsTab } from "../tabs/payments-tab";
import { PromoCodesTab } from "../tabs/promo-codes-tab";
import { UsersTab } from "../tabs/users-tab";
import { ADMIN_TABS, type AdminTabId } from "../utils/admin-tabs";
import { readAdminToken } from "../utils/admin-token";
import type { RenderAnalysis } from "../utils/render-analysis";
import { AdminHeader } from "./admin-header";
import { AdminTabList, AdminTabPanel, type TabItem } from "./admin-tab-list";
import { SettingsDialog } from "./settings-dialog";
import { StatsStrip } from "./stats-strip";

const TABS_ID = "admin";
const unreadParams = { status: "new", pageSize: "10" };

type AdminDashboardProps = { renderAnalysis: RenderAnalysis };

/** /admin: the header, the platform stats and the tabs; every call is checked by the server's token guard. */
export function AdminDashboard({ renderAnalysis }: AdminDashboardProps) {
  useAdminSessionGuard();
  // Without a token the guard is already on its way to /admin/login: ask the server nothing.
  if (readAdminToken() === null) return null;
  return <Dashboard renderAnalysis={renderAnalysis} />;
}

function Dashboard({ renderAnalysis }: AdminDashboardProps) {
  const { t } = useTranslation("admin");
  const me = useAdminMe();
  const settings = useAdminSettings();
  const { tab, userFilter, selectTab, showUserIn, clearUserFilter } = useAdminUrlState();
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  const unread = useAdminList<AdminMessageRow, Page<AdminMessageRow> & { unread: number }>(
    "messages",
    "/api/admin/messages",
    unreadParams,
  ).data?.unread;

  useEffect(() => {
    document.title = t("dashboard.documentTitle");
  }, [t]);

  const tabs: TabItem<AdminTabId>[] = ADMIN_TABS.map(({ id }) => ({
    id,
    label: t(`tabs.${id}`),
    badge: id === "messages" && unread ? <UnreadBadge count={unread} /> : undefined,
  }));

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <AdminHeader username={me.data?.username} onOpenSettings={() => setIsSettingsOpen(true)} />
      <main id="main-content" className="mx-auto w-full min-w-0 max-w-7xl flex-1 space-y-5 px-4 py-5 sm:px-6 lg:px-8">
        {settings.data?.maintenanceMode ? (
          <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <Trans
              t={t}
              i18nKey="dashboard.maintenanceOn"
              components={{ strong: <strong className="font-semibold" /> }}
            />
          </p>
        ) : null}
        <StatsStrip />
        <AdminTabList
          label={t("dashboard.sections")}
          tabs={tabs}
          selected={tab}
          onSelect={selectTab}
          idPrefix={TABS_ID}
        />
        <AdminTabPanel idPrefix={TABS_ID} id={tab}>
          {tab === "users" ? <UsersTab onShowUserIn={showUserIn} /> : null}
          {tab === "analyses" ? (
            <AnalysesTab
              key={userFilter?.id ?? "all"}
              userFilter={userFilter}
              onClearUserFilter={clearUserFilter}
              renderAnalysis={renderAnalysis}
            />
          ) : null}
          {tab === "payments" ? (
            <PaymentsTab key={userFilter?.id ?? "all"} userFilter={userFilter} onClearUserFilter={clearUserFilter} />
          ) : null}
          {tab === "promo-codes" ? <PromoCodesTab /> : null}
          {tab === "admin-users" ? <AdminAccountsTab /> : null}
          {tab === "analytics" ? <AnalyticsTab /> : null}
          {tab === "messages" ? <MessagesTab /> : null}
        </AdminTabPanel>
      </main>
      <SettingsDialog open={isSettingsOpen} onOpenChange={setIsSettingsOpen} />
    </div>
  );
}

function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  return (
    <span className="rounded-full bg-red-600 px-1.5 py-0.5 text-xs font-bold leading-none text-white">
      {count > 99 ? t("dashboard.manyUnread") : format.count(count)}
      <span className="sr-only">{t("dashboard.unread")}</span>
    </span>
  );
}
