import { useMutation } from "@tanstack/react-query";
import { register } from "../api/register";
import { useSetSignedInUser } from "./use-set-signed-in-user";

export function useRegister() {
  const setSignedInUser = useSetSignedInUser();
  return useMutation({ mutationFn: register, onSuccess: ({ user }) => setSignedInUser(user) });
}
