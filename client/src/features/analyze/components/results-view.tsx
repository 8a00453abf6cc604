import { RefreshCw } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Analysis } from "@shared/schemas/analysis";
import { Button } from "@/components/ui/button";

export type AnalyzeResultView = {
  analysis: Analysis;
  /** The uploaded file's preview, for the insight dots. */
  media: { url: string; kind: "video" | "image" } | null;
  /** Clears the form and the results; place it beside the results' own actions. */
  newAnalysisButton: ReactNode;
  /** Give the results' heading this id: focus moves there when the analysis finishes. */
  headingId: string;
};

type ResultsViewProps = {
  analysis: Analysis;
  media: AnalyzeResultView["media"];
  renderResults: (view: AnalyzeResultView) => ReactNode;
  onNewAnalysis: () => void;
};

/** The finished analysis in place of the form; keyboard and screen-reader focus move to its heading. */
export function ResultsView({ analysis, media, renderResults, onNewAnalysis }: ResultsViewProps) {
  const { t } = useTranslation("analyze");
  const headingId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.getElementById(headingId)?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [analysis.id, headingId]);

  return (
    <div ref={ref} className="mx-auto mt-12 max-w-6xl scroll-mt-20">
      {renderResults({
        analysis,
        media,
        headingId,
        newAnalysisButton: (
          <Button variant="secondary" onClick={onNewAnalysis}>
            <RefreshCw className="h-4 w-4 shrink-0" />
            {t("results.newAnalysis")}
          </Button>
        ),
      })}
    </div>
  );
}
