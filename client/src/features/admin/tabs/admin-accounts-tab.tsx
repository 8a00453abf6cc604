import type { TFunction } from "i18next";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminAccountRow } from "@shared/schemas/admin-lists";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ADMIN_ACCOUNTS_PATH, deleteAdminAccount } from "../api/admin-accounts";
import { AdminAccountAuditLog } from "../components/admin-account-audit-log";
import { AdminAccountCreateDialog } from "../components/admin-account-create-dialog";
import { AdminAccountLoginAttempts } from "../components/admin-account-login-attempts";
import { AdminAccountPasswordDialog } from "../components/admin-account-password-dialog";
import { ConfirmDialog } from "../components/confirm-dialog";
import { adminColumnHelper, DataTable } from "../components/data-table";
import { RowAction } from "../components/row-actions";
import { useAdminFormat } from "../hooks/use-admin-format";
import { useAdminList } from "../hooks/use-admin-list";
import { useAdminMutation } from "../hooks/use-admin-mutation";
import { useServerTable } from "../hooks/use-server-table";
import type { AdminFormat } from "../utils/admin-format";

// The Admin Users tab: the admin accounts with create, change password and delete, then the login-attempts log and the
// audit log.

type RowActions = {
  onChangePassword: (admin: AdminAccountRow) => void;
  onDelete: (admin: AdminAccountRow) => void;
};

const column = adminColumnHelper<AdminAccountRow>();

type AdminT = TFunction<"admin">;

function SelfDeleteNote({ admin }: { admin: AdminAccountRow }) {
  const { t } = useTranslation("admin");
  const noteId = useId();
  return (
    <span className="inline-flex items-center gap-2">
      {/* Disabled with the reason beside it: the server refuses it too (409). */}
      <button
        type="button"
        disabled
        aria-describedby={noteId}
        className="inline-flex h-8 cursor-not-allowed items-center rounded-md border border-slate-200 px-2 text-xs font-semibold text-slate-400"
      >
        {t("admins.delete")}
      </button>
      <span id={noteId} className="text-xs text-slate-500">
        {t("admins.selfDelete", { name: admin.username })}
      </span>
    </span>
  );
}

function accountColumns(actions: RowActions, t: AdminT, format: AdminFormat) {
  return column.columns([
    column.accessor("username", {
      header: t("admins.columns.username"),
      cell: ({ row }) => (
        <span className="inline-flex items-center gap-2 font-medium">
          <bdi>{row.original.username}</bdi>
          {row.original.isSelf ? <Badge tone="brand">{t("admins.you")}</Badge> : null}
        </span>
      ),
    }),
    column.accessor("createdBy", {
      header: t("admins.columns.createdBy"),
      cell: (info) => <bdi>{info.getValue()?.username ?? t("table.none")}</bdi>,
    }),
    column.accessor("createdAt", {
      header: t("admins.columns.created"),
      cell: (info) => format.dateTime(info.getValue()),
    }),
    column.accessor("lastLogin", {
      header: t("admins.columns.lastLogin"),
      cell: (info) => (info.getValue() ? format.dateTime(info.getValue()) : t("admins.never")),
    }),
    column.display({
      id: "actions",
      header: () => <span className="sr-only">{t("table.actions")}</span>,
      cell: ({ row }) => (
        <div className="flex items-center gap-1">
          <RowAction
            label={t("admins.changePasswordLabel", { name: row.original.username })}
            onClick={() => actions.onChangePassword(row.original)}
          >
            {t("admins.changePassword")}
          </RowAction>
          {row.original.isSelf ? (
            <SelfDeleteNote admin={row.original} />
          ) : (
            <RowAction
              label={t("admins.deleteLabel", { name: row.original.username })}
              tone="danger"
              onClick={() => actions.onDelete(row.original)}
            >
              {t("admins.delete")}
            </RowAction>
          )}
        </div>
      ),
    }),
  ]);
}

const SORTABLE = ["username", "createdAt", "lastLogin"];
const rowId = (row: AdminAccountRow) => String(row.id);

export function AdminAccountsTab() {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const table = useServerTable({ sort: "createdAt" });
  const list = useAdminList<AdminAccountRow>("admin-users", ADMIN_ACCOUNTS_PATH, table.params);
  const [isCreating, setIsCreating] = useState(false);
  const [changingPassword, setChangingPassword] = useState<AdminAccountRow | null>(null);
  const [deleting, setDeleting] = useState<AdminAccountRow | null>(null);

  const remove = useAdminMutation({
    mutationFn: deleteAdminAccount,
    successToast: (_result, variables) => ({
      title: t("admins.deletedTitle"),
      description: t("admins.deletedDescription", { name: variables.confirmUsername }),
    }),
    errorTitle: t("admins.deleteFailed"),
    onSuccess: () => setDeleting(null),
  });

  const columns = useMemo(
    () => accountColumns({ onChangePassword: setChangingPassword, onDelete: setDeleting }, t, format),
    [t, format],
  );

  return (
    <div className="space-y-10">
      <section aria-labelledby="admin-accounts-heading" className="space-y-4">
        <h2 id="admin-accounts-heading" className="text-lg font-bold text-slate-900">
          {t("admins.heading")}
        </h2>
        <DataTable
          caption={t("admins.caption")}
          captionLower={t("admins.captionLower")}
          columns={columns}
          sortable={SORTABLE}
          table={table}
          page={list.data}
          isLoading={list.isLoading}
          error={list.error}
          emptyText={table.state.search ? t("admins.emptySearch") : t("admins.empty")}
          searchLabel={t("admins.search")}
          toolbar={<Button onClick={() => setIsCreating(true)}>{t("admins.create")}</Button>}
          getRowId={rowId}
        />
      </section>

      <AdminAccountLoginAttempts />
      <AdminAccountAuditLog />

      <AdminAccountCreateDialog open={isCreating} onOpenChange={setIsCreating} />
      <AdminAccountPasswordDialog
        admin={changingPassword}
        onOpenChange={(open) => (open ? undefined : setChangingPassword(null))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t("admins.deleteTitle")}
        description={deleting ? t("admins.deleteQuestion", { name: deleting.username }) : ""}
        confirmText={deleting?.username}
        confirmTextLabel={deleting ? t("admins.typeUsername", { name: deleting.username }) : undefined}
        confirmLabel={t("admins.deleteConfirm")}
        pendingLabel={t("admins.deleting")}
        isPending={remove.isPending}
        onConfirm={(typed) => (deleting ? remove.mutate({ id: deleting.id, confirmUsername: typed }) : undefined)}
      />
    </div>
  );
}
