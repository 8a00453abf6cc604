import type { AdminUserRow } from "@shared/schemas/admin-lists";
import type { AdminUpdateUserBody } from "@shared/schemas/admin-records";
import { api } from "@/lib/api-client";

/** PUT /api/admin/users/{id} */
export async function updateUser({ id, body }: { id: number; body: AdminUpdateUserBody }): Promise<AdminUserRow> {
  const answer = await api.put<{ user: AdminUserRow }>(`/api/admin/users/${id}`, body);
  return answer.user;
}
