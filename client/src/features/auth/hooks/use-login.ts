import { useMutation } from "@tanstack/react-query";
import { login } from "../api/login";
import { useSetSignedInUser } from "./use-set-signed-in-user";

export function useLogin() {
  const setSignedInUser = useSetSignedInUser();
  return useMutation({ mutationFn: login, onSuccess: ({ user }) => setSignedInUser(user) });
}
