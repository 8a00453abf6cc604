import { useMutation, useQueryClient } from "@tanstack/react-query";
import { currentUserQueryKey } from "../api/get-current-user";
import { register } from "../api/register";
import { resetUserQueries } from "../utils/reset-user-queries";
import { writeStoredUser } from "../utils/stored-user";

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user }) => {
      resetUserQueries(queryClient);
      queryClient.setQueryData(currentUserQueryKey, user);
      writeStoredUser(user);
    },
  });
}
