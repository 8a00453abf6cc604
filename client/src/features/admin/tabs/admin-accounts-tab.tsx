import { useId, useMemo, useState } from "react";
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
import { useAdminList } from "../hooks/use-admin-list";
import { useAdminMutation } from "../hooks/use-admin-mutation";
import { useServerTable } from "../hooks/use-server-table";
import { formatDateTime } from "../utils/date-time";

// The Admin Users tab: the admin accounts with create, change password and delete, then the login-attempts log and the
// audit log.

type RowActions = {
  onChangePassword: (admin: AdminAccountRow) => void;
  onDelete: (admin: AdminAccountRow) => void;
};

const column = adminColumnHelper<AdminAccountRow>();

function SelfDeleteNote({ admin }: { admin: AdminAccountRow }) {
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
        Delete
      </button>
      <span id={noteId} className="text-xs text-slate-500">
        You cannot delete your own account ({admin.username}).
      </span>
    </span>
  );
}

function accountColumns(actions: RowActions) {
  return column.columns([
    column.accessor("username", {
      header: "Username",
      cell: ({ row }) => (
        <span className="inline-flex items-center gap-2 font-medium">
          {row.original.username}
          {row.original.isSelf ? <Badge tone="brand">You</Badge> : null}
        </span>
      ),
    }),
    column.accessor("createdBy", { header: "Created by", cell: (info) => info.getValue()?.username ?? "—" }),
    column.accessor("createdAt", { header: "Created", cell: (info) => formatDateTime(info.getValue()) }),
    column.accessor("lastLogin", {
      header: "Last login",
      cell: (info) => (info.getValue() ? formatDateTime(info.getValue()) : "Never"),
    }),
    column.display({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <div className="flex items-center gap-1">
          <RowAction
            label={`Change password of ${row.original.username}`}
            onClick={() => actions.onChangePassword(row.original)}
          >
            Change password
          </RowAction>
          {row.original.isSelf ? (
            <SelfDeleteNote admin={row.original} />
          ) : (
            <RowAction
              label={`Delete ${row.original.username}`}
              tone="danger"
              onClick={() => actions.onDelete(row.original)}
            >
              Delete
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
  const table = useServerTable({ sort: "createdAt" });
  const list = useAdminList<AdminAccountRow>("admin-users", ADMIN_ACCOUNTS_PATH, table.params);
  const [isCreating, setIsCreating] = useState(false);
  const [changingPassword, setChangingPassword] = useState<AdminAccountRow | null>(null);
  const [deleting, setDeleting] = useState<AdminAccountRow | null>(null);

  const remove = useAdminMutation({
    mutationFn: deleteAdminAccount,
    successToast: (_result, variables) => ({
      title: "Admin Deleted",
      description: `${variables.confirmUsername} was removed.`,
    }),
    errorTitle: "Failed to delete admin user...",
    onSuccess: () => setDeleting(null),
  });

  const columns = useMemo(() => accountColumns({ onChangePassword: setChangingPassword, onDelete: setDeleting }), []);

  return (
    <div className="space-y-10">
      <section aria-labelledby="admin-accounts-heading" className="space-y-4">
        <h2 id="admin-accounts-heading" className="text-lg font-bold text-slate-900">
          Admin Users
        </h2>
        <DataTable
          caption="Admin users"
          columns={columns}
          sortable={SORTABLE}
          table={table}
          page={list.data}
          isLoading={list.isLoading}
          error={list.error}
          emptyText={
            table.state.search
              ? "No admin users match this search."
              : "No admin users found. Create the first admin account."
          }
          searchLabel="Search admins"
          toolbar={<Button onClick={() => setIsCreating(true)}>Create Admin</Button>}
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
        title="Delete Admin"
        description={
          deleting
            ? `Are you sure you want to delete the admin ${deleting.username}? Their sessions end at once. This action cannot be undone.`
            : ""
        }
        confirmText={deleting?.username}
        confirmTextLabel={deleting ? `Type the username "${deleting.username}" to confirm` : undefined}
        confirmLabel="Delete Admin"
        pendingLabel="Deleting..."
        isPending={remove.isPending}
        onConfirm={(typed) => (deleting ? remove.mutate({ id: deleting.id, confirmUsername: typed }) : undefined)}
      />
    </div>
  );
}
