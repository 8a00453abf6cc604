import { startTransition, Suspense, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { PublicUser } from "@shared/schemas/user";
import { LoadErrorBoundary } from "@/components/errors/load-error-boundary";
import { Button } from "@/components/ui/button";
import { whenIdle, type PreloadableComponent } from "@/lib/lazy";
import { AnalyzePanelShell } from "./analyze-panel-shell";

// The working analyze form (react-hook-form, its hooks, the payment and progress steps: ~20 KB gzip) sits two screens
// below the landing page's first paint on a phone. It loads once the browser is idle after that paint, or at once when
// the visitor reaches for the form; until then the shell, the same size, holds its place, so nothing below it moves
// (docs/decisions/010-lean-first-page.md). The page composes the form (AnalyzePanel with its payment gate) as a lazy
// component and passes it in.

function AnalyzeUnavailable() {
  const { t } = useTranslation("analyze");
  return (
    <div role="alert" className="mx-auto mt-12 max-w-5xl rounded-2xl border border-slate-200 bg-white p-6 text-center">
      <p className="text-slate-700">{t("form.unavailable")}</p>
      <Button variant="secondary" className="mt-4" onClick={() => window.location.reload()}>
        {t("form.reload")}
      </Button>
    </div>
  );
}

type DeferredAnalyzePanelProps = {
  user: PublicUser | null;
  /** The lazy component (lazyNamed) that `children` renders: the working form, fetched when wanted. */
  panel: PreloadableComponent<never>;
  /** The working form, rendered once wanted; the shell stays until its chunk is in. */
  children: ReactNode;
};

/** The analyze panel, deferred past the landing page's first paint. */
export function DeferredAnalyzePanel({ user, panel, children }: DeferredAnalyzePanelProps) {
  const [isWanted, setIsWanted] = useState(panel.isLoaded);
  // A transition: the shell stays on screen, untouched, until the working form is ready to take its place.
  const want = () => startTransition(() => setIsWanted(true));

  useEffect(() => {
    if (isWanted) return;
    return whenIdle(() => startTransition(() => setIsWanted(true)));
  }, [isWanted]);

  const shell = <AnalyzePanelShell user={user} onInteract={isWanted ? undefined : want} />;
  return (
    <LoadErrorBoundary fallback={<AnalyzeUnavailable />}>
      <Suspense fallback={shell}>{isWanted ? children : shell}</Suspense>
    </LoadErrorBoundary>
  );
}
