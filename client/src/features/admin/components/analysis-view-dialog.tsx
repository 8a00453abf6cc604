import { useQuery } from "@tanstack/react-query";
import { Trans, useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { adminAnalysisQuery } from "../api/queries";
import { serverMessageOf } from "../utils/errors";
import type { RenderAnalysis } from "../utils/render-analysis";

type AnalysisViewDialogProps = {
  /** The analysis to show; null closes the dialog. */
  analysisId: number | null;
  onClose: () => void;
  renderAnalysis: RenderAnalysis;
};

/** View: the whole result of one analysis, exactly as its owner sees it. */
export function AnalysisViewDialog({ analysisId, onClose, renderAnalysis }: AnalysisViewDialogProps) {
  const { t } = useTranslation("admin");
  return (
    <Dialog open={analysisId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {analysisId !== null ? (
        // sm: so that it wins over the primitive's max-w-md (cn joins classes, it does not resolve conflicts).
        <DialogContent title={t("analysisView.title")} className="sm:max-w-5xl">
          <AnalysisView id={analysisId} renderAnalysis={renderAnalysis} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function AnalysisView({ id, renderAnalysis }: { id: number; renderAnalysis: RenderAnalysis }) {
  const { t } = useTranslation("admin");
  const detail = useQuery(adminAnalysisQuery(id));
  if (detail.error) {
    return (
      <div role="alert" className="space-y-3 text-sm">
        <p className="font-semibold text-red-800">{t("analysisView.loadError")}</p>
        <p className="text-slate-700">{serverMessageOf(detail.error)}</p>
        <Button variant="secondary" size="sm" onClick={() => void detail.refetch()}>
          {t("analysisView.retry")}
        </Button>
      </div>
    );
  }
  if (!detail.data) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {t("analysisView.loading")}
      </p>
    );
  }
  const { analysis, user } = detail.data;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {user ? (
          <Trans
            t={t}
            i18nKey="analysisView.owner"
            values={{ name: user.username }}
            components={{ strong: <strong dir="auto" /> }}
          />
        ) : (
          <Trans
            t={t}
            i18nKey="analysisView.ownerDeleted"
            components={{ em: <span className="italic text-slate-500" /> }}
          />
        )}
      </p>
      {renderAnalysis(analysis)}
    </div>
  );
}
