import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKeyPrefix } from "../api/queries";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import type { AdminLoginBody } from "@shared/schemas/admin";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { loginAdmin } from "../api/login-admin";
import { storeAdminToken } from "../utils/admin-token";

/** Signs in: the token is stored, the old admin answers dropped, then /admin with the toast. */
export function useAdminLogin() {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminLoginBody) => loginAdmin(body),
    onSuccess: (answer) => {
      storeAdminToken(answer.token);
      queryClient.removeQueries({ queryKey: adminKeyPrefix });
      toast({ variant: "success", title: t("login.successTitle"), description: t("login.successDescription") });
      navigate(paths.admin.href(), { replace: true });
    },
    onError: (error) => {
      // The server's words when it has some (wrong password, 429 "Too many attempts…"), else "Invalid credentials".
      const description =
        error instanceof ApiError && error.serverMessage ? error.serverMessage : t("login.invalidCredentials");
      toast({ variant: "destructive", title: t("login.failedTitle"), description });
    },
  });
}
