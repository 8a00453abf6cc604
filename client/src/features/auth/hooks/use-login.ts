import { useMutation, useQueryClient } from "@tanstack/react-query";
import { currentUserQueryKey } from "../api/get-current-user";
import { login } from "../api/login";
import { resetUserQueries } from "../utils/reset-user-queries";
import { writeStoredUser } from "../utils/stored-user";

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      resetUserQueries(queryClient);
      queryClient.setQueryData(currentUserQueryKey, user);
      writeStoredUser(user);
    },
  });
}
