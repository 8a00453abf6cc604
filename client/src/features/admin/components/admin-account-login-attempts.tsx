import { useId, useMemo, useState } from "react";
import type { AdminLoginAttemptRow } from "@shared/schemas/admin-lists";
import { Badge } from "@/components/ui/badge";
import { LOGIN_ATTEMPTS_PATH } from "../api/admin-accounts";
import { useAdminList } from "../hooks/use-admin-list";
import { useServerTable } from "../hooks/use-server-table";
import { formatDateTime } from "../utils/date-time";
import { adminColumnHelper, DataTable } from "./data-table";
import { FilterSelect } from "./filter-select";

// The admin login log (the login page's "All access attempts are logged and monitored" is true, and admins can see it),
// with failed attempts marked by text and colour.

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, "Edge"],
  [/OPR\/(\d+)/, "Opera"],
  [/SamsungBrowser\/(\d+)/, "Samsung Internet"],
  [/Firefox\/(\d+)/, "Firefox"],
  [/FxiOS\/(\d+)/, "Firefox"],
  [/CriOS\/(\d+)/, "Chrome"],
  [/Chrome\/(\d+)/, "Chrome"],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, "Safari"],
  [/curl\/(\d+)/, "curl"],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/Windows/, "Windows"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/** "Chrome 124 on Windows" from a user agent; the first 40 characters when it is not a known browser. */
export function shortUserAgent(userAgent: string | null): string {
  if (!userAgent) return "—";
  const browser = BROWSERS.map(([pattern, name]) => {
    const match = pattern.exec(userAgent);
    return match ? `${name} ${match[1]}` : null;
  }).find((name) => name !== null);
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser) return userAgent.length > 40 ? `${userAgent.slice(0, 40)}…` : userAgent;
  return system ? `${browser} on ${system}` : browser;
}

const column = adminColumnHelper<AdminLoginAttemptRow>();
const columns = column.columns([
  column.accessor("success", {
    header: "Result",
    cell: (info) => (info.getValue() ? <Badge tone="success">Success</Badge> : <Badge tone="danger">Failed</Badge>),
  }),
  column.accessor("username", {
    header: "Username",
    cell: ({ row }) => (
      <span dir="auto" className={row.original.success ? undefined : "font-semibold text-red-800"}>
        {row.original.username}
      </span>
    ),
  }),
  column.accessor("ip", { header: "IP address", cell: (info) => info.getValue() ?? "—" }),
  column.accessor("userAgent", {
    header: "Browser",
    cell: (info) => <span title={info.getValue() ?? undefined}>{shortUserAgent(info.getValue())}</span>,
  }),
  column.accessor("createdAt", { header: "Time", cell: (info) => formatDateTime(info.getValue()) }),
]);

type ResultFilter = "all" | "false" | "true";
const rowId = (row: AdminLoginAttemptRow) => String(row.id);

export function AdminAccountLoginAttempts() {
  const filterId = useId();
  const table = useServerTable({ sort: "createdAt", urlPrefix: "attempts." });
  const [result, setResult] = useState<ResultFilter>("all");
  const params = useMemo(
    () => (result === "all" ? table.params : { ...table.params, success: result }),
    [table.params, result],
  );
  const list = useAdminList<AdminLoginAttemptRow>("login-attempts", LOGIN_ATTEMPTS_PATH, params);
  const { setPage } = table;

  return (
    <section aria-labelledby={`${filterId}-heading`} className="space-y-3">
      <div>
        <h3 id={`${filterId}-heading`} className="text-base font-bold text-slate-900">
          Login attempts
        </h3>
        <p className="text-sm text-slate-600">Every sign-in to the admin area, successful or not.</p>
      </div>
      <DataTable
        caption="Admin login attempts"
        columns={columns}
        table={table}
        page={list.data}
        isLoading={list.isLoading}
        error={list.error}
        emptyText={result === "false" ? "No failed login attempts." : "No login attempts recorded."}
        searchLabel="Search by username"
        toolbar={
          <FilterSelect
            label="Show"
            value={result}
            allValue="all"
            options={[
              { value: "false", label: "Failed only" },
              { value: "true", label: "Successful" },
            ]}
            onChange={(value) => {
              setResult(value as ResultFilter);
              setPage(1);
            }}
          />
        }
        getRowId={rowId}
      />
    </section>
  );
}
