import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE } from "@shared/schemas/admin-lists";
import { useDebouncedValue } from "@/lib/use-debounced-value";

// The paging, search, sorting and filter state of a server-paged admin list; it becomes the list's
// query params. DataTable renders it. The state lives in the address (?page=3&pageSize=50&sort=…&from=…), so a
// reload, Back and Forward and a shared link keep the operator's place: each change of page, size, sort or
// filter is a history entry; typing a search replaces the current one. Values equal to the defaults are left
// out of the address. A table shown inside another (a dialog's list) keeps its state in memory instead.

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
  /** The list's own filters (status, kind, from, to…), "" when unset. */
  filters: Record<string, string>;
  setPage(n: number, options?: { replace?: boolean }): void;
  setPageSize(n: number): void;
  /** Sets the box's text; once typing pauses for 300 ms the list searches it, starting at page 1. */
  setSearch(text: string): void;
  toggleSort(sortKey: string): void;
  /** Sets filters (a value of "" removes one) and goes back to page 1. */
  setFilters(next: Record<string, string>): void;
  /** The state as query params for the API (filters included). */
  params: Record<string, string>;
};

export type ServerTableDefaults = {
  sort: string;
  order?: "asc" | "desc";
  pageSize?: number;
  /** The names of the list's own filters, kept in the address beside the paging. */
  filters?: readonly string[];
  /** false: the state is kept in memory (a list inside a dialog), not in the address. */
  inUrl?: boolean;
  /** Prefixes this table's names in the address, when one screen shows several tables ("audit.page"). */
  urlPrefix?: string;
};

const SEARCH_DEBOUNCE_MS = 300;
/** Sort keys whose natural first order is newest/largest first. */
const DESCENDING_FIRST = /(At|Date|Count|Used|Score|amount|lastLogin)$/;

type Patch = Record<string, string | null>;
type Store = { get(name: string): string | null; write(patch: Patch, replace: boolean): void };

/** The table's raw values: in the address by default, or in component state. */
function useStore(inUrl: boolean, prefix: string): Store {
  const [searchParams, setSearchParams] = useSearchParams();
  const [memory, setMemory] = useState<Record<string, string>>({});
  return useMemo<Store>(() => {
    if (!inUrl) {
      return {
        get: (name) => memory[name] ?? null,
        write: (patch) =>
          setMemory((current) => {
            const next = { ...current };
            for (const [name, value] of Object.entries(patch)) {
              if (value === null) delete next[name];
              else next[name] = value;
            }
            return next;
          }),
      };
    }
    return {
      get: (name) => searchParams.get(`${prefix}${name}`),
      write: (patch, replace) =>
        setSearchParams(
          () => {
            // From the address itself, not the router's copy of it: that copy is the one of the last render, and
            // two writes between renders (a filter picked while a typed search settles) would undo each other.
            const next = new URLSearchParams(window.location.search);
            for (const [name, value] of Object.entries(patch)) {
              if (value === null) next.delete(`${prefix}${name}`);
              else next.set(`${prefix}${name}`, value);
            }
            return next;
          },
          { replace },
        ),
    };
  }, [inUrl, prefix, memory, searchParams, setSearchParams]);
}

function readState(store: Store, defaults: ServerTableDefaults) {
  const pageSize = Number(store.get("pageSize"));
  const page = Number(store.get("page"));
  const order = store.get("order");
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (ADMIN_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : (defaults.pageSize ?? DEFAULT_ADMIN_PAGE_SIZE),
    search: (store.get("search") ?? "").trim(),
    sort: store.get("sort") || defaults.sort,
    order: order === "asc" || order === "desc" ? order : (defaults.order ?? "desc"),
  };
}

export function useServerTable(defaults: ServerTableDefaults): ServerTable {
  const store = useStore(defaults.inUrl ?? true, defaults.urlPrefix ?? "");
  const read = readState(store, defaults);
  const defaultPageSize = defaults.pageSize ?? DEFAULT_ADMIN_PAGE_SIZE;
  const defaultOrder = defaults.order ?? "desc";
  const filterNames = defaults.filters ?? [];
  const filterKey = JSON.stringify(filterNames.map((name) => [name, store.get(name) ?? ""]));
  const filters = useMemo(() => Object.fromEntries(JSON.parse(filterKey) as Array<[string, string]>), [filterKey]);

  const [searchInput, setSearchInput] = useState(read.search);
  const settledSearch = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  // A settled search goes to the address with page 1 (one fetch per search); a search changed by Back or
  // Forward comes back into the box.
  useEffect(() => {
    if (settledSearch !== read.search) store.write({ search: settledSearch || null, page: null }, true);
    // Only a new settled text is written: the address changing under the box must not be written back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledSearch]);
  // Adjusted while rendering (React's pattern for state that follows a prop): a search that changed in the
  // address without being typed here (Back, Forward, a link) is put into the box.
  const [seenSearch, setSeenSearch] = useState(read.search);
  if (read.search !== seenSearch) {
    setSeenSearch(read.search);
    if (read.search !== settledSearch) setSearchInput(read.search);
  }

  const { write } = store;
  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) =>
      write({ page: page > 1 ? String(page) : null }, options?.replace ?? false),
    [write],
  );
  const setPageSize = useCallback(
    (pageSize: number) =>
      write({ pageSize: pageSize === defaultPageSize ? null : String(pageSize), page: null }, false),
    [write, defaultPageSize],
  );
  const setSearch = useCallback((text: string) => setSearchInput(text), []);
  const currentSort = read.sort;
  const currentOrder = read.order;
  const toggleSort = useCallback(
    (sort: string) => {
      const order =
        currentSort === sort ? (currentOrder === "asc" ? "desc" : "asc") : DESCENDING_FIRST.test(sort) ? "desc" : "asc";
      write(
        {
          sort: sort === defaults.sort ? null : sort,
          order: order === defaultOrder && sort === defaults.sort ? null : order,
          page: null,
        },
        false,
      );
    },
    [write, currentSort, currentOrder, defaults.sort, defaultOrder],
  );
  const setFilters = useCallback(
    (next: Record<string, string>) =>
      write(
        { ...Object.fromEntries(Object.entries(next).map(([name, value]) => [name, value || null])), page: null },
        false,
      ),
    [write],
  );

  const params = useMemo(() => {
    const result: Record<string, string> = {
      page: String(read.page),
      pageSize: String(read.pageSize),
      sort: read.sort,
      order: read.order,
    };
    if (read.search) result.search = read.search;
    for (const [name, value] of Object.entries(filters)) if (value) result[name] = value;
    return result;
  }, [read.page, read.pageSize, read.sort, read.order, read.search, filters]);

  const state: ServerTableState = { ...read, searchInput };
  return { state, filters, setPage, setPageSize, setSearch, toggleSort, setFilters, params };
}
