import { useMemo, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import type { AdminAnalysisRow } from "@shared/schemas/admin-lists";
import { deleteAnalysis } from "../api/delete-analysis";
import { ANALYSIS_OPTIONAL_COLUMNS, analysisColumns, ANALYSIS_SORTS } from "../components/analysis-columns";
import { AnalysisViewDialog } from "../components/analysis-view-dialog";
import { ConfirmDialog } from "../components/confirm-dialog";
import { DataTable } from "../components/data-table";
import { DateRangeFilter } from "../components/date-range-filter";
import { ExportButton } from "../components/export-button";
import { FilterSelect } from "../components/filter-select";
import { UserFilterChip } from "../components/user-filter-chip";
import { useAdminFormat } from "../hooks/use-admin-format";
import { useAdminList } from "../hooks/use-admin-list";
import { useAdminMutation } from "../hooks/use-admin-mutation";
import { useServerTable } from "../hooks/use-server-table";
import { exportFilters } from "../utils/export-filters";
import type { UserFilter } from "../utils/admin-tabs";
import type { RenderAnalysis } from "../utils/render-analysis";

type AnalysesTabProps = {
  userFilter: UserFilter | null;
  onClearUserFilter: () => void;
  renderAnalysis: RenderAnalysis;
};

/** Analyses: the owner's username, view the whole result, delete with confirmation, export. */
export function AnalysesTab({ userFilter, onClearUserFilter, renderAnalysis }: AnalysesTabProps) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const table = useServerTable({ sort: "createdAt", order: "desc", filters: ["kind", "from", "to"] });
  const kind = table.filters.kind === "own" || table.filters.kind === "competitor" ? table.filters.kind : undefined;
  // The dashboard keys this tab by the user filter, so a new filter starts on page 1.
  const userId = userFilter?.id;
  const params = useMemo(
    () => (userId ? { ...table.params, userId: String(userId) } : table.params),
    [table.params, userId],
  );
  const list = useAdminList<AdminAnalysisRow>("analyses", "/api/admin/analyses", params);
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminAnalysisRow | null>(null);

  const remove = useAdminMutation({
    mutationFn: (analysis: AdminAnalysisRow) => deleteAnalysis(analysis.id),
    successToast: (_answer, analysis) => ({
      title: t("analyses.deletedTitle"),
      description: t("analyses.deletedDescription", { name: analysis.fileName }),
    }),
    errorTitle: t("analyses.deleteFailed"),
    onSuccess: () => setDeleting(null),
  });

  const columns = useMemo(
    () => analysisColumns({ t, format, onView: (analysis) => setViewingId(analysis.id), onDelete: setDeleting }),
    [t, format],
  );

  return (
    <section aria-labelledby="analyses-heading" className="space-y-3">
      <h2 id="analyses-heading" className="sr-only">
        {t("analyses.heading")}
      </h2>
      {userFilter ? <UserFilterChip what="analyses" user={userFilter} onClear={onClearUserFilter} /> : null}
      <DataTable
        caption={userFilter ? t("analyses.captionOf", { name: userFilter.username }) : t("analyses.caption")}
        columns={columns}
        sortable={ANALYSIS_SORTS}
        table={table}
        page={list.data}
        isLoading={list.isLoading}
        error={list.error}
        emptyText={
          kind || table.filters.from || table.filters.to
            ? t("analyses.emptyFiltered")
            : table.state.search
              ? t("analyses.emptySearch")
              : userFilter
                ? t("analyses.emptyUser", { name: userFilter.username })
                : t("analyses.empty")
        }
        searchLabel={t("analyses.search")}
        getRowId={(analysis) => String(analysis.id)}
        optionalColumns={ANALYSIS_OPTIONAL_COLUMNS}
        columnsKey="analyses"
        toolbar={
          <>
            <FilterSelect
              label={t("analyses.kind")}
              value={kind ?? ""}
              options={[
                { value: "own", label: t("analyses.kindOwn") },
                { value: "competitor", label: t("analyses.kindCompetitor") },
              ]}
              onChange={(value) => table.setFilters({ kind: value })}
            />
            <DateRangeFilter table={table} />
            <ExportButton kind="analyses" filters={exportFilters(table, { userId, kind })} />
          </>
        }
      />
      <AnalysisViewDialog analysisId={viewingId} onClose={() => setViewingId(null)} renderAnalysis={renderAnalysis} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t("analyses.deleteTitle")}
        description={
          <>
            {t("analyses.deleteQuestion")}
            {deleting ? (
              <span className="mt-2 block">
                <Trans
                  t={t}
                  i18nKey={deleting.user ? "analyses.deleteDetailBy" : "analyses.deleteDetail"}
                  values={{ file: deleting.fileName, name: deleting.user?.username, score: deleting.viralScore }}
                  components={{ strong: <strong dir="auto" />, bdi: <bdi /> }}
                />
              </span>
            ) : null}
          </>
        }
        confirmLabel={t("analyses.deleteConfirm")}
        pendingLabel={t("analyses.deleting")}
        isPending={remove.isPending}
        onConfirm={() => (deleting ? remove.mutate(deleting) : undefined)}
      />
    </section>
  );
}
