import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import type { AdminLoginBody } from "@shared/schemas/admin";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { loginAdmin } from "../api/login-admin";
import { storeAdminToken } from "../utils/admin-token";

const INVALID_CREDENTIALS = "Invalid credentials. Please try again.";

/** Signs in: the token is stored, the old admin answers dropped, then /admin with the toast. */
export function useAdminLogin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminLoginBody) => loginAdmin(body),
    onSuccess: (answer) => {
      storeAdminToken(answer.token);
      queryClient.removeQueries({ queryKey: ["admin"] });
      toast({ variant: "success", title: "Login Successful", description: "Welcome to the admin dashboard." });
      navigate(paths.admin.href(), { replace: true });
    },
    onError: (error) => {
      // The server's words when it has some (wrong password, 429 "Too many attempts…"), else INVALID_CREDENTIALS.
      const description = error instanceof ApiError && error.serverMessage ? error.serverMessage : INVALID_CREDENTIALS;
      toast({ variant: "destructive", title: "Login Failed", description });
    },
  });
}
