import type { AdminUserRow } from "@shared/schemas/admin-lists";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "../utils/date-time";
import type { ColumnDef } from "./data-table";
import { RowAction } from "./row-actions";

export const USER_SORTS = ["username", "email", "freeTrialsUsed", "createdAt"];

type UserColumnsOptions = {
  freeTrialLimit: number | undefined;
  onShowAnalyses: (user: AdminUserRow) => void;
  onShowPayments: (user: AdminUserRow) => void;
  onEdit: (user: AdminUserRow) => void;
  /** Forgets the user's failed sign-ins, so a wait after wrong passwords ends at once. */
  onClearLockout: (user: AdminUserRow) => void;
  onDelete: (user: AdminUserRow) => void;
};

const fullName = (user: AdminUserRow) => [user.firstName, user.lastName].filter(Boolean).join(" ");

/** The Users table: the spec's fields, the n/limit trials, the badges and the links to the user's rows. */
export function userColumns(options: UserColumnsOptions): ColumnDef<AdminUserRow>[] {
  return [
    {
      id: "username",
      header: "Username",
      cell: ({ row }) => (
        <span dir="auto" className="font-semibold text-slate-900">
          {row.original.username}
        </span>
      ),
    },
    { id: "email", header: "Email", cell: ({ row }) => row.original.email },
    {
      id: "name",
      header: "Name",
      cell: ({ row }) => <span dir="auto">{fullName(row.original) || "—"}</span>,
    },
    {
      id: "language",
      header: "Language",
      cell: ({ row }) => (row.original.language === "ar" ? "Arabic" : "English"),
    },
    {
      id: "freeTrialsUsed",
      header: "Free trials",
      cell: ({ row }) => `${row.original.freeTrialsUsed}/${options.freeTrialLimit ?? "?"}`,
    },
    {
      id: "subscription",
      header: "Subscription",
      cell: ({ row }) =>
        row.original.subscriptionActive ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>,
    },
    {
      id: "emailVerified",
      header: "E-mail",
      cell: ({ row }) =>
        row.original.emailVerified ? (
          <Badge tone="success">Verified</Badge>
        ) : (
          <Badge tone="warning">Not verified</Badge>
        ),
    },
    { id: "createdAt", header: "Joined", cell: ({ row }) => formatDateTime(row.original.createdAt) },
    {
      id: "activity",
      header: "Activity",
      cell: ({ row }) => (
        <div className="flex gap-1">
          <RowAction
            label={`Analyses (${row.original.analysesCount}) of ${row.original.username}`}
            onClick={() => options.onShowAnalyses(row.original)}
          >
            Analyses ({row.original.analysesCount})
          </RowAction>
          <RowAction
            label={`Payments (${row.original.paymentsCount}) of ${row.original.username}`}
            onClick={() => options.onShowPayments(row.original)}
          >
            Payments ({row.original.paymentsCount})
          </RowAction>
        </div>
      ),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <div className="flex gap-1">
          <RowAction label={`Edit ${row.original.username}`} onClick={() => options.onEdit(row.original)}>
            Edit
          </RowAction>
          <RowAction
            label={`Clear login lockout for ${row.original.username}`}
            onClick={() => options.onClearLockout(row.original)}
          >
            Unlock
          </RowAction>
          <RowAction
            label={`Delete ${row.original.username}`}
            tone="danger"
            onClick={() => options.onDelete(row.original)}
          >
            Delete
          </RowAction>
        </div>
      ),
    },
  ];
}
