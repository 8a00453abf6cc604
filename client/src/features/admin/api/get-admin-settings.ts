import type { Settings } from "@shared/schemas/settings";
import { api } from "@/lib/api-client";

/** GET /api/admin/settings */
export async function getAdminSettings(): Promise<Settings> {
  const answer = await api.get<{ settings: Settings }>("/api/admin/settings");
  return answer.settings;
}
