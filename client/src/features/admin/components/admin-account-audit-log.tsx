import type { TFunction } from "i18next";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { AdminAuditRow } from "@shared/schemas/admin-lists";
import { AUDIT_LOG_PATH } from "../api/admin-accounts";
import { useAdminFormat } from "../hooks/use-admin-format";
import { useAdminList } from "../hooks/use-admin-list";
import { useServerTable } from "../hooks/use-server-table";
import type { AdminFormat } from "../utils/admin-format";
import { adminColumnHelper, DataTable } from "./data-table";

// The audit log: who did what to which record; settings and promo codes carry before and after.

export type AuditChange = { field: string; before: unknown; after: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The fields that differ between before and after (all of them for a creation or a deletion). */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return before === after || (before == null && after == null) ? [] : [{ field: "value", before, after }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]))
    .map((field) => ({ field, before: from[field], after: to[field] }));
}

function formatValue(value: unknown): string {
  if (value === undefined || value === null) return "—";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

function AuditChanges({ row }: { row: AdminAuditRow }) {
  const { t } = useTranslation("admin");
  const changes = auditChanges(row.before, row.after);
  if (changes.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <details className="group">
      <summary className="cursor-pointer rounded text-brand-700 hover:underline">
        {t("audit.changes", { count: changes.length })}
      </summary>
      <table className="mt-2 text-xs">
        <caption className="sr-only">{t("audit.changesCaption")}</caption>
        <thead>
          <tr className="text-start text-slate-600">
            <th scope="col" className="pe-3 font-semibold">
              {t("audit.field")}
            </th>
            <th scope="col" className="pe-3 font-semibold">
              {t("audit.before")}
            </th>
            <th scope="col" className="ps-3 font-semibold">
              {t("audit.after")}
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.field}>
              <th scope="row" className="pe-3 text-start font-mono font-normal text-slate-700">
                {change.field}
              </th>
              <td className="pe-3 font-mono text-red-800" dir="auto">
                {formatValue(change.before)}
              </td>
              <td className="ps-3 font-mono text-emerald-800">
                <span aria-hidden="true" className="me-1 text-slate-500">
                  {t("audit.arrow")}
                </span>
                <span dir="auto">{formatValue(change.after)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

const column = adminColumnHelper<AdminAuditRow>();
/** The record's type, the action and the fields are the server's codes: shown as stored, in both languages. */
const auditColumns = (t: TFunction<"admin">, format: AdminFormat) =>
  column.columns([
    column.accessor("createdAt", { header: t("audit.columns.time"), cell: (info) => format.dateTime(info.getValue()) }),
    column.accessor("adminUsername", {
      header: t("audit.columns.admin"),
      cell: (info) => <bdi>{info.getValue()}</bdi>,
    }),
    column.accessor("action", {
      header: t("audit.columns.action"),
      cell: (info) => <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">{info.getValue()}</code>,
    }),
    column.display({
      id: "record",
      header: t("audit.columns.record"),
      cell: ({ row }) => (
        <bdi>
          {row.original.targetId ? `${row.original.targetType} #${row.original.targetId}` : row.original.targetType}
        </bdi>
      ),
    }),
    column.display({
      id: "changes",
      header: t("audit.columns.changes"),
      cell: ({ row }) => <AuditChanges row={row.original} />,
    }),
  ]);

const rowId = (row: AdminAuditRow) => String(row.id);

export function AdminAccountAuditLog() {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const columns = useMemo(() => auditColumns(t, format), [t, format]);
  const headingId = useId();
  const table = useServerTable({ sort: "createdAt", urlPrefix: "audit." });
  const list = useAdminList<AdminAuditRow>("audit-log", AUDIT_LOG_PATH, table.params);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="text-base font-bold text-slate-900">
          {t("audit.heading")}
        </h3>
        <p className="text-sm text-slate-600">{t("audit.intro")}</p>
      </div>
      <DataTable
        caption={t("audit.caption")}
        captionLower={t("audit.captionLower")}
        columns={columns}
        table={table}
        page={list.data}
        isLoading={list.isLoading}
        error={list.error}
        emptyText={t("audit.empty")}
        searchLabel={t("audit.search")}
        getRowId={rowId}
      />
    </section>
  );
}
