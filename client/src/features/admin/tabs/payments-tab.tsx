import { useMemo, useState } from "react";
import { PAYMENT_STATUSES, PAYMENT_TYPES, type AdminPaymentRow } from "@shared/schemas/admin-lists";
import { DataTable } from "../components/data-table";
import { ExportButton } from "../components/export-button";
import { FilterSelect } from "../components/filter-select";
import { PAYMENT_SORTS, paymentColumns } from "../components/payment-columns";
import { RefundPaymentDialog } from "../components/refund-payment-dialog";
import { UserFilterChip } from "../components/user-filter-chip";
import { useAdminList } from "../hooks/use-admin-list";
import { useServerTable } from "../hooks/use-server-table";
import type { UserFilter } from "../utils/admin-tabs";
import { paymentStatusBadge, paymentTypeLabel } from "../utils/labels";

type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
type PaymentType = (typeof PAYMENT_TYPES)[number];

type PaymentsTabProps = { userFilter: UserFilter | null; onClearUserFilter: () => void };

/** Payments: the list with status badges, filters by status, type and refund request, export, and Refund. */
export function PaymentsTab({ userFilter, onClearUserFilter }: PaymentsTabProps) {
  const table = useServerTable({ sort: "createdAt", order: "desc" });
  const [status, setStatus] = useState<PaymentStatus | "">("");
  const [type, setType] = useState<PaymentType | "">("");
  const [refundRequested, setRefundRequested] = useState(false);
  const [refunding, setRefunding] = useState<AdminPaymentRow | null>(null);
  const userId = userFilter?.id;
  const params = useMemo(() => {
    const result = { ...table.params };
    if (status) result.status = status;
    if (type) result.type = type;
    if (userId) result.userId = String(userId);
    if (refundRequested) result.refundRequested = "true";
    return result;
  }, [table.params, status, type, userId, refundRequested]);
  const list = useAdminList<AdminPaymentRow>("payments", "/api/admin/payments", params);
  const columns = useMemo(() => paymentColumns({ onRefund: setRefunding }), []);
  const isFiltered = Boolean(table.state.search || status || type || refundRequested);

  return (
    <section aria-labelledby="payments-heading" className="space-y-3">
      <h2 id="payments-heading" className="sr-only">
        Payments
      </h2>
      {userFilter ? <UserFilterChip what="payments" user={userFilter} onClear={onClearUserFilter} /> : null}
      <DataTable
        caption={userFilter ? `Payments of ${userFilter.username}` : "Payments"}
        columns={columns}
        sortable={PAYMENT_SORTS}
        table={table}
        page={list.data}
        isLoading={list.isLoading}
        error={list.error}
        emptyText={isFiltered ? "No payments match these filters." : "No payments yet."}
        searchLabel="Search payments by username, email or payment id"
        getRowId={(payment) => String(payment.id)}
        toolbar={
          <>
            <FilterSelect
              label="Status"
              value={status}
              options={PAYMENT_STATUSES.map((value) => ({ value, label: paymentStatusBadge(value).label }))}
              onChange={(value) => {
                setStatus(value as PaymentStatus | "");
                table.setPage(1);
              }}
            />
            <FilterSelect
              label="Type"
              value={type}
              options={PAYMENT_TYPES.map((value) => ({ value, label: paymentTypeLabel(value) }))}
              onChange={(value) => {
                setType(value as PaymentType | "");
                table.setPage(1);
              }}
            />
            <FilterSelect
              label="Refund"
              value={refundRequested ? "requested" : ""}
              options={[{ value: "requested", label: "Requested, not yet refunded" }]}
              onChange={(value) => {
                setRefundRequested(value === "requested");
                table.setPage(1);
              }}
            />
            <ExportButton
              kind="payments"
              filters={{
                search: table.params.search ?? "",
                status: status || undefined,
                type: type || undefined,
                userId: userFilter?.id,
                refundRequested: refundRequested || undefined,
              }}
            />
          </>
        }
      />
      <RefundPaymentDialog payment={refunding} onClose={() => setRefunding(null)} />
    </section>
  );
}
