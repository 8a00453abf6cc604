import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateUserBody } from "@shared/schemas/user";
import { updateUser } from "../api/update-user";
import { storeCurrentUser } from "../utils/current-user-cache";

/** Saves profile fields or the auto-charge preference; the answer replaces the cached user. */
export function useUpdateUser(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => updateUser(userId, body),
    onSuccess: ({ user }) => storeCurrentUser(queryClient, user),
  });
}
