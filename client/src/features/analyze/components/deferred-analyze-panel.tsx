import { startTransition, Suspense, useEffect, useState } from "react";
import { LoadErrorBoundary } from "@/components/errors/load-error-boundary";
import { Button } from "@/components/ui/button";
import { lazyNamed, whenIdle } from "@/lib/lazy";
import type { AnalyzePanelProps } from "./analyze-panel";
import { AnalyzePanelShell } from "./analyze-panel-shell";

// The working analyze form (react-hook-form, its hooks, the payment and progress steps: ~20 KB gzip) sits two screens
// below the landing page's first paint on a phone. It loads once the browser is idle after that paint, or at once when
// the visitor reaches for the form; until then the shell, the same size, holds its place, so nothing below it moves
// (docs/decisions/010-lean-first-page.md).
let isLoaded = false;
const AnalyzePanel = lazyNamed(() =>
  import("./analyze-panel").then((module) => {
    isLoaded = true;
    return module.AnalyzePanel;
  }),
);

function AnalyzeUnavailable() {
  return (
    <div role="alert" className="mx-auto mt-12 max-w-5xl rounded-2xl border border-slate-200 bg-white p-6 text-center">
      <p className="text-slate-700">The upload form could not be loaded. Check your connection and reload the page.</p>
      <Button variant="secondary" className="mt-4" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </div>
  );
}

/** The analyze panel, deferred past the landing page's first paint. */
export function DeferredAnalyzePanel(props: AnalyzePanelProps) {
  const [isWanted, setIsWanted] = useState(isLoaded);
  // A transition: the shell stays on screen, untouched, until the working form is ready to take its place.
  const want = () => startTransition(() => setIsWanted(true));

  useEffect(() => {
    if (isWanted) return;
    return whenIdle(() => startTransition(() => setIsWanted(true)));
  }, [isWanted]);

  const shell = <AnalyzePanelShell user={props.user} onInteract={isWanted ? undefined : want} />;
  return (
    <LoadErrorBoundary fallback={<AnalyzeUnavailable />}>
      <Suspense fallback={shell}>{isWanted ? <AnalyzePanel {...props} /> : shell}</Suspense>
    </LoadErrorBoundary>
  );
}
