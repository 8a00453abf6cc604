import type { Page } from "@shared/schemas/admin-lists";

const numberFormat = new Intl.NumberFormat("en-US");

/** The pager's line, "Showing 26-50 of 1,234"; `count` is the number of rows on this page. */
export function pageSummary(page: Pick<Page<unknown>, "page" | "pageSize" | "total"> & { count: number }): string {
  if (page.total === 0 || page.count === 0) return `Showing 0 of ${numberFormat.format(page.total)}`;
  const first = (page.page - 1) * page.pageSize + 1;
  const last = first + page.count - 1;
  return `Showing ${numberFormat.format(first)}-${numberFormat.format(last)} of ${numberFormat.format(page.total)}`;
}
