import type { AdminExportBody } from "@shared/schemas/admin-records";
import type { ServerTable } from "../hooks/use-server-table";

/** The export's body from the list on screen: its search, its date range and any of `extra` that are set. */
export function exportFilters(table: ServerTable, extra: Partial<AdminExportBody> = {}): Partial<AdminExportBody> {
  const body: Partial<AdminExportBody> = { search: table.params.search ?? "" };
  if (table.filters.from) body.from = table.filters.from;
  if (table.filters.to) body.to = table.filters.to;
  for (const [name, value] of Object.entries(extra)) {
    if (value !== undefined && value !== "") (body as Record<string, unknown>)[name] = value;
  }
  return body;
}
