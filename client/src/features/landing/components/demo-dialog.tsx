import type { ReactNode } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Check, Lightbulb, Pause, Play, TrendingUp, Video } from "lucide-react";
import { cn } from "@/lib/cn";
import { MAX_UPLOAD_LABEL } from "@shared/constants";
import { useDemoPlayer } from "../hooks/use-demo-player";
import { ScoreRing } from "./score-ring";

type DemoDialogProps = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

const demoSteps = [
  {
    label: "Upload",
    title: "Upload your video",
    body: `Drop in an MP4, MOV, AVI, JPEG or PNG up to ${MAX_UPLOAD_LABEL}, then add your caption and hashtags.`,
  },
  {
    label: "Analyse",
    title: "Every signal is measured",
    body: "Hook, lighting, sound, framing, caption language and trending hashtags are measured from the file itself.",
  },
  {
    label: "Score",
    title: "Get your viral score",
    body: "A score from 0 to 100 with a clear band (Excellent, Good or Needs Work) and the factors behind it.",
  },
  {
    label: "Improve",
    title: "Act on clear recommendations",
    body: "Every tip names the measurement behind it, so you know exactly what to change before you post.",
  },
] as const;

/** The "Watch Demo" dialog; the player lives inside the content, so closing the dialog stops its timer. */
export function DemoDialog({ isOpen, onOpenChange }: DemoDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        title="ViralScore Demo"
        description="From upload to recommendations in four steps."
        className="sm:max-w-2xl sm:p-8"
      >
        <DemoPlayer />
      </DialogContent>
    </Dialog>
  );
}

function DemoPlayer() {
  const player = useDemoPlayer();
  const step = demoSteps[player.step] ?? demoSteps[0];
  const progress = player.progressOf(player.step);

  return (
    <div>
      <div className="relative h-72 overflow-hidden rounded-xl bg-linear-to-br from-slate-900 to-brand-900 p-4 sm:p-6">
        <div className="flex h-full items-center justify-center">
          {player.step === 0 ? <UploadVisual progress={progress} /> : null}
          {player.step === 1 ? <AnalyseVisual progress={progress} /> : null}
          {player.step === 2 ? <ScoreVisual progress={progress} /> : null}
          {player.step === 3 ? <RecommendationsVisual progress={progress} /> : null}
        </div>
      </div>

      <div className="mt-5 min-h-[9rem] sm:min-h-[6.5rem]" aria-live="polite">
        <p className="text-sm font-semibold text-brand-700">
          Step {player.step + 1} of {player.stepCount}
        </p>
        <h3 className="mt-1 text-lg font-semibold text-slate-900">{step.title}</h3>
        <p className="mt-1 text-slate-600">{step.body}</p>
      </div>

      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        <button
          type="button"
          onClick={player.isPlaying ? player.pause : player.play}
          className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 sm:w-28"
        >
          {player.isPlaying ? (
            <Pause className="h-4 w-4 shrink-0" fill="currentColor" />
          ) : (
            <Play className="h-4 w-4 shrink-0" fill="currentColor" />
          )}
          {player.isPlaying ? "Pause" : player.isFinished ? "Replay" : "Play"}
        </button>
        <ol className="grid flex-1 grid-cols-4 gap-2" aria-label="Demo steps">
          {demoSteps.map((item, index) => (
            <li key={item.label}>
              <button
                type="button"
                onClick={() => player.jumpTo(index)}
                aria-current={index === player.step ? "step" : undefined}
                aria-label={`Step ${index + 1}: ${item.label}`}
                className={cn(
                  "w-full rounded-md px-1.5 py-1.5 text-left text-xs font-semibold hover:bg-slate-100 sm:text-sm",
                  index === player.step ? "text-brand-700" : "text-slate-600",
                )}
              >
                <span className="block">{item.label}</span>
                <span aria-hidden="true" className="mt-1.5 block h-1.5 overflow-hidden rounded-full bg-slate-200">
                  <span
                    className="block h-full origin-left rounded-full bg-brand-600 transition-transform duration-100 ease-linear"
                    style={{ transform: `scaleX(${player.progressOf(index)})` }}
                  />
                </span>
              </button>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

function Panel({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("w-full max-w-sm rounded-xl bg-white p-4 shadow-xl", className)}>{children}</div>;
}

function UploadVisual({ progress }: { progress: number }) {
  const uploaded = Math.min(1, progress * 1.25);
  return (
    <Panel>
      <div className="flex items-center gap-3">
        <span className="grid h-10 w-10 place-items-center rounded-lg bg-brand-50 text-brand-700">
          <Video className="h-5 w-5 shrink-0" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-slate-900">desert-sunset-reel.mp4</p>
          <p className="text-xs text-slate-600">42 MB of {MAX_UPLOAD_LABEL} · 0:28 · 9:16</p>
        </div>
        <span className="text-xs font-semibold tabular-nums text-slate-700">{Math.round(uploaded * 100)}%</span>
      </div>
      <div className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full origin-left rounded-full bg-brand-600" style={{ transform: `scaleX(${uploaded})` }} />
      </div>
      <div className="mt-4 space-y-2 text-sm">
        <p className="rounded-lg border border-slate-200 px-3 py-2 text-slate-800" dir="auto">
          غروب الصحراء من الرياض شاركونا رأيكم!
        </p>
        <p className="rounded-lg border border-slate-200 px-3 py-2 text-brand-700" dir="auto">
          #الرياض #ترند #sunset
        </p>
      </div>
    </Panel>
  );
}

const signals = [
  "Opening hook (0-3 s)",
  "Lighting and contrast",
  "Audio and loudness",
  "Framing 9:16",
  "Arabic caption and hashtags",
];

function AnalyseVisual({ progress }: { progress: number }) {
  const done = Math.floor(progress * (signals.length + 0.5));
  return (
    <Panel>
      <p className="text-sm font-semibold text-slate-900">Analysing desert-sunset-reel.mp4</p>
      <ul className="mt-3 space-y-2">
        {signals.map((signal, index) => {
          const isDone = index < done;
          const isActive = index === done;
          return (
            <li key={signal} className="flex items-center gap-3 text-sm">
              <span
                className={cn(
                  "grid h-5 w-5 place-items-center rounded-full",
                  isDone ? "bg-emerald-500 text-white" : "border-2 border-slate-300",
                  isActive && "border-brand-600 border-t-transparent motion-safe:animate-spin",
                )}
              >
                {isDone ? <Check className="h-3.5 w-3.5 shrink-0" /> : null}
              </span>
              <span className={isDone || isActive ? "text-slate-900" : "text-slate-500"}>{signal}</span>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

const factors = [
  ["Hook strength", 92],
  ["Emotional impact", 84],
  ["Shareability", 81],
  ["Algorithm fit", 88],
] as const;

function ScoreVisual({ progress }: { progress: number }) {
  const shown = Math.min(1, progress * 1.6);
  const eased = 1 - (1 - shown) ** 3;
  return (
    <Panel className="flex items-center gap-5">
      <div className="text-center">
        <ScoreRing score={87 * eased} />
        <p className={cn("mt-2 text-sm font-bold text-emerald-700 transition-opacity", shown < 1 && "opacity-0")}>
          Excellent
        </p>
      </div>
      <ul className="flex-1 space-y-2.5">
        {factors.map(([label, value]) => (
          <li key={label} className="text-xs text-slate-700">
            <span className="flex justify-between">
              <span>{label}</span>
              <span className="font-semibold tabular-nums">{Math.round(value * eased)}</span>
            </span>
            <span className="mt-1 block h-1.5 overflow-hidden rounded-full bg-slate-200">
              <span
                className="block h-full origin-left rounded-full bg-brand-600"
                style={{ transform: `scaleX(${(value / 100) * eased})` }}
              />
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

const tips = [
  {
    icon: <TrendingUp className="h-4 w-4 shrink-0" />,
    text: "Add a cut in the first 3 s: your opening has none, and 1-2 cuts lift retention.",
  },
  {
    icon: <Lightbulb className="h-4 w-4 shrink-0" />,
    text: "Brighten the face area: it is 30% darker than the rest of the frame.",
  },
  { icon: <Check className="h-4 w-4 shrink-0" />, text: "Keep #الرياض: it is trending in Saudi Arabia this week." },
];

function RecommendationsVisual({ progress }: { progress: number }) {
  const visible = Math.min(tips.length, Math.floor(progress * 4) + 1);
  return (
    <ul className="w-full max-w-sm space-y-2">
      {tips.map((tip, index) => (
        <li
          key={tip.text}
          className={cn(
            "flex items-start gap-3 rounded-xl bg-white p-3 text-xs text-slate-800 shadow-lg transition-all duration-300 sm:text-sm",
            index < visible ? "translate-y-0 opacity-100" : "translate-y-2 opacity-0",
          )}
        >
          <span className="mt-0.5 grid h-6 w-6 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
            {tip.icon}
          </span>
          <span dir="auto">{tip.text}</span>
        </li>
      ))}
    </ul>
  );
}
