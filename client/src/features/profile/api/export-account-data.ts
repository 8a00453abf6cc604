import { getForFile, type FileAnswer } from "@/lib/api-client";

/** GET /api/account/export: a JSON file of everything held about the signed-in user. */
export function exportAccountData(): Promise<FileAnswer> {
  return getForFile("/api/account/export");
}
