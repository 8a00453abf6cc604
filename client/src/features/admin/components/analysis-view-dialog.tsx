import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { adminAnalysisQueryKey, getAnalysis } from "../api/get-analysis";
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
  return (
    <Dialog open={analysisId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {analysisId !== null ? (
        // sm: so that it wins over the primitive's max-w-md (cn joins classes, it does not resolve conflicts).
        <DialogContent title="Analysis Details" className="sm:max-w-5xl">
          <AnalysisView id={analysisId} renderAnalysis={renderAnalysis} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function AnalysisView({ id, renderAnalysis }: { id: number; renderAnalysis: RenderAnalysis }) {
  const detail = useQuery({ queryKey: adminAnalysisQueryKey(id), queryFn: () => getAnalysis(id) });
  if (detail.error) {
    return (
      <div role="alert" className="space-y-3 text-sm">
        <p className="font-semibold text-red-800">Could not load the analysis</p>
        <p className="text-slate-700">{serverMessageOf(detail.error)}</p>
        <Button variant="secondary" size="sm" onClick={() => void detail.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  if (!detail.data) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading the analysis…
      </p>
    );
  }
  const { analysis, user } = detail.data;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Owner:{" "}
        {user ? (
          <strong dir="auto">{user.username}</strong>
        ) : (
          <span className="italic text-slate-500">Deleted user</span>
        )}
      </p>
      {renderAnalysis(analysis)}
    </div>
  );
}
