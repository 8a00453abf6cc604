import type { TFunction } from "i18next";
import type { AdminUserRow } from "@shared/schemas/admin-lists";
import { Badge } from "@/components/ui/badge";
import type { AdminFormat } from "../utils/admin-format";
import { ACTIONS_COLUMN_ID, type ColumnDef } from "./data-table";
import { RowActionsMenu } from "./row-actions-menu";

export const USER_SORTS = ["username", "email", "freeTrialsUsed", "createdAt"];
/** Shown only when the operator asks (Columns), so Edit and Delete fit a 1280 px screen. */
export const USER_OPTIONAL_COLUMNS = ["name", "language", "emailVerified", "activity"];

type AdminT = TFunction<"admin">;

type UserColumnsOptions = {
  /** The words and figures of the admin's language (cell templates call no hooks). */
  t: AdminT;
  format: AdminFormat;
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
  const { t, format } = options;
  return [
    {
      id: "username",
      header: t("users.columns.username"),
      cell: ({ row }) => (
        <span dir="auto" className="font-semibold text-slate-900">
          {row.original.username}
        </span>
      ),
    },
    { id: "email", header: t("users.columns.email"), cell: ({ row }) => row.original.email },
    {
      id: "name",
      header: t("users.columns.name"),
      cell: ({ row }) => <span dir="auto">{fullName(row.original) || t("table.none")}</span>,
    },
    {
      id: "language",
      header: t("users.columns.language"),
      cell: ({ row }) => (row.original.language === "ar" ? t("users.languageAr") : t("users.languageEn")),
    },
    {
      id: "freeTrialsUsed",
      header: t("users.columns.freeTrials"),
      // "1/3": used and limit, read in the admin's direction as one figure.
      cell: ({ row }) => (
        <bdi className="tabular-nums">
          {format.count(row.original.freeTrialsUsed)}/
          {options.freeTrialLimit === undefined ? "?" : format.count(options.freeTrialLimit)}
        </bdi>
      ),
    },
    {
      id: "subscription",
      header: t("users.columns.subscription"),
      cell: ({ row }) =>
        row.original.subscriptionActive ? (
          <Badge tone="success">{t("users.active")}</Badge>
        ) : (
          <Badge>{t("users.inactive")}</Badge>
        ),
    },
    {
      id: "emailVerified",
      header: t("users.columns.emailVerified"),
      cell: ({ row }) =>
        row.original.emailVerified ? (
          <Badge tone="success">{t("users.verified")}</Badge>
        ) : (
          <Badge tone="warning">{t("users.notVerified")}</Badge>
        ),
    },
    { id: "createdAt", header: t("users.columns.joined"), cell: ({ row }) => format.dateTime(row.original.createdAt) },
    {
      id: "activity",
      header: t("users.columns.activity"),
      cell: ({ row }) => <span className="tabular-nums">{activityText(row.original, t)}</span>,
    },
    {
      id: ACTIONS_COLUMN_ID,
      header: () => <span className="sr-only">{t("table.actions")}</span>,
      cell: ({ row }) => <RowActionsMenu {...userRowActions(row.original, options)} />,
    },
  ];
}

/** "3 analyses, 1 competitor, 2 payments": competitors' posts analysed on /compare are counted apart. */
export function activityText(user: AdminUserRow, t: AdminT): string {
  const parts = [t("users.analysesCount", { count: user.analysesCount })];
  if (user.competitorAnalysesCount > 0) parts.push(t("users.competitorCount", { count: user.competitorAnalysesCount }));
  parts.push(t("users.paymentsCount", { count: user.paymentsCount }));
  return parts.join(t("users.listSeparator"));
}

/**
 * A user's row actions: Edit and Delete in the row, the rest behind "More". Further user actions (refund,
 * Pro, verification mail, lockout) go into `more`, so the sticky actions column stays narrow.
 */
function userRowActions(user: AdminUserRow, { t, ...options }: UserColumnsOptions) {
  const name = user.username;
  const counts = { n: user.analysesCount, competitors: user.competitorAnalysesCount, name };
  const hasCompetitors = user.competitorAnalysesCount > 0;
  return {
    rowLabel: name,
    inline: [
      { id: "edit", text: t("users.edit"), label: t("users.editLabel", { name }), onClick: () => options.onEdit(user) },
      {
        id: "manage",
        text: t("users.manage"),
        label: t("users.manageLabel", { name }),
        onClick: () => options.onManage(user),
      },
      {
        id: "delete",
        text: t("users.delete"),
        label: t("users.deleteLabel", { name }),
        tone: "danger" as const,
        onClick: () => options.onDelete(user),
      },
    ],
    more: [
      {
        id: "unlock",
        text: t("users.unlock"),
        label: t("users.unlockLabel", { name }),
        onClick: () => options.onClearLockout(user),
      },
      {
        id: "analyses",
        text: t(hasCompetitors ? "users.analysesActionCompetitor" : "users.analysesAction", counts),
        label: t(hasCompetitors ? "users.analysesActionCompetitorLabel" : "users.analysesActionLabel", counts),
        onClick: () => options.onShowAnalyses(user),
      },
      {
        id: "payments",
        text: t("users.paymentsAction", { n: user.paymentsCount }),
        label: t("users.paymentsActionLabel", { n: user.paymentsCount, name }),
        onClick: () => options.onShowPayments(user),
      },
    ],
  };
}
