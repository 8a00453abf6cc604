import type { TFunction } from "i18next";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminPromoCodeRow } from "@shared/schemas/admin-lists";
import { Button } from "@/components/ui/button";
import { deletePromoCode, PROMO_CODES_PATH } from "../api/promo-codes";
import { ConfirmDialog } from "../components/confirm-dialog";
import { adminColumnHelper, DataTable } from "../components/data-table";
import { PromoCodeFormDialog } from "../components/promo-code-form-dialog";
import { PromoRedemptionsDialog } from "../components/promo-redemptions-dialog";
import { PromoStatusBadge } from "../components/promo-status-badge";
import { RowAction } from "../components/row-actions";
import { useAdminFormat } from "../hooks/use-admin-format";
import { useAdminList } from "../hooks/use-admin-list";
import { useAdminMutation } from "../hooks/use-admin-mutation";
import { useServerTable } from "../hooks/use-server-table";
import type { AdminFormat } from "../utils/admin-format";

// The Promo Codes tab: the paged list with the status badges, create/edit, delete with confirmation, and who redeemed
// each code.

type AdminT = TFunction<"admin">;

/** "50%" or "$0.50" (fixed discounts are in cents). */
export function formatDiscount(
  promoCode: Pick<AdminPromoCodeRow, "discountType" | "discountValue">,
  format: AdminFormat,
): string {
  return promoCode.discountType === "percentage"
    ? format.percent(promoCode.discountValue / 100)
    : format.money(promoCode.discountValue);
}

/** "3 / 100" or "3 / ∞". */
export function formatUses(promoCode: Pick<AdminPromoCodeRow, "usedCount" | "maxUses">, t: AdminT): string {
  return t("promo.uses", { used: promoCode.usedCount, max: promoCode.maxUses ?? t("promo.unlimited") });
}

type RowActions = {
  onEdit: (row: AdminPromoCodeRow) => void;
  onShowRedemptions: (row: AdminPromoCodeRow) => void;
  onDelete: (row: AdminPromoCodeRow) => void;
};

const column = adminColumnHelper<AdminPromoCodeRow>();

function promoColumns(actions: RowActions, now: Date, t: AdminT, format: AdminFormat) {
  return column.columns([
    column.accessor("code", {
      header: t("promo.columns.code"),
      cell: (info) => <span className="font-mono font-semibold">{info.getValue()}</span>,
    }),
    column.display({
      id: "discount",
      header: t("promo.columns.discount"),
      cell: ({ row }) => formatDiscount(row.original, format),
    }),
    column.accessor("usedCount", {
      header: t("promo.columns.uses"),
      cell: ({ row }) => <bdi className="tabular-nums">{formatUses(row.original, t)}</bdi>,
    }),
    column.accessor("startDate", {
      header: t("promo.columns.starts"),
      cell: (info) => format.dateTime(info.getValue()),
    }),
    column.accessor("endDate", { header: t("promo.columns.ends"), cell: (info) => format.dateTime(info.getValue()) }),
    column.display({
      id: "status",
      header: t("promo.columns.status"),
      cell: ({ row }) => <PromoStatusBadge promoCode={row.original} now={now} t={t} />,
    }),
    column.accessor("createdBy", {
      header: t("promo.columns.createdBy"),
      cell: (info) => <bdi>{info.getValue()?.username ?? t("table.none")}</bdi>,
    }),
    column.accessor("createdAt", {
      header: t("promo.columns.created"),
      cell: (info) => format.dateTime(info.getValue()),
    }),
    column.display({
      id: "actions",
      header: () => <span className="sr-only">{t("table.actions")}</span>,
      cell: ({ row }) => (
        <div className="flex gap-1">
          <RowAction
            label={t("promo.editLabel", { code: row.original.code })}
            onClick={() => actions.onEdit(row.original)}
          >
            {t("promo.edit")}
          </RowAction>
          <RowAction
            label={t("promo.redeemedByLabel", { code: row.original.code })}
            onClick={() => actions.onShowRedemptions(row.original)}
          >
            {t("promo.redeemedBy")}
          </RowAction>
          <RowAction
            label={t("promo.deleteLabel", { code: row.original.code })}
            tone="danger"
            onClick={() => actions.onDelete(row.original)}
          >
            {t("promo.delete")}
          </RowAction>
        </div>
      ),
    }),
  ]);
}

const SORTABLE = ["code", "usedCount", "endDate", "createdAt"];
const rowId = (row: AdminPromoCodeRow) => String(row.id);

export function PromoCodesTab() {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const table = useServerTable({ sort: "createdAt" });
  const list = useAdminList<AdminPromoCodeRow>("promo-codes", PROMO_CODES_PATH, table.params);
  const [editing, setEditing] = useState<AdminPromoCodeRow | "new" | null>(null);
  const [redemptionsOf, setRedemptionsOf] = useState<AdminPromoCodeRow | null>(null);
  const [deleting, setDeleting] = useState<AdminPromoCodeRow | null>(null);

  const remove = useAdminMutation({
    mutationFn: deletePromoCode,
    successToast: { title: t("promo.deletedTitle") },
    errorTitle: t("promo.deleteFailed"),
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
        t,
        format,
      ),
    [fetchedAt, t, format],
  );

  return (
    <section aria-labelledby="promo-codes-heading" className="space-y-4">
      <h2 id="promo-codes-heading" className="text-lg font-bold text-slate-900">
        {t("promo.heading")}
      </h2>
      <DataTable
        caption={t("promo.caption")}
        captionLower={t("promo.captionLower")}
        columns={columns}
        sortable={SORTABLE}
        table={table}
        page={list.data}
        isLoading={list.isLoading}
        error={list.error}
        emptyText={table.state.search ? t("promo.emptySearch") : t("promo.empty")}
        searchLabel={t("promo.search")}
        toolbar={<Button onClick={() => setEditing("new")}>{t("promo.create")}</Button>}
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
        title={t("promo.deleteTitle")}
        description={deleting ? t("promo.deleteQuestion", { code: deleting.code }) : ""}
        confirmLabel={t("promo.delete")}
        pendingLabel={t("promo.deleting")}
        isPending={remove.isPending}
        onConfirm={() => (deleting ? remove.mutate(deleting.id) : undefined)}
      />
    </section>
  );
}
