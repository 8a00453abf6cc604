import { useMemo } from "react";
import type { AdminPromoCodeRow, PromoRedemptionRow } from "@shared/schemas/admin-lists";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { promoRedemptionsPath } from "../api/promo-codes";
import { useAdminList } from "../hooks/use-admin-list";
import { useServerTable } from "../hooks/use-server-table";
import { formatDateTime } from "../utils/date-time";
import { adminColumnHelper, DataTable } from "./data-table";

const column = adminColumnHelper<PromoRedemptionRow>();
const columns = column.columns([
  column.accessor("user", {
    header: "User",
    cell: (info) => {
      const user = info.getValue();
      if (!user) return <span className="text-slate-500">Deleted account</span>;
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
    header: "Used for",
    cell: (info) => (info.getValue() === "subscription" ? "Pro subscription" : "An analysis"),
  }),
  column.accessor("createdAt", { header: "Date", cell: (info) => formatDateTime(info.getValue()) }),
]);

const rowId = (row: PromoRedemptionRow) => String(row.id);

type PromoRedemptionsDialogProps = {
  promoCode: AdminPromoCodeRow | null;
  onOpenChange: (open: boolean) => void;
};

/** "Redeemed by": who used a code, for what and when. */
export function PromoRedemptionsDialog({ promoCode, onOpenChange }: PromoRedemptionsDialogProps) {
  return (
    <Dialog open={promoCode !== null} onOpenChange={onOpenChange}>
      {promoCode ? (
        <DialogContent
          title={`Redeemed by: ${promoCode.code}`}
          description={`${promoCode.usedCount} ${promoCode.usedCount === 1 ? "use" : "uses"} so far.`}
          className="sm:max-w-2xl"
        >
          <RedemptionsTable promoCodeId={promoCode.id} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function RedemptionsTable({ promoCodeId }: { promoCodeId: number }) {
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
      caption="Redemptions"
      columns={columns}
      table={table}
      page={list.data}
      isLoading={list.isLoading}
      error={list.error}
      emptyText="Nobody has redeemed this code yet."
      getRowId={rowId}
    />
  );
}
