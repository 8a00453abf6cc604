import type { ReactNode } from "react";
import { ChartColumn, Sparkles, Upload } from "lucide-react";
import { MAX_UPLOAD_LABEL } from "@shared/constants";
import { SectionHeading } from "./section-heading";

const steps: Array<{ title: string; body: string; icon: ReactNode }> = [
  {
    title: "Upload your content",
    body: `Drop in a video or image (MP4, MOV, AVI, JPEG or PNG up to ${MAX_UPLOAD_LABEL}) and add the caption and hashtags you plan to post.`,
    icon: <Upload className="h-6 w-6 shrink-0" />,
  },
  {
    title: "We measure what matters",
    body: "Your opening hook, lighting, sound, framing and pacing are measured from the file, and your caption is read in Arabic or English against current MENA trends.",
    icon: <Sparkles className="h-6 w-6 shrink-0" />,
  },
  {
    title: "Get your score and fixes",
    body: "See a viral score from 0 to 100, what already works, and specific recommendations that name the measurement behind them.",
    icon: <ChartColumn className="h-6 w-6 shrink-0" />,
  },
];

export function HowItWorksSection() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="how-it-works-heading" eyebrow="How it works" title="From upload to insight in three steps">
          No guesswork and no waiting for the algorithm: know how your post is likely to perform before you publish it.
        </SectionHeading>

        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-4">
                <span className="grid h-12 w-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  {step.icon}
                </span>
                <span className="text-sm font-semibold text-slate-500">Step {index + 1}</span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
