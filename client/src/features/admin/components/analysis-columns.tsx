import type { TFunction } from "i18next";
import type { AdminAnalysisRow } from "@shared/schemas/admin-lists";
import { Badge } from "@/components/ui/badge";
import type { AdminFormat } from "../utils/admin-format";
import { analysisPaymentTypeLabel, bandLabel, bandTone } from "../utils/labels";
import { ACTIONS_COLUMN_ID, type ColumnDef } from "./data-table";
import { RowAction } from "./row-actions";

export const ANALYSIS_SORTS = ["fileName", "viralScore", "createdAt"];
/** Shown only when the operator asks (Columns), so the row actions fit a 1280 px screen. */
export const ANALYSIS_OPTIONAL_COLUMNS = ["mediaType"];

type AnalysisColumnsOptions = {
  /** The words and figures of the admin's language (cell templates call no hooks). */
  t: TFunction<"admin">;
  format: AdminFormat;
  onView: (analysis: AdminAnalysisRow) => void;
  onDelete: (analysis: AdminAnalysisRow) => void;
};

/** The Analyses table: file, owner, type, score and band, how it was paid, when. */
export function analysisColumns({ t, format, ...options }: AnalysisColumnsOptions): ColumnDef<AdminAnalysisRow>[] {
  return [
    {
      id: "fileName",
      header: t("analyses.columns.file"),
      cell: ({ row }) => (
        <span className="flex items-center gap-2">
          <span dir="auto" title={row.original.fileName} className="block max-w-56 truncate font-medium text-slate-900">
            {row.original.fileName}
          </span>
          {row.original.kind === "competitor" ? (
            <Badge tone="info" title={t("analyses.competitorTitle")}>
              {t("analyses.competitor")}
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      id: "user",
      header: t("analyses.columns.user"),
      cell: ({ row }) =>
        row.original.user ? (
          <span dir="auto">{row.original.user.username}</span>
        ) : (
          <span className="italic text-slate-500">{t("analyses.deletedUser")}</span>
        ),
    },
    {
      id: "mediaType",
      header: t("analyses.columns.type"),
      cell: ({ row }) => (row.original.mediaType === "image" ? t("analyses.image") : t("analyses.video")),
    },
    {
      id: "viralScore",
      header: t("analyses.columns.score"),
      cell: ({ row }) => (
        <span className="inline-flex items-center gap-2">
          <span className="w-7 text-end font-semibold tabular-nums">{format.count(row.original.viralScore)}</span>
          <Badge tone={bandTone(row.original.viralPotential)}>{bandLabel(row.original.viralPotential, t)}</Badge>
        </span>
      ),
    },
    {
      id: "paymentType",
      header: t("analyses.columns.payment"),
      cell: ({ row }) => analysisPaymentTypeLabel(row.original.paymentType, t),
    },
    { id: "createdAt", header: t("analyses.columns.date"), cell: ({ row }) => format.dateTime(row.original.createdAt) },
    {
      id: ACTIONS_COLUMN_ID,
      header: () => <span className="sr-only">{t("table.actions")}</span>,
      cell: ({ row }) => (
        <div className="flex justify-end gap-1">
          <RowAction
            label={t("analyses.viewLabel", { name: row.original.fileName })}
            onClick={() => options.onView(row.original)}
          >
            {t("analyses.view")}
          </RowAction>
          <RowAction
            label={t("analyses.deleteLabel", { name: row.original.fileName })}
            tone="danger"
            onClick={() => options.onDelete(row.original)}
          >
            {t("analyses.delete")}
          </RowAction>
        </div>
      ),
    },
  ];
}
