import type { AdminAnalysisRow } from "@shared/schemas/admin-lists";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "../utils/date-time";
import { analysisPaymentTypeLabel, bandTone } from "../utils/labels";
import { ACTIONS_COLUMN_ID, type ColumnDef } from "./data-table";
import { RowAction } from "./row-actions";

export const ANALYSIS_SORTS = ["fileName", "viralScore", "createdAt"];
/** Shown only when the operator asks (Columns), so the row actions fit a 1280 px screen. */
export const ANALYSIS_OPTIONAL_COLUMNS = ["mediaType"];

type AnalysisColumnsOptions = {
  onView: (analysis: AdminAnalysisRow) => void;
  onDelete: (analysis: AdminAnalysisRow) => void;
};

/** The Analyses table: file, owner, type, score and band, how it was paid, when. */
export function analysisColumns(options: AnalysisColumnsOptions): ColumnDef<AdminAnalysisRow>[] {
  return [
    {
      id: "fileName",
      header: "File",
      cell: ({ row }) => (
        <span className="flex items-center gap-2">
          <span dir="auto" title={row.original.fileName} className="block max-w-56 truncate font-medium text-slate-900">
            {row.original.fileName}
          </span>
          {row.original.kind === "competitor" ? (
            <Badge tone="info" title="A competitor's post analysed on /compare: not the creator's own, counted apart">
              Competitor
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      id: "user",
      header: "User",
      cell: ({ row }) =>
        row.original.user ? (
          <span dir="auto">{row.original.user.username}</span>
        ) : (
          <span className="italic text-slate-500">Deleted user</span>
        ),
    },
    { id: "mediaType", header: "Type", cell: ({ row }) => (row.original.mediaType === "image" ? "Image" : "Video") },
    {
      id: "viralScore",
      header: "Score",
      cell: ({ row }) => (
        <span className="inline-flex items-center gap-2">
          <span className="w-7 text-right font-semibold tabular-nums">{row.original.viralScore}</span>
          <Badge tone={bandTone(row.original.viralPotential)}>{row.original.viralPotential}</Badge>
        </span>
      ),
    },
    { id: "paymentType", header: "Payment", cell: ({ row }) => analysisPaymentTypeLabel(row.original.paymentType) },
    { id: "createdAt", header: "Date", cell: ({ row }) => formatDateTime(row.original.createdAt) },
    {
      id: ACTIONS_COLUMN_ID,
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <div className="flex justify-end gap-1">
          <RowAction label={`View analysis ${row.original.fileName}`} onClick={() => options.onView(row.original)}>
            View
          </RowAction>
          <RowAction
            label={`Delete analysis ${row.original.fileName}`}
            tone="danger"
            onClick={() => options.onDelete(row.original)}
          >
            Delete
          </RowAction>
        </div>
      ),
    },
  ];
}
