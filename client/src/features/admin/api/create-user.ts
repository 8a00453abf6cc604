import type { AdminUserRow } from "@shared/schemas/admin-lists";
import type { AdminCreateUserBody } from "@shared/schemas/admin-records";
import { api } from "@/lib/api-client";

/** POST /api/admin/users */
export async function createUser(body: AdminCreateUserBody): Promise<AdminUserRow> {
  const answer = await api.post<{ user: AdminUserRow }>("/api/admin/users", body);
  return answer.user;
}
