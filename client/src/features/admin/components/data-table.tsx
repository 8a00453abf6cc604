import { ChevronDown, ChevronLeft, ChevronRight, ChevronsUpDown, ChevronUp } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { adminKeyPrefix } from "../api/queries";
import {
  createColumnHelper,
  FlexRender,
  tableFeatures,
  useTable,
  type ColumnDef as TanstackColumnDef,
  type Cell,
  type HeaderGroup,
  type Row,
  type RowData,
} from "@tanstack/react-table";
import { useEffect, useId, useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ADMIN_PAGE_SIZES, type Page } from "@shared/schemas/admin-lists";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { cn } from "@/lib/cn";
import type { ServerTable } from "../hooks/use-server-table";
import { serverMessageOf } from "../utils/errors";
import { ColumnChooser, useColumnChoice } from "./column-chooser";
import { pageSummary } from "../utils/page-summary";

// The admin lists' table: @tanstack/react-table v9 renders rows and cells, the server pages, searches and sorts, so the
// table runs with its core features only and the paging/sorting state lives in useServerTable
// (hooks/use-server-table.ts; it becomes the list's query params).

/** The table features every admin table uses: the core only (the server does sorting and paging). */
export const adminTableFeatures = tableFeatures({});
export type AdminTableFeatures = typeof adminTableFeatures;
/** A column of an admin table. Give it `id` equal to a server sort key to make it sortable. */
export type ColumnDef<T extends RowData> = TanstackColumnDef<AdminTableFeatures, T>;
/** A column helper bound to the admin features: `const column = adminColumnHelper<AdminUserRow>()`. */
export function adminColumnHelper<T extends RowData>() {
  return createColumnHelper<AdminTableFeatures, T>();
}

export type DataTableProps<T extends RowData> = {
  /** The table's accessible name, e.g. "Users". */
  caption: string;
  /** The list's name inside a sentence ("Loading users…"); the caption in lower case by default. */
  captionLower?: string;
  columns: ColumnDef<T>[];
  /** Column ids that are server sort keys: their headers become sort buttons. */
  sortable?: string[];
  table: ServerTable;
  page: Page<T> | undefined;
  isLoading: boolean;
  error: unknown;
  emptyText: string;
  /** Shows the search box when set, e.g. "Search users by username or email". */
  searchLabel?: string;
  /** Buttons and filters to the right of the search box. */
  toolbar?: ReactNode;
  getRowId?: (row: T) => string;
  /**
   * Column ids left out by default so the table fits a laptop screen; the Columns menu shows them. The choice
   * is remembered in this browser under `columnsKey`.
   */
  optionalColumns?: string[];
  columnsKey?: string;
};

const EMPTY_ROWS: never[] = [];
/**
 * The row actions' column: it sticks to the end edge of the table's box (the right in English, the left in Arabic), so
 * the actions stay in view.
 */
export const ACTIONS_COLUMN_ID = "actions";
const stickyCell = (isHeader: boolean) =>
  cn(
    "sticky end-0 z-[1] border-s border-slate-200 shadow-[-6px_0_8px_-6px_rgba(15,23,42,0.15)] rtl:shadow-[6px_0_8px_-6px_rgba(15,23,42,0.15)]",
    isHeader ? "bg-slate-50" : "bg-white group-hover:bg-slate-50",
  );

export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { caption, columns, table, page, getRowId } = props;
  const rows = (page?.items as T[] | undefined) ?? (EMPTY_ROWS as T[]);
  const rowIdOf = useMemo(() => (getRowId ? (row: T) => getRowId(row) : undefined), [getRowId]);
  const choice = useColumnChoice(props.columnsKey ?? caption, props.optionalColumns ?? []);
  const shown = useMemo(
    () => columns.filter((column) => !choice.hidden.has(column.id ?? "")),
    [columns, choice.hidden],
  );
  const instance = useTable({ features: adminTableFeatures, columns: shown, data: rows, getRowId: rowIdOf });
  const captionId = useId();
  useLeaveVanishedPage(page, table.setPage);

  return (
    <div className="min-w-0 space-y-3">
      <Toolbar searchLabel={props.searchLabel} table={table}>
        {props.toolbar}
        {props.optionalColumns?.length ? <ColumnChooser columns={columns} choice={choice} /> : null}
      </Toolbar>

      {/* The table scrolls sideways inside this box on a phone; the page itself never does. "relative" makes
          the box clip absolutely positioned sr-only text too (the "Actions" header), which would widen the page. */}
      <div
        role="region"
        aria-labelledby={captionId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be reachable by keyboard
        tabIndex={0}
        className="relative max-w-full overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <table className="min-w-full border-collapse text-start text-sm" aria-busy={props.isLoading || undefined}>
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <TableHead headerGroups={instance.getHeaderGroups()} sortable={props.sortable} table={table} />
          <tbody>
            <TableBody
              columnCount={Math.max(1, instance.getAllLeafColumns().length)}
              what={props.captionLower ?? caption.toLowerCase()}
              isLoading={props.isLoading && !page}
              error={props.error}
              isEmpty={Boolean(page) && rows.length === 0}
              emptyText={props.emptyText}
            >
              <TableRows rows={instance.getRowModel().rows} />
            </TableBody>
          </tbody>
        </table>
      </div>

      {page ? <Pager table={table} page={page} count={rows.length} /> : null}
    </div>
  );
}

/**
 * A page that no longer exists (the last row of the last page was deleted, or the list shrank): go to the
 * last page that does.
 */
function useLeaveVanishedPage(page: Page<unknown> | undefined, setPage: ServerTable["setPage"]) {
  useEffect(() => {
    if (page && page.items.length === 0 && page.total > 0 && page.page > 1) {
      setPage(Math.max(1, Math.ceil(page.total / page.pageSize)), { replace: true });
    }
  }, [page, setPage]);
}

function Toolbar({ searchLabel, table, children }: { searchLabel?: string; table: ServerTable; children: ReactNode }) {
  if (!searchLabel && !children) return null;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      {searchLabel ? <SearchBox label={searchLabel} table={table} /> : <span />}
      {children ? <div className="flex flex-wrap items-center gap-2">{children}</div> : null}
    </div>
  );
}

type TableHeadProps<T extends RowData> = {
  headerGroups: HeaderGroup<AdminTableFeatures, T>[];
  sortable: string[] | undefined;
  table: ServerTable;
};

/** The column headers; a header whose column id is a server sort key is a button that sorts by it. */
function TableHead<T extends RowData>({ headerGroups, sortable, table }: TableHeadProps<T>) {
  return (
    <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
      {headerGroups.map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => {
            const id = header.column.id;
            const isSortable = sortable?.includes(id) ?? false;
            const direction = isSortable && table.state.sort === id ? table.state.order : null;
            return (
              <th
                key={header.id}
                scope="col"
                colSpan={header.colSpan}
                aria-sort={isSortable ? ariaSortOf(direction) : undefined}
                className={cn(
                  "whitespace-nowrap border-b border-slate-200 px-3 py-2.5 font-semibold",
                  id === ACTIONS_COLUMN_ID && stickyCell(true),
                )}
              >
                {header.isPlaceholder ? null : isSortable ? (
                  <button
                    type="button"
                    onClick={() => table.toggleSort(id)}
                    className="inline-flex items-center gap-1 rounded uppercase tracking-wide hover:text-slate-900"
                  >
                    <FlexRender header={header} />
                    <SortIcon direction={direction} />
                  </button>
                ) : (
                  <FlexRender header={header} />
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}

function ariaSortOf(direction: "asc" | "desc" | null) {
  if (direction === "asc") return "ascending";
  if (direction === "desc") return "descending";
  return "none";
}

/**
 * A cell's content, with the column's cell template called as a function rather than mounted as a component
 * (what FlexRender does). The columns are rebuilt whenever their callbacks change, and a search changes them
 * (the address changes); as components, every cell would then remount, and a row's open "More" menu would
 * close under the operator's pointer. Cell templates therefore must not call hooks.
 */
function cellContent<T extends RowData>(cell: Cell<AdminTableFeatures, T, unknown>): ReactNode {
  const template = cell.column.columnDef.cell;
  return typeof template === "function" ? (template(cell.getContext()) as ReactNode) : (template ?? null);
}

function TableRows<T extends RowData>({ rows }: { rows: Row<AdminTableFeatures, T>[] }) {
  return rows.map((row) => (
    <tr key={row.id} className="group border-b border-slate-100 last:border-b-0 hover:bg-slate-50">
      {row.getAllCells().map((cell) => (
        <td
          key={cell.id}
          className={cn(
            "whitespace-nowrap px-3 py-2.5 align-middle text-slate-800",
            cell.column.id === ACTIONS_COLUMN_ID && stickyCell(false),
          )}
        >
          {cellContent(cell)}
        </td>
      ))}
    </tr>
  ));
}

function SearchBox({ label, table }: { label: string; table: ServerTable }) {
  const { t } = useTranslation("admin");
  const id = useId();
  return (
    <div className="w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        type="search"
        placeholder={t("table.searchPlaceholder", { label })}
        value={table.state.searchInput}
        onChange={(event) => table.setSearch(event.target.value)}
        maxLength={100}
        autoComplete="off"
      />
    </div>
  );
}

type TableBodyProps = {
  columnCount: number;
  /** The list's name inside a sentence: "Loading users…". */
  what: string;
  isLoading: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
};

/** The rows, or the loading, error or empty state in one full-width cell. */
function TableBody({ columnCount, what, isLoading, error, isEmpty, emptyText, children }: TableBodyProps) {
  const { t } = useTranslation("admin");
  const queryClient = useQueryClient();
  const retry = () =>
    queryClient.refetchQueries({ queryKey: adminKeyPrefix, predicate: (query) => query.state.status === "error" });

  if (error) {
    return (
      <StateRow columnCount={columnCount}>
        <div role="alert" className="space-y-2">
          <p className="font-semibold text-red-800">{t("table.loadError", { what })}</p>
          {serverMessageOf(error) ? <p className="text-slate-700">{serverMessageOf(error)}</p> : null}
          <Button variant="secondary" size="sm" onClick={() => void retry()}>
            {t("table.retry")}
          </Button>
        </div>
      </StateRow>
    );
  }
  if (isLoading) {
    return (
      <StateRow columnCount={columnCount}>
        <p role="status" className="text-slate-600">
          {t("table.loading", { what })}
        </p>
      </StateRow>
    );
  }
  if (isEmpty) {
    return (
      <StateRow columnCount={columnCount}>
        <p className="text-slate-600">{emptyText}</p>
      </StateRow>
    );
  }
  return <>{children}</>;
}

function StateRow({ columnCount, children }: { columnCount: number; children: ReactNode }) {
  return (
    <tr>
      {/* On a phone the table is wider than its box: the message sticks to the box's start edge and wraps
          within the screen, instead of centring in the full table width (off screen). */}
      <td colSpan={columnCount} className="px-3 py-8">
        <div className="sticky start-3 max-w-[calc(100vw-5rem)] whitespace-normal sm:static sm:mx-auto sm:w-fit sm:max-w-none sm:text-center">
          {children}
        </div>
      </td>
    </tr>
  );
}

function Pager({ table, page, count }: { table: ServerTable; page: Page<unknown>; count: number }) {
  const { t } = useTranslation("admin");
  const pageSizeId = useId();
  const pageCount = Math.max(1, Math.ceil(page.total / page.pageSize));
  const current = table.state.page;
  return (
    <div className="flex flex-col gap-3 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between">
      <p aria-live="polite">{pageSummary({ ...page, count }, t)}</p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={pageSizeId} className="text-slate-600">
          {t("table.rowsPerPage")}
        </label>
        <Select
          id={pageSizeId}
          className="h-9 text-sm"
          value={table.state.pageSize}
          onChange={(event) => table.setPageSize(Number(event.target.value))}
        >
          {ADMIN_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {t("table.pageSize", { size })}
            </option>
          ))}
        </Select>
        <span className="px-1 text-slate-600">
          {t("table.pageOf", { page: Math.min(current, pageCount), pages: pageCount })}
        </span>
        {/* The chevrons point along the reading direction: back is to the right in Arabic. */}
        <Button variant="secondary" size="sm" disabled={current <= 1} onClick={() => table.setPage(current - 1)}>
          <ChevronLeft className="h-4 w-4 shrink-0 rtl:-scale-x-100" aria-hidden="true" />
          {t("table.previous")}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={current >= pageCount}
          onClick={() => table.setPage(current + 1)}
        >
          {t("table.next")}
          <ChevronRight className="h-4 w-4 shrink-0 rtl:-scale-x-100" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

function SortIcon({ direction }: { direction: "asc" | "desc" | null }) {
  const Icon = direction === "asc" ? ChevronUp : direction === "desc" ? ChevronDown : ChevronsUpDown;
  return <Icon className={cn("h-3.5 w-3.5 shrink-0", direction ? "text-slate-900" : "text-slate-400")} />;
}
