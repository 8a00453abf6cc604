import { useMemo, useState } from "react";
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
  const table = useServerTable({ sort: "createdAt", order: "desc", filters: ["from", "to"] });
  const list = useAdminList<AdminUserRow, AdminUsersPage>("users", "/api/admin/users", table.params);
  const [form, setForm] = useState<{ open: boolean; user: AdminUserRow | null }>({ open: false, user: null });
  const [deleting, setDeleting] = useState<AdminUserRow | null>(null);
  const [managing, setManaging] = useState<AdminUserRow | null>(null);

  const remove = useAdminMutation({
    mutationFn: (user: AdminUserRow) => deleteUser(user.id),
    successToast: (_answer, user) => ({ title: "User Deleted", description: `${user.username} has been deleted.` }),
    errorTitle: "Failed to delete user. Please try again.",
    onSuccess: () => setDeleting(null),
  });

  const unlock = useAdminMutation({
    mutationFn: (user: AdminUserRow) => clearLoginLockout(user.id),
    successToast: (answer) => ({ title: "Login Lockout Cleared", description: answer.message }),
    errorTitle: "Failed to clear the login lockout. Please try again.",
    skipInvalidate: true,
  });

  const freeTrialLimit = list.data?.freeTrialLimit;
  const unlockUser = unlock.mutate;
  const columns = useMemo(
    () =>
      userColumns({
        freeTrialLimit,
        onShowAnalyses: (user) => onShowUserIn("analyses", user),
        onShowPayments: (user) => onShowUserIn("payments", user),
        onEdit: (user) => setForm({ open: true, user }),
        onClearLockout: (user) => unlockUser(user),
        onDelete: setDeleting,
        onManage: setManaging,
      }),
    [freeTrialLimit, onShowUserIn, unlockUser],
  );

  return (
    <section aria-labelledby="users-heading" className="space-y-3">
      <h2 id="users-heading" className="sr-only">
        Users
      </h2>
      <DataTable
        caption="Users"
        columns={columns}
        sortable={USER_SORTS}
        table={table}
        page={list.data}
        isLoading={list.isLoading}
        error={list.error}
        emptyText={
          table.filters.from || table.filters.to
            ? "No users match these filters."
            : table.state.search
              ? "No users match this search."
              : "No users yet."
        }
        searchLabel="Search users by username or email"
        getRowId={(user) => String(user.id)}
        optionalColumns={USER_OPTIONAL_COLUMNS}
        columnsKey="users"
        toolbar={
          <>
            {/* Create User first: on a phone the toolbar stacks, and it stays on the first screen. */}
            <Button size="sm" onClick={() => setForm({ open: true, user: null })}>
              Create User
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
        title="Delete User"
        description={
          <>
            Are you sure you want to delete this user? This action cannot be undone.
            {deleting ? (
              <span className="mt-2 block">
                <strong dir="auto">{deleting.username}</strong> ({deleting.email}) loses their analyses, saved cards and
                any Pro subscription; their payments stay in the records without their name.
              </span>
            ) : null}
          </>
        }
        confirmLabel="Delete User"
        pendingLabel="Deleting..."
        isPending={remove.isPending}
        onConfirm={() => (deleting ? remove.mutate(deleting) : undefined)}
      />
    </section>
  );
}
