import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { PAYMENT_STATUSES, PAYMENT_TYPES, type AdminPaymentRow } from "@shared/schemas/admin-lists";
import { DataTable } from "../components/data-table";
import { DateRangeFilter } from "../components/date-range-filter";
import { ExportButton } from "../components/export-button";
import { FilterSelect } from "../components/filter-select";
import { PAYMENT_OPTIONAL_COLUMNS, PAYMENT_SORTS, paymentColumns } from "../components/payment-columns";
import { RefundPaymentDialog } from "../components/refund-payment-dialog";
import { UserFilterChip } from "../components/user-filter-chip";
import { useAdminFormat } from "../hooks/use-admin-format";
import { useAdminList } from "../hooks/use-admin-list";
import { useServerTable } from "../hooks/use-server-table";
import { exportFilters } from "../utils/export-filters";
import type { UserFilter } from "../utils/admin-tabs";
import { paymentStatusBadge, paymentTypeLabel } from "../utils/labels";

type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
type PaymentType = (typeof PAYMENT_TYPES)[number];

type PaymentsTabProps = { userFilter: UserFilter | null; onClearUserFilter: () => void };

/** Payments: the list with status badges, filters by status, type and refund request, export, and Refund. */
export function PaymentsTab({ userFilter, onClearUserFilter }: PaymentsTabProps) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const table = useServerTable({
    sort: "createdAt",
    order: "desc",
    filters: ["status", "type", "refundRequested", "from", "to"],
  });
  const status = (PAYMENT_STATUSES as readonly string[]).includes(table.filters.status ?? "")
    ? (table.filters.status as PaymentStatus)
    : "";
  const type = (PAYMENT_TYPES as readonly string[]).includes(table.filters.type ?? "")
    ? (table.filters.type as PaymentType)
    : "";
  const refundRequested = table.filters.refundRequested === "true";
  const [refunding, setRefunding] = useState<AdminPaymentRow | null>(null);
  const userId = userFilter?.id;
  const params = useMemo(
    () => (userId ? { ...table.params, userId: String(userId) } : table.params),
    [table.params, userId],
  );
  const list = useAdminList<AdminPaymentRow>("payments", "/api/admin/payments", params);
  const columns = useMemo(() => paymentColumns({ t, format, onRefund: setRefunding }), [t, format]);
  const isFiltered = Boolean(
    table.state.search || status || type || refundRequested || table.filters.from || table.filters.to,
  );

  return (
    <section aria-labelledby="payments-heading" className="space-y-3">
      <h2 id="payments-heading" className="sr-only">
        {t("payments.heading")}
      </h2>
      {userFilter ? <UserFilterChip what="payments" user={userFilter} onClear={onClearUserFilter} /> : null}
      <DataTable
        caption={userFilter ? t("payments.captionOf", { name: userFilter.username }) : t("payments.caption")}
        columns={columns}
        sortable={PAYMENT_SORTS}
        table={table}
        page={list.data}
        isLoading={list.isLoading}
        error={list.error}
        emptyText={isFiltered ? t("payments.emptyFiltered") : t("payments.empty")}
        searchLabel={t("payments.search")}
        getRowId={(payment) => String(payment.id)}
        optionalColumns={PAYMENT_OPTIONAL_COLUMNS}
        columnsKey="payments"
        toolbar={
          <>
            <FilterSelect
              label={t("payments.status")}
              value={status}
              options={PAYMENT_STATUSES.map((value) => ({ value, label: paymentStatusBadge(value, t).label }))}
              onChange={(value) => table.setFilters({ status: value })}
            />
            <FilterSelect
              label={t("payments.type")}
              value={type}
              options={PAYMENT_TYPES.map((value) => ({ value, label: paymentTypeLabel(value, t) }))}
              onChange={(value) => table.setFilters({ type: value })}
            />
            <FilterSelect
              label={t("payments.refund")}
              value={refundRequested ? "true" : ""}
              options={[{ value: "true", label: t("payments.refundRequestedFilter") }]}
              onChange={(value) => table.setFilters({ refundRequested: value })}
            />
            <DateRangeFilter table={table} />
            <ExportButton
              kind="payments"
              filters={exportFilters(table, {
                status: status || undefined,
                type: type || undefined,
                userId,
                refundRequested: refundRequested || undefined,
              })}
            />
          </>
        }
      />
      <RefundPaymentDialog payment={refunding} onClose={() => setRefunding(null)} />
    </section>
  );
}
