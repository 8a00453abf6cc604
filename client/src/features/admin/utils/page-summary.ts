import type { TFunction } from "i18next";
import type { Page } from "@shared/schemas/admin-lists";

/** The pager's line, "Showing 26-50 of 1,234"; `count` is the number of rows on this page. */
export function pageSummary(
  page: Pick<Page<unknown>, "page" | "pageSize" | "total"> & { count: number },
  t: TFunction<"admin">,
): string {
  if (page.total === 0 || page.count === 0) return t("table.showingNone", { total: page.total });
  const first = (page.page - 1) * page.pageSize + 1;
  const last = first + page.count - 1;
  return t("table.showing", { first, last, total: page.total });
}
