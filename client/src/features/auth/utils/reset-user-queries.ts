import type { QueryClient } from "@tanstack/react-query";
import { publicConfigQuery } from "@/lib/public-config";
import { currentUserQuery } from "../api/queries";

// Queries that do not belong to one user (the "who am I" query is set separately, public config is global).
const KEEP = new Set<unknown>([currentUserQuery().queryKey[0], publicConfigQuery().queryKey[0]]);

/** Drops every cached answer that belonged to the previous user, so the next one never sees it. */
export function resetUserQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !KEEP.has(query.queryKey[0]) });
}
