import { Suspense, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ArrowRight, Gift, Play, Star, TrendingUp } from "lucide-react";
import { trackSectionClick } from "@/lib/analytics";
import { lazyNamed, useLazyMount } from "@/lib/lazy";
import { scoreBand } from "@shared/constants";
import type { WorkedExamplesFile } from "@shared/schemas/worked-examples";
import workedExamples from "@shared/data/worked-examples.json";
import { HeroFigures } from "./hero-figures";
import { ScoreRing } from "./score-ring";

// The demo and the dialog around it are fetched when "Watch Demo" is pointed at, focused or clicked, not with the first
// page.
const DemoDialog = lazyNamed(() => import("./demo-dialog").then((module) => module.DemoDialog));

const WATCH_DEMO_BUTTON_ID = "watch-demo-button";

// The first worked example: a clip generated and scored by the engine (scripts/make-worked-examples.ts).
const heroExample = (workedExamples as WorkedExamplesFile).examples[0]!;

export function HeroSection() {
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
        <div className="absolute -top-40 left-1/2 h-[32rem] w-[32rem] -translate-x-1/2 rounded-full bg-brand-200/50 blur-3xl sm:left-[30%]" />
        <div className="absolute top-20 right-[-10rem] h-80 w-80 rounded-full bg-fuchsia-200/40 blur-3xl" />
      </div>

      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 sm:pb-24 lg:grid-cols-[1.15fr_1fr] lg:px-8">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-sm font-medium text-brand-700 shadow-sm">
            <Gift className="h-4 w-4 shrink-0" />
            Your first analysis is free
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            Know your viral score{" "}
            <span className="bg-linear-to-r from-brand-600 to-fuchsia-600 bg-clip-text text-transparent">
              before you post
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-600 lg:mx-0">
            Upload a TikTok, Reel or Short and get a viral score from 0 to 100 with clear recommendations measured from
            your video. Built for Arabic and English content, with trend detection for the Middle East and North Africa.
          </p>

          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
            <Button asChild size="lg">
              <a href="#analyze" onClick={() => trackSectionClick("analyze", "hero")}>
                Analyze Now
                <ArrowRight className="h-5 w-5 shrink-0" />
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
              Watch Demo
            </Button>
          </div>

          <HeroFigures />
        </div>

        <HeroIllustration />
      </div>
      {isDemoMounted ? (
        <Suspense fallback={null}>
          <DemoDialog isOpen={isDemoOpen} onOpenChange={setIsDemoOpen} />
        </Suspense>
      ) : null}
    </section>
  );
}

/**
 * A phone showing the first worked example (the section below): the score the engine gave that generated clip,
 * labelled as a worked example so nobody mistakes it for theirs or for a customer's. Decorative.
 */
function HeroIllustration() {
  const example = heroExample;
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-sm lg:block">
      <div className="relative mx-auto w-64 rounded-[2.5rem] border-[10px] border-slate-900 bg-slate-900 shadow-2xl shadow-brand-900/30">
        <div className="relative aspect-[9/16] overflow-hidden rounded-[1.8rem] bg-linear-to-br from-brand-500 via-fuchsia-500 to-amber-400">
          <div className="absolute inset-x-0 top-0 flex justify-between p-4 text-xs font-semibold text-white">
            <span className="rounded-full bg-black/30 px-2 py-0.5">Worked example</span>
            <span className="rounded-full bg-black/30 px-2 py-0.5">0:10</span>
          </div>
          <div className="absolute top-1/3 left-1/4 h-3 w-3 rounded-full bg-emerald-400 ring-4 ring-white/70" />
          <div className="absolute top-1/2 right-1/4 h-3 w-3 rounded-full bg-amber-300 ring-4 ring-white/70" />
          <div className="absolute inset-x-3 bottom-3 rounded-2xl bg-white p-4 shadow-lg">
            <div className="flex items-center gap-3">
              <ScoreRing score={example.viralScore} size="sm" />
              <div>
                <p className="text-xs font-medium text-slate-600">Viral score</p>
                <p className="text-base font-bold text-emerald-700">{scoreBand(example.viralScore)}</p>
              </div>
            </div>
            <p className="mt-3 text-xs text-slate-600">{example.title}</p>
          </div>
        </div>
      </div>
      <div className="absolute top-16 -left-6 flex items-center gap-2 rounded-xl bg-white px-3 py-2 text-sm font-semibold text-slate-800 shadow-lg ring-1 ring-slate-200">
        <TrendingUp className="h-4 w-4 text-emerald-600 shrink-0" />2 cuts in 0-3 s
      </div>
      <div className="absolute right-[-1rem] bottom-40 flex items-center gap-1 rounded-xl bg-white px-3 py-2 text-sm font-semibold text-slate-800 shadow-lg ring-1 ring-slate-200">
        <Star className="h-4 w-4 text-amber-500 shrink-0" fill="currentColor" />
        <bdi>{example.hashtags.split(" ")[0]}</bdi>
      </div>
    </div>
  );
}
