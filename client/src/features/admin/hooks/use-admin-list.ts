import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Page } from "@shared/schemas/admin-lists";
import { adminListQuery } from "../api/queries";
import { useAdminRefetchInterval } from "./use-admin-settings";

/**
 * One page of an admin list, paged, searched and sorted on the server. The previous page stays on screen while the next
 * one loads, and the list follows the admin auto-refresh setting. `P` is the page type when the list adds fields to
 * Page<T> (the users page has freeTrialLimit).
 */
export function useAdminList<T, P extends Page<T> = Page<T>>(
  key: string,
  path: string,
  params: Record<string, string>,
) {
  const refetchInterval = useAdminRefetchInterval();
  return useQuery({
    ...adminListQuery<P>(key, path, params),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
}
