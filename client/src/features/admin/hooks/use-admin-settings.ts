import { useQuery } from "@tanstack/react-query";
import { adminSettingsQuery } from "../api/queries";

/** The operator settings as the server holds them. */
export function useAdminSettings() {
  return useQuery(adminSettingsQuery());
}

/**
 * The admin auto-refresh interval (an operator setting) as react-query's refetchInterval: milliseconds, or false when
 * the setting is "Disabled" (0) or not loaded yet.
 */
export function useAdminRefetchInterval(): number | false {
  const { data } = useAdminSettings();
  const seconds = data?.autoRefreshInterval ?? 0;
  return seconds > 0 ? seconds * 1000 : false;
}
