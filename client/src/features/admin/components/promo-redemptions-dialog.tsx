import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { AdminPromoCodeRow, PromoRedemptionRow } from "@shared/schemas/admin-lists";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { promoRedemptionsPath } from "../api/promo-codes";
import { useAdminFormat } from "../hooks/use-admin-format";
import { useAdminList } from "../hooks/use-admin-list";
import { useServerTable } from "../hooks/use-server-table";
import type { AdminFormat } from "../utils/admin-format";
import { adminColumnHelper, DataTable } from "./data-table";

const column = adminColumnHelper<PromoRedemptionRow>();
const redemptionColumns = (t: TFunction<"admin">, format: AdminFormat) =>
  column.columns([
    column.accessor("user", {
      header: t("redemptions.user"),
      cell: (info) => {
        const user = info.getValue();
        if (!user) return <span className="text-slate-500">{t("redemptions.deletedAccount")}</span>;
        return (
          <span className="flex flex-col">
            <span className="font-medium" dir="auto">
              {user.username}
            </span>
            <span className="text-xs text-slate-600">{user.email}</span>
          </span>
        );
      },
    }),
    column.accessor("target", {
      header: t("redemptions.usedFor"),
      cell: (info) => (info.getValue() === "subscription" ? t("redemptions.subscription") : t("redemptions.analysis")),
    }),
    column.accessor("createdAt", { header: t("redemptions.date"), cell: (info) => format.dateTime(info.getValue()) }),
  ]);

const rowId = (row: PromoRedemptionRow) => String(row.id);

type PromoRedemptionsDialogProps = {
  promoCode: AdminPromoCodeRow | null;
  onOpenChange: (open: boolean) => void;
};

/** "Redeemed by": who used a code, for what and when. */
export function PromoRedemptionsDialog({ promoCode, onOpenChange }: PromoRedemptionsDialogProps) {
  const { t } = useTranslation("admin");
  return (
    <Dialog open={promoCode !== null} onOpenChange={onOpenChange}>
      {promoCode ? (
        <DialogContent
          title={t("redemptions.title", { code: promoCode.code })}
          description={t("redemptions.uses", { count: promoCode.usedCount })}
          className="sm:max-w-2xl"
        >
          <RedemptionsTable promoCodeId={promoCode.id} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function RedemptionsTable({ promoCodeId }: { promoCodeId: number }) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const columns = useMemo(() => redemptionColumns(t, format), [t, format]);
  const table = useServerTable({ sort: "createdAt", pageSize: 10, inUrl: false });
  // This list is paged only: the endpoint takes page and pageSize, no search or sort.
  const params = useMemo(
    () => ({ page: String(table.state.page), pageSize: String(table.state.pageSize) }),
    [table.state.page, table.state.pageSize],
  );
  const list = useAdminList<PromoRedemptionRow>(
    `promo-codes/${promoCodeId}/redemptions`,
    promoRedemptionsPath(promoCodeId),
    params,
  );
  return (
    <DataTable
      caption={t("redemptions.caption")}
      captionLower={t("redemptions.captionLower")}
      columns={columns}
      table={table}
      page={list.data}
      isLoading={list.isLoading}
      error={list.error}
      emptyText={t("redemptions.empty")}
      getRowId={rowId}
    />
  );
}
