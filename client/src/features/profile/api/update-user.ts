import type { UpdateUserBody, UserResponse } from "@shared/schemas/user";
import { api } from "@/lib/api-client";

/** PUT /api/user/{id}: changes the signed-in user's details or auto-charge preference; answers { user }. */
export function updateUser(userId: number, body: UpdateUserBody): Promise<UserResponse> {
  return api.put<UserResponse>(`/api/user/${userId}`, body);
}
