import { Button } from "@/components/ui/button";
import { IconClock, IconUpload, IconVideo } from "@/components/ui/icons";
import { MAX_UPLOAD_LABEL } from "@shared/constants";
import type { PublicUser } from "@shared/schemas/user";
import { SectionHeading } from "./section-heading";

const ACCEPTED_FORMATS = ["MP4", "MOV", "AVI", "JPEG", "PNG"] as const;

type AnalyzeSectionProps = { user: PublicUser | null; onRequireAuth: () => void };

/**
 * The analyze section. The upload itself ships in a later release; until then the section says so plainly
 * (no fake upload area that accepts files) and lets guests create the account they will need.
 */
export function AnalyzeSection({ user, onRequireAuth }: AnalyzeSectionProps) {
  return (
    <section id="analyze" aria-labelledby="analyze-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="analyze-heading" eyebrow="Analyze" title="Analyze Your Content">
          Upload a short video or image, add your caption and hashtags, and get your viral score with recommendations
          you can act on.
        </SectionHeading>

        <div className="mx-auto mt-12 grid max-w-5xl gap-6 lg:grid-cols-[1.3fr_1fr]">
          <div className="rounded-2xl border-2 border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="mb-5 inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
              <IconClock className="h-4 w-4" />
              Opens in the next release
            </p>
            <span className="mx-auto grid h-14 w-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
              <IconUpload className="h-7 w-7" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">Video or image upload</h3>
            <p className="mt-1 text-slate-600">Accepted formats, up to {MAX_UPLOAD_LABEL} per file:</p>
            <ul className="mt-4 flex flex-wrap justify-center gap-2" aria-label="Accepted file formats">
              {ACCEPTED_FORMATS.map((format) => (
                <li
                  key={format}
                  className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm font-medium text-slate-700"
                >
                  {format}
                </li>
              ))}
            </ul>
            <p className="mt-6 flex items-center justify-center gap-2 text-sm text-slate-600">
              <IconVideo className="h-4 w-4" />
              Vertical 9:16 video is native to TikTok, Reels and Shorts.
            </p>
          </div>

          <div className="flex flex-col justify-center rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
            {user ? (
              <div role="status">
                <h3 className="text-xl font-semibold text-slate-900">Analysis opens in the next release</h3>
                <p className="mt-2 text-slate-600">
                  Uploads are not available yet. Your account and plan are ready: as soon as analysis opens you can
                  upload here without signing up again.
                </p>
              </div>
            ) : (
              <div>
                <h3 className="text-xl font-semibold text-slate-900">Your first analysis is free</h3>
                <p className="mt-2 text-slate-600">
                  Create a free account to analyse content. Every new account includes one complete analysis, no card
                  needed.
                </p>
                <Button size="lg" className="mt-6 w-full" onClick={onRequireAuth}>
                  Sign Up to Analyze
                </Button>
                <p className="mt-3 text-center text-sm text-slate-600">
                  Uploads open in the next release; sign up now to be ready.
                </p>
              </div>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
