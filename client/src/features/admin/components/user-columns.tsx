import type { AdminUserRow } from "@shared/schemas/admin-lists";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "../utils/date-time";
import { ACTIONS_COLUMN_ID, type ColumnDef } from "./data-table";
import { RowActionsMenu } from "./row-actions-menu";

export const USER_SORTS = ["username", "email", "freeTrialsUsed", "createdAt"];
/** Shown only when the operator asks (Columns), so Edit and Delete fit a 1280 px screen. */
export const USER_OPTIONAL_COLUMNS = ["name", "language", "emailVerified", "activity"];

type UserColumnsOptions = {
  freeTrialLimit: number | undefined;
  onShowAnalyses: (user: AdminUserRow) => void;
  onShowPayments: (user: AdminUserRow) => void;
  onEdit: (user: AdminUserRow) => void;
  /** Forgets the user's failed sign-ins, so a wait after wrong passwords ends at once. */
  onClearLockout: (user: AdminUserRow) => void;
  onDelete: (user: AdminUserRow) => void;
  /** Refund, cancel Pro, a Pro month, a verification mail. */
  onManage: (user: AdminUserRow) => void;
};

const fullName = (user: AdminUserRow) => [user.firstName, user.lastName].filter(Boolean).join(" ");

/** The Users table: the user's fields, the n/limit trials, the badges and the links to the user's rows. */
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
      cell: ({ row }) => <span className="tabular-nums">{activityText(row.original)}</span>,
    },
    {
      id: ACTIONS_COLUMN_ID,
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => <RowActionsMenu {...userRowActions(row.original, options)} />,
    },
  ];
}

/** "3 analyses, 1 competitor, 2 payments": competitors' posts analysed on /compare are counted apart. */
export function activityText(user: AdminUserRow): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const parts = [plural(user.analysesCount, "analysis", "analyses")];
  if (user.competitorAnalysesCount > 0) parts.push(`${user.competitorAnalysesCount} competitor`);
  parts.push(plural(user.paymentsCount, "payment", "payments"));
  return parts.join(", ");
}

/**
 * A user's row actions: Edit and Delete in the row, the rest behind "More". Further user actions (refund,
 * Pro, verification mail, lockout) go into `more`, so the sticky actions column stays narrow.
 */
function userRowActions(user: AdminUserRow, options: UserColumnsOptions) {
  const competitor = user.competitorAnalysesCount > 0 ? ` + ${user.competitorAnalysesCount} competitor` : "";
  return {
    rowLabel: user.username,
    inline: [
      { id: "edit", text: "Edit", label: `Edit ${user.username}`, onClick: () => options.onEdit(user) },
      { id: "manage", text: "Manage", label: `Manage ${user.username}`, onClick: () => options.onManage(user) },
      {
        id: "delete",
        text: "Delete",
        label: `Delete ${user.username}`,
        tone: "danger" as const,
        onClick: () => options.onDelete(user),
      },
    ],
    more: [
      {
        id: "unlock",
        text: "Clear login lockout",
        label: `Clear login lockout for ${user.username}`,
        onClick: () => options.onClearLockout(user),
      },
      {
        id: "analyses",
        text: `Analyses (${user.analysesCount}${competitor})`,
        label: `Analyses (${user.analysesCount}${competitor}) of ${user.username}`,
        onClick: () => options.onShowAnalyses(user),
      },
      {
        id: "payments",
        text: `Payments (${user.paymentsCount})`,
        label: `Payments (${user.paymentsCount}) of ${user.username}`,
        onClick: () => options.onShowPayments(user),
      },
    ],
  };
}
