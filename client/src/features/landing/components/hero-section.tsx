import { Suspense, useEffect, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { ArrowRight, Gift, Play } from "lucide-react";
import { trackSectionClick } from "@/lib/track";
import { lazyNamed, useLazyMount } from "@/lib/lazy";
import { Deferred, HeroIllustration } from "./deferred";
import { HeroFigures } from "./hero-figures";

// The demo and the dialog around it are fetched when "Watch Demo" is pointed at, focused or clicked, not with the first
// page.
const DemoDialog = lazyNamed(() => import("./demo-dialog").then((module) => module.DemoDialog));

const WATCH_DEMO_BUTTON_ID = "watch-demo-button";

export function HeroSection() {
  const { t } = useTranslation("landing");
  const [isDemoOpen, setIsDemoOpen] = useState(false);
  const wasDemoOpen = useRef(false);
  const isDemoMounted = useLazyMount(DemoDialog, isDemoOpen);

  // Give focus back to "Watch Demo" when the demo closes. Radix only restores focus to a DialogTrigger and does
  // it in a setTimeout, which never fires under a paused fake clock; an effect runs after the focus trap is gone.
  useEffect(() => {
    if (wasDemoOpen.current && !isDemoOpen) document.getElementById(WATCH_DEMO_BUTTON_ID)?.focus();
    wasDemoOpen.current = isDemoOpen;
  }, [isDemoOpen]);

  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-linear-to-b from-brand-50 via-white to-white"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-40 left-1/2 h-[32rem] w-[32rem] -translate-x-1/2 rounded-full bg-brand-200/50 blur-3xl sm:start-[30%]" />
        <div className="absolute top-20 -end-40 h-80 w-80 rounded-full bg-fuchsia-200/40 blur-3xl" />
      </div>

      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 sm:pb-24 lg:grid-cols-[1.15fr_1fr] lg:px-8">
        <div className="text-center lg:text-start">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-sm font-medium text-brand-700 shadow-sm">
            <Gift className="h-4 w-4 shrink-0" />
            {t("hero.badge")}
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            <Trans
              t={t}
              i18nKey="hero.title"
              components={{
                highlight: (
                  <span className="bg-linear-to-r from-brand-600 to-fuchsia-600 bg-clip-text text-transparent rtl:bg-linear-to-l" />
                ),
              }}
            />
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-600 lg:mx-0">{t("hero.lead")}</p>

          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
            <Button asChild size="lg">
              <a href="#analyze" onClick={() => trackSectionClick("analyze", "hero")}>
                {t("hero.analyzeNow")}
                <ArrowRight className="h-5 w-5 shrink-0 rtl:-scale-x-100" />
              </a>
            </Button>
            <Button
              id={WATCH_DEMO_BUTTON_ID}
              variant="secondary"
              size="lg"
              aria-haspopup="dialog"
              onPointerEnter={DemoDialog.preload}
              onFocus={DemoDialog.preload}
              onClick={() => {
                trackSectionClick("demo", "hero");
                setIsDemoOpen(true);
              }}
            >
              <Play className="h-4 w-4 text-brand-600 shrink-0" fill="currentColor" />
              {t("hero.watchDemo")}
            </Button>
          </div>

          <HeroFigures />
        </div>

        <Deferred>
          <HeroIllustration />
        </Deferred>
      </div>
      {isDemoMounted ? (
        <Suspense fallback={null}>
          <DemoDialog isOpen={isDemoOpen} onOpenChange={setIsDemoOpen} />
        </Suspense>
      ) : null}
    </section>
  );
}
