import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { adminKeyPrefix, adminMeQuery } from "../api/queries";
import { logoutAdmin } from "../api/logout-admin";
import { clearAdminToken, readAdminToken } from "../utils/admin-token";
import { isUnauthenticated } from "../utils/errors";

// Set while the admin logs out on purpose: the revoked token's last answers (401) must not read as an
// expired session ("Authentication Required") on top of "Logged Out".
let isLoggingOut = false;

/** The signed-in admin (GET /api/admin/me); disabled without a stored token. */
export function useAdminMe() {
  return useQuery({ ...adminMeQuery(), enabled: readAdminToken() !== null });
}

/** Forget the token, then go to the login page with the "Authentication Required" toast. */
function useSignOutToLogin() {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  return useCallback(() => {
    clearAdminToken();
    toast({
      variant: "destructive",
      title: t("session.requiredTitle"),
      description: t("session.requiredDescription"),
    });
    // The login page drops the cached admin answers once the dashboard has unmounted (removing them now
    // would make the still-mounted lists ask again, and 401 again).
    navigate(paths.adminLogin.href(), { replace: true });
  }, [navigate, t]);
}

/**
 * The one place where the admin area reacts to a missing or refused token: with no stored token, or on a 401 from ANY
 * admin query or mutation (keys starting with "admin"), the admin is signed out and sent to /admin/login with
 * "Authentication Required".
 */
export function useAdminSessionGuard(): void {
  const queryClient = useQueryClient();
  const signOut = useSignOutToLogin();
  const signedOutRef = useRef(false);

  useEffect(() => {
    signedOutRef.current = false;
    isLoggingOut = false;
    const once = () => {
      if (signedOutRef.current || isLoggingOut) return;
      signedOutRef.current = true;
      signOut();
    };
    if (readAdminToken() === null) {
      once();
      return;
    }
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      if (event.query.queryKey[0] === adminKeyPrefix[0] && isUnauthenticated(event.action.error)) once();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      if (event.mutation.options.mutationKey?.[0] === adminKeyPrefix[0] && isUnauthenticated(event.action.error))
        once();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, signOut]);
}

/** Logout: revokes the token on the server, forgets it here, "Logged Out", then /admin/login. */
export function useAdminLogout() {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => {
      isLoggingOut = true;
      return logoutAdmin();
    },
    // Signed out here even when the server cannot be reached: the token is gone from this browser.
    onSettled: () => {
      clearAdminToken();
      toast({
        variant: "success",
        title: t("session.loggedOutTitle"),
        description: t("session.loggedOutDescription"),
      });
      navigate(paths.adminLogin.href(), { replace: true });
    },
  });
}
