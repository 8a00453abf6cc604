import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { isAdminTabId, parseUserFilter, type AdminTabId, type UserFilter } from "../utils/admin-tabs";

/**
 * The dashboard's tab and user filter live in the URL (?tab=analyses&userId=7&username=sara), so that
 * Refresh, back/forward and a shared link keep them.
 */
export function useAdminUrlState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const rawTab = searchParams.get("tab");
  const tab: AdminTabId = isAdminTabId(rawTab) ? rawTab : "users";
  const userFilter = useMemo(
    () => parseUserFilter(searchParams.get("userId"), searchParams.get("username")),
    [searchParams],
  );

  /** Another tab, without any user filter. */
  const selectTab = useCallback((next: AdminTabId) => setSearchParams({ tab: next }), [setSearchParams]);

  /** The Analyses or Payments tab showing one user's rows. */
  const showUserIn = useCallback(
    (next: "analyses" | "payments", user: UserFilter) =>
      setSearchParams({ tab: next, userId: String(user.id), username: user.username }),
    [setSearchParams],
  );

  const clearUserFilter = useCallback(() => setSearchParams({ tab }), [setSearchParams, tab]);

  return { tab, userFilter, selectTab, showUserIn, clearUserFilter };
}

export type { UserFilter };
