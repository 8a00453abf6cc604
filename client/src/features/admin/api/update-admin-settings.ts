import type { Settings } from "@shared/schemas/settings";
import { api } from "@/lib/api-client";

/** PUT /api/admin/settings: the whole settings object; the server answers with what it stored. */
export async function updateAdminSettings(settings: Settings): Promise<Settings> {
  const answer = await api.put<{ settings: Settings }>("/api/admin/settings", settings);
  return answer.settings;
}
