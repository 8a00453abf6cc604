import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ADMIN_RANGE_FIRST_DAY, ADMIN_RANGE_LAST_DAY } from "@shared/schemas/admin-lists";
import { Input } from "@/components/ui/input";
import type { ServerTable } from "../hooks/use-server-table";

/**
 * From and To beside a list's search: rows created within those UTC days, both ends included. The list's
 * export takes the same range. Each end bounds the other's picker, and the server refuses a reversed range
 * with a message the table shows.
 */
export function DateRangeFilter({ table }: { table: ServerTable }) {
  const { t } = useTranslation("admin");
  const fromId = useId();
  const toId = useId();
  const from = table.filters.from ?? "";
  const to = table.filters.to ?? "";
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5" role="group" aria-label={t("dateRange.label")}>
      <label htmlFor={fromId} className="text-sm font-medium text-slate-700">
        {t("dateRange.from")}
      </label>
      <Input
        id={fromId}
        type="date"
        className="h-9 w-auto px-2 text-sm"
        value={from}
        min={ADMIN_RANGE_FIRST_DAY}
        max={to || ADMIN_RANGE_LAST_DAY}
        onChange={(event) => table.setFilters({ from: event.target.value })}
      />
      <label htmlFor={toId} className="text-sm font-medium text-slate-700">
        {t("dateRange.to")}
      </label>
      <Input
        id={toId}
        type="date"
        className="h-9 w-auto px-2 text-sm"
        value={to}
        min={from || ADMIN_RANGE_FIRST_DAY}
        max={ADMIN_RANGE_LAST_DAY}
        onChange={(event) => table.setFilters({ to: event.target.value })}
      />
    </span>
  );
}
