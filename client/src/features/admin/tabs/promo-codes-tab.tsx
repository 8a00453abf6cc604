import { useMemo, useState } from "react";
import { formatCents } from "@shared/billing";
import type { AdminPromoCodeRow } from "@shared/schemas/admin-lists";
import { Button } from "@/components/ui/button";
import { deletePromoCode, PROMO_CODES_PATH } from "../api/promo-codes";
import { ConfirmDialog } from "../components/confirm-dialog";
import { adminColumnHelper, DataTable } from "../components/data-table";
import { PromoCodeFormDialog } from "../components/promo-code-form-dialog";
import { PromoRedemptionsDialog } from "../components/promo-redemptions-dialog";
import { PromoStatusBadge } from "../components/promo-status-badge";
import { RowAction } from "../components/row-actions";
import { useAdminList } from "../hooks/use-admin-list";
import { useAdminMutation } from "../hooks/use-admin-mutation";
import { useServerTable } from "../hooks/use-server-table";
import { formatDateTime } from "../utils/date-time";

// The Promo Codes tab: the paged list with the status badges, create/edit, delete with confirmation, and who redeemed
// each code.

/** "50%" or "$0.50" (fixed discounts are in cents). */
export function formatDiscount(promoCode: Pick<AdminPromoCodeRow, "discountType" | "discountValue">): string {
  return promoCode.discountType === "percentage" ? `${promoCode.discountValue}%` : formatCents(promoCode.discountValue);
}

/** "3 / 100" or "3 / ∞". */
export function formatUses(promoCode: Pick<AdminPromoCodeRow, "usedCount" | "maxUses">): string {
  return `${promoCode.usedCount} / ${promoCode.maxUses ?? "∞"}`;
}

type RowActions = {
  onEdit: (row: AdminPromoCodeRow) => void;
  onShowRedemptions: (row: AdminPromoCodeRow) => void;
  onDelete: (row: AdminPromoCodeRow) => void;
};

const column = adminColumnHelper<AdminPromoCodeRow>();

function promoColumns(actions: RowActions, now: Date) {
  return column.columns([
    column.accessor("code", {
      header: "Code",
      cell: (info) => <span className="font-mono font-semibold">{info.getValue()}</span>,
    }),
    column.display({ id: "discount", header: "Discount", cell: ({ row }) => formatDiscount(row.original) }),
    column.accessor("usedCount", { header: "Uses", cell: ({ row }) => formatUses(row.original) }),
    column.accessor("startDate", { header: "Starts", cell: (info) => formatDateTime(info.getValue()) }),
    column.accessor("endDate", { header: "Ends", cell: (info) => formatDateTime(info.getValue()) }),
    column.display({
      id: "status",
      header: "Status",
      cell: ({ row }) => <PromoStatusBadge promoCode={row.original} now={now} />,
    }),
    column.accessor("createdBy", { header: "Created by", cell: (info) => info.getValue()?.username ?? "—" }),
    column.accessor("createdAt", { header: "Created", cell: (info) => formatDateTime(info.getValue()) }),
    column.display({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <div className="flex gap-1">
          <RowAction label={`Edit ${row.original.code}`} onClick={() => actions.onEdit(row.original)}>
            Edit
          </RowAction>
          <RowAction
            label={`Redeemed by: ${row.original.code}`}
            onClick={() => actions.onShowRedemptions(row.original)}
          >
            Redeemed by
          </RowAction>
          <RowAction label={`Delete ${row.original.code}`} tone="danger" onClick={() => actions.onDelete(row.original)}>
            Delete
          </RowAction>
        </div>
      ),
    }),
  ]);
}

const SORTABLE = ["code", "usedCount", "endDate", "createdAt"];
const rowId = (row: AdminPromoCodeRow) => String(row.id);

export function PromoCodesTab() {
  const table = useServerTable({ sort: "createdAt" });
  const list = useAdminList<AdminPromoCodeRow>("promo-codes", PROMO_CODES_PATH, table.params);
  const [editing, setEditing] = useState<AdminPromoCodeRow | "new" | null>(null);
  const [redemptionsOf, setRedemptionsOf] = useState<AdminPromoCodeRow | null>(null);
  const [deleting, setDeleting] = useState<AdminPromoCodeRow | null>(null);

  const remove = useAdminMutation({
    mutationFn: deletePromoCode,
    successToast: { title: "Promo code deleted successfully" },
    errorTitle: "Error deleting promo code",
    onSuccess: () => setDeleting(null),
  });

  // The badges are computed against the time the page was fetched (every refresh updates them); before the
  // first answer there are no rows to badge.
  const fetchedAt = list.dataUpdatedAt;
  const columns = useMemo(
    () =>
      promoColumns(
        { onEdit: setEditing, onShowRedemptions: setRedemptionsOf, onDelete: setDeleting },
        new Date(fetchedAt),
      ),
    [fetchedAt],
  );

  return (
    <section aria-labelledby="promo-codes-heading" className="space-y-4">
      <h2 id="promo-codes-heading" className="text-lg font-bold text-slate-900">
        Promo Codes
      </h2>
      <DataTable
        caption="Promo codes"
        columns={columns}
        sortable={SORTABLE}
        table={table}
        page={list.data}
        isLoading={list.isLoading}
        error={list.error}
        emptyText={table.state.search ? "No promo codes match this search." : "No promo codes yet"}
        searchLabel="Search promo codes"
        toolbar={<Button onClick={() => setEditing("new")}>Create Promo Code</Button>}
        getRowId={rowId}
      />

      <PromoCodeFormDialog editing={editing} onOpenChange={(open) => (open ? undefined : setEditing(null))} />
      <PromoRedemptionsDialog
        promoCode={redemptionsOf}
        onOpenChange={(open) => (open ? undefined : setRedemptionsOf(null))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete Promo Code"
        description={
          deleting
            ? `Are you sure you want to delete the promo code ${deleting.code}? This action cannot be undone.`
            : ""
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isPending={remove.isPending}
        onConfirm={() => (deleting ? remove.mutate(deleting.id) : undefined)}
      />
    </section>
  );
}
