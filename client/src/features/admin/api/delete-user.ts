import { api } from "@/lib/api-client";

/** DELETE /api/admin/users/{id}: the account goes as with "Delete my account"; payments stay, detached. */
export function deleteUser(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/admin/users/${id}`);
}
