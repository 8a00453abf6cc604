import { useCallback, useMemo, useState } from "react";
import { DEFAULT_ADMIN_PAGE_SIZE } from "@shared/schemas/admin-lists";
import { useDebouncedValue } from "./use-debounced-value";

// The paging, search and sorting state of a server-paged admin list (issue #8); it becomes the list's query
// params. DataTable renders it.

export type ServerTableState = {
  page: number;
  pageSize: number;
  /** The search box's text, as typed. */
  searchInput: string;
  /** The search the list is queried with: the trimmed text once typing has paused; "" for none. */
  search: string;
  sort: string;
  order: "asc" | "desc";
};

export type ServerTable = {
  state: ServerTableState;
  setPage(n: number): void;
  setPageSize(n: number): void;
  /** Sets the box's text; once typing pauses for 300 ms the list searches it, starting at page 1. */
  setSearch(text: string): void;
  toggleSort(sortKey: string): void;
  /** The state as query params for the API. */
  params: Record<string, string>;
};

const SEARCH_DEBOUNCE_MS = 300;
/** Sort keys whose natural first order is newest/largest first. */
const DESCENDING_FIRST = /(At|Date|Count|Used|Score|amount|lastLogin)$/;

export function useServerTable(defaults: { sort: string; order?: "asc" | "desc"; pageSize?: number }): ServerTable {
  const [state, setState] = useState<ServerTableState>(() => ({
    page: 1,
    pageSize: defaults.pageSize ?? DEFAULT_ADMIN_PAGE_SIZE,
    searchInput: "",
    search: "",
    sort: defaults.sort,
    order: defaults.order ?? "desc",
  }));

  // A settled search goes back to page 1 in the same update (React's "adjust state while rendering"), so
  // the list fetches once per search: never page 1 with the old text, nor the new text on the old page.
  const settledSearch = useDebouncedValue(state.searchInput.trim(), SEARCH_DEBOUNCE_MS);
  if (settledSearch !== state.search) setState((s) => ({ ...s, search: settledSearch, page: 1 }));

  const setPage = useCallback((page: number) => setState((s) => ({ ...s, page: Math.max(1, page) })), []);
  const setPageSize = useCallback((pageSize: number) => setState((s) => ({ ...s, pageSize, page: 1 })), []);
  const setSearch = useCallback((searchInput: string) => setState((s) => ({ ...s, searchInput })), []);
  const toggleSort = useCallback(
    (sort: string) =>
      setState((s) => {
        if (s.sort === sort) return { ...s, order: s.order === "asc" ? "desc" : "asc", page: 1 };
        return { ...s, sort, order: DESCENDING_FIRST.test(sort) ? "desc" : "asc", page: 1 };
      }),
    [],
  );

  const params = useMemo(() => {
    const result: Record<string, string> = {
      page: String(state.page),
      pageSize: String(state.pageSize),
      sort: state.sort,
      order: state.order,
    };
    if (state.search) result.search = state.search;
    return result;
  }, [state.page, state.pageSize, state.sort, state.order, state.search]);

  return { state, setPage, setPageSize, setSearch, toggleSort, params };
}
