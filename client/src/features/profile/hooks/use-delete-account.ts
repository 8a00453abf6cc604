import { useMutation } from "@tanstack/react-query";
import { deleteAccount } from "../api/delete-account";

/**
 * Deletes the signed-in user's account. What happens after (forgetting the user in this browser, going
 * home) belongs to the page: it is the auth feature's state, and features do not import each other.
 */
export function useDeleteAccount(onDeleted: () => void) {
  return useMutation({ mutationFn: deleteAccount, onSuccess: onDeleted });
}
