import { useId } from "react";
import type { AdminAuditRow } from "@shared/schemas/admin-lists";
import { AUDIT_LOG_PATH } from "../api/admin-accounts";
import { useAdminList } from "../hooks/use-admin-list";
import { useServerTable } from "../hooks/use-server-table";
import { formatDateTime } from "../utils/date-time";
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
  const changes = auditChanges(row.before, row.after);
  if (changes.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <details className="group">
      <summary className="cursor-pointer rounded text-brand-700 hover:underline">
        {changes.length} {changes.length === 1 ? "change" : "changes"}
      </summary>
      <table className="mt-2 text-xs">
        <caption className="sr-only">Changes to the record</caption>
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="pr-3 font-semibold">
              Field
            </th>
            <th scope="col" className="pr-3 font-semibold">
              Before
            </th>
            <th scope="col" className="pl-3 font-semibold">
              After
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.field}>
              <th scope="row" className="pr-3 text-left font-mono font-normal text-slate-700">
                {change.field}
              </th>
              <td className="pr-3 font-mono text-red-800" dir="auto">
                {formatValue(change.before)}
              </td>
              <td className="pl-3 font-mono text-emerald-800">
                <span aria-hidden="true" className="mr-1 text-slate-500">
                  →
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
const columns = column.columns([
  column.accessor("createdAt", { header: "Time", cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor("adminUsername", { header: "Admin" }),
  column.accessor("action", {
    header: "Action",
    cell: (info) => <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">{info.getValue()}</code>,
  }),
  column.display({
    id: "record",
    header: "Record",
    cell: ({ row }) =>
      row.original.targetId ? `${row.original.targetType} #${row.original.targetId}` : row.original.targetType,
  }),
  column.display({ id: "changes", header: "Before → after", cell: ({ row }) => <AuditChanges row={row.original} /> }),
]);

const rowId = (row: AdminAuditRow) => String(row.id);

export function AdminAccountAuditLog() {
  const headingId = useId();
  const table = useServerTable({ sort: "createdAt", urlPrefix: "audit." });
  const list = useAdminList<AdminAuditRow>("audit-log", AUDIT_LOG_PATH, table.params);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="text-base font-bold text-slate-900">
          Audit log
        </h3>
        <p className="text-sm text-slate-600">Every change made by an admin, newest first.</p>
      </div>
      <DataTable
        caption="Audit log"
        columns={columns}
        table={table}
        page={list.data}
        isLoading={list.isLoading}
        error={list.error}
        emptyText="No admin actions recorded yet."
        searchLabel="Search the audit log"
        getRowId={rowId}
      />
    </section>
  );
}
