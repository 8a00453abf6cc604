import { useMemo, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import type { AdminUserRow, AdminUsersPage } from "@shared/schemas/admin-lists";
import { Button } from "@/components/ui/button";
import { clearLoginLockout } from "../api/clear-login-lockout";
import { deleteUser } from "../api/delete-user";
import { ConfirmDialog } from "../components/confirm-dialog";
import { DataTable } from "../components/data-table";
import { ExportButton } from "../components/export-button";
import { DateRangeFilter } from "../components/date-range-filter";
import { ManageUserDialog } from "../components/manage-user-dialog";
import { USER_OPTIONAL_COLUMNS, USER_SORTS, userColumns } from "../components/user-columns";
import { UserFormDialog } from "../components/user-form-dialog";
import { useAdminFormat } from "../hooks/use-admin-format";
import { useAdminList } from "../hooks/use-admin-list";
import { useAdminMutation } from "../hooks/use-admin-mutation";
import { useServerTable } from "../hooks/use-server-table";
import { exportFilters } from "../utils/export-filters";
import type { UserFilter } from "../utils/admin-tabs";

type UsersTabProps = {
  /** Opens the Analyses or Payments tab filtered by this user. */
  onShowUserIn: (tab: "analyses" | "payments", user: UserFilter) => void;
};

/** Users: search, sort, create, edit, manage (refund, Pro, verification mail), clear a login lockout, delete and export. */
export function UsersTab({ onShowUserIn }: UsersTabProps) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const table = useServerTable({ sort: "createdAt", order: "desc", filters: ["from", "to"] });
  const list = useAdminList<AdminUserRow, AdminUsersPage>("users", "/api/admin/users", table.params);
  const [form, setForm] = useState<{ open: boolean; user: AdminUserRow | null }>({ open: false, user: null });
  const [deleting, setDeleting] = useState<AdminUserRow | null>(null);
  const [managing, setManaging] = useState<AdminUserRow | null>(null);

  const remove = useAdminMutation({
    mutationFn: (user: AdminUserRow) => deleteUser(user.id),
    successToast: (_answer, user) => ({
      title: t("users.deletedTitle"),
      description: t("users.deletedDescription", { name: user.username }),
    }),
    errorTitle: t("users.deleteFailed"),
    onSuccess: () => setDeleting(null),
  });

  const unlock = useAdminMutation({
    mutationFn: (user: AdminUserRow) => clearLoginLockout(user.id),
    successToast: (answer) => ({ title: t("users.unlockedTitle"), description: answer.message }),
    errorTitle: t("users.unlockFailed"),
    skipInvalidate: true,
  });

  const freeTrialLimit = list.data?.freeTrialLimit;
  const unlockUser = unlock.mutate;
  const columns = useMemo(
    () =>
      userColumns({
        t,
        format,
        freeTrialLimit,
        onShowAnalyses: (user) => onShowUserIn("analyses", user),
        onShowPayments: (user) => onShowUserIn("payments", user),
        onEdit: (user) => setForm({ open: true, user }),
        onClearLockout: (user) => unlockUser(user),
        onDelete: setDeleting,
        onManage: setManaging,
      }),
    [t, format, freeTrialLimit, onShowUserIn, unlockUser],
  );

  return (
    <section aria-labelledby="users-heading" className="space-y-3">
      <h2 id="users-heading" className="sr-only">
        {t("users.heading")}
      </h2>
      <DataTable
        caption={t("users.caption")}
        captionLower={t("users.captionLower")}
        columns={columns}
        sortable={USER_SORTS}
        table={table}
        page={list.data}
        isLoading={list.isLoading}
        error={list.error}
        emptyText={
          table.filters.from || table.filters.to
            ? t("users.emptyFiltered")
            : table.state.search
              ? t("users.emptySearch")
              : t("users.empty")
        }
        searchLabel={t("users.search")}
        getRowId={(user) => String(user.id)}
        optionalColumns={USER_OPTIONAL_COLUMNS}
        columnsKey="users"
        toolbar={
          <>
            {/* Create User first: on a phone the toolbar stacks, and it stays on the first screen. */}
            <Button size="sm" onClick={() => setForm({ open: true, user: null })}>
              {t("users.create")}
            </Button>
            <ExportButton kind="users" filters={exportFilters(table)} />
            <DateRangeFilter table={table} />
          </>
        }
      />
      <UserFormDialog
        open={form.open}
        user={form.user}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
      />
      <ManageUserDialog user={managing} onClose={() => setManaging(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t("users.deleteTitle")}
        description={
          <>
            {t("users.deleteQuestion")}
            {deleting ? (
              <span className="mt-2 block">
                <Trans
                  t={t}
                  i18nKey="users.deleteConsequences"
                  values={{ name: deleting.username, email: deleting.email }}
                  components={{ strong: <strong dir="auto" />, bdi: <bdi /> }}
                />
              </span>
            ) : null}
          </>
        }
        confirmLabel={t("users.deleteConfirm")}
        pendingLabel={t("users.deleting")}
        isPending={remove.isPending}
        onConfirm={() => (deleting ? remove.mutate(deleting) : undefined)}
      />
    </section>
  );
}
