import type { TFunction } from "i18next";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminLoginAttemptRow } from "@shared/schemas/admin-lists";
import { Badge } from "@/components/ui/badge";
import { LOGIN_ATTEMPTS_PATH } from "../api/admin-accounts";
import { useAdminFormat } from "../hooks/use-admin-format";
import { useAdminList } from "../hooks/use-admin-list";
import { useServerTable } from "../hooks/use-server-table";
import type { AdminFormat } from "../utils/admin-format";
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

/**
 * "Chrome 124 on Windows" from a user agent; the first 40 characters when it is not a known browser. The browser's and
 * system's names are brand names, the same in both languages.
 */
export function shortUserAgent(userAgent: string | null, t: TFunction<"admin">): string {
  if (!userAgent) return "—";
  const browser = BROWSERS.map(([pattern, name]) => {
    const match = pattern.exec(userAgent);
    return match ? `${name} ${match[1]}` : null;
  }).find((name) => name !== null);
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser) return userAgent.length > 40 ? `${userAgent.slice(0, 40)}…` : userAgent;
  return system ? t("attempts.browserOn", { browser, system }) : browser;
}

const column = adminColumnHelper<AdminLoginAttemptRow>();
const attemptColumns = (t: TFunction<"admin">, format: AdminFormat) =>
  column.columns([
    column.accessor("success", {
      header: t("attempts.columns.result"),
      cell: (info) =>
        info.getValue() ? (
          <Badge tone="success">{t("attempts.success")}</Badge>
        ) : (
          <Badge tone="danger">{t("attempts.failed")}</Badge>
        ),
    }),
    column.accessor("username", {
      header: t("attempts.columns.username"),
      cell: ({ row }) => (
        <span dir="auto" className={row.original.success ? undefined : "font-semibold text-red-800"}>
          {row.original.username}
        </span>
      ),
    }),
    column.accessor("ip", {
      header: t("attempts.columns.ip"),
      cell: (info) => <bdi>{info.getValue() ?? t("table.none")}</bdi>,
    }),
    column.accessor("userAgent", {
      header: t("attempts.columns.browser"),
      cell: (info) => <span title={info.getValue() ?? undefined}>{shortUserAgent(info.getValue(), t)}</span>,
    }),
    column.accessor("createdAt", {
      header: t("attempts.columns.time"),
      cell: (info) => format.dateTime(info.getValue()),
    }),
  ]);

type ResultFilter = "all" | "false" | "true";
const rowId = (row: AdminLoginAttemptRow) => String(row.id);

export function AdminAccountLoginAttempts() {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const columns = useMemo(() => attemptColumns(t, format), [t, format]);
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
          {t("attempts.heading")}
        </h3>
        <p className="text-sm text-slate-600">{t("attempts.intro")}</p>
      </div>
      <DataTable
        caption={t("attempts.caption")}
        captionLower={t("attempts.captionLower")}
        columns={columns}
        table={table}
        page={list.data}
        isLoading={list.isLoading}
        error={list.error}
        emptyText={result === "false" ? t("attempts.emptyFailed") : t("attempts.empty")}
        searchLabel={t("attempts.search")}
        toolbar={
          <FilterSelect
            label={t("attempts.show")}
            value={result}
            allValue="all"
            options={[
              { value: "false", label: t("attempts.failedOnly") },
              { value: "true", label: t("attempts.successful") },
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
