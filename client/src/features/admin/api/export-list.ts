import type { AdminExportBody, ExportKind } from "@shared/schemas/admin-records";
import { postForFile, type FileAnswer } from "@/lib/api-client";

/** POST /api/admin/export/{kind}: the list as CSV, with the list's current search and filters. */
export function exportList(kind: ExportKind, filters?: Partial<AdminExportBody>): Promise<FileAnswer> {
  return postForFile(`/api/admin/export/${kind}`, filters ?? {});
}
