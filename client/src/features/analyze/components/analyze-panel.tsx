import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent, type ReactNode } from "react";
import { CAPTION_MAX, HASHTAGS_MAX, MAX_UPLOAD_LABEL } from "@shared/constants";
import type { Analysis } from "@shared/schemas/analysis";
import type { PublicUser } from "@shared/schemas/user";
import { Button } from "@/components/ui/button";
import { IconRefresh, IconSparkles, IconUpload, IconVideo } from "./panel-icons";
import { Input, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { trackEvent } from "@/lib/analytics";
import { cn } from "@/lib/cn";
import { useAnalyze } from "../hooks/use-analyze";
import { useFilePreview } from "../hooks/use-file-preview";
import { describeAnalysisFailure } from "../utils/analysis-error";
import { checkUploadFile, formatMegabytes, UPLOAD_ACCEPT } from "../utils/upload-file";
import { FileSizeMeter } from "./file-size-meter";
import { PlanChoiceDialog } from "./plan-choice-dialog";
import { ProgressOverlay } from "./progress-overlay";

const ACCEPTED_FORMATS = ["MP4", "MOV", "AVI", "JPEG", "PNG"] as const;

export type AnalyzeResultView = {
  analysis: Analysis;
  /** The uploaded file's preview, for the insight dots. */
  media: { url: string; kind: "video" | "image" } | null;
  /** Clears the form and the results; place it beside the results' own actions. */
  newAnalysisButton: ReactNode;
  /** Give the results' heading this id: focus moves there when the analysis finishes. */
  headingId: string;
};

type AnalyzePanelProps = {
  /** The signed-in user, or null for a guest (guests are asked to sign up). */
  user: PublicUser | null;
  onRequireAuth: () => void;
  /** The results view; composed by the page, since it belongs to the analyses feature. */
  renderResults: (view: AnalyzeResultView) => ReactNode;
};

function FieldLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <div className="flex items-baseline justify-between gap-2">
      <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
        {children}
      </label>
      <span className="text-xs text-slate-500">Optional</span>
    </div>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      {message}
    </p>
  );
}

function hasNoTrialLeft(user: PublicUser): boolean {
  return !user.isPremium && user.freeTrialsUsed >= user.freeTrialLimit;
}

function planLine(user: PublicUser | null): string {
  if (!user) return "Your first analysis is free: create an account to start.";
  if (user.isPremium) return "Pro plan: unlimited analyses.";
  const left = Math.max(0, user.freeTrialLimit - user.freeTrialsUsed);
  if (left > 0) return `Free analyses used: ${user.freeTrialsUsed}/${user.freeTrialLimit}. This one is free.`;
  return `Free analyses used: ${user.freeTrialsUsed}/${user.freeTrialLimit}. Further analyses are $1 each, or unlimited with Pro.`;
}

/** The analyze section's working part (customer-app §2): upload, caption, hashtags, progress, results. */
export function AnalyzePanel({ user, onRequireAuth, renderResults }: AnalyzePanelProps) {
  const inputId = useId();
  const formatsId = useId();
  const captionId = useId();
  const hashtagsId = useId();
  const fileErrorId = useId();
  const resultsHeadingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const analyzeButtonId = useId();

  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState("");
  const [hashtags, setHashtags] = useState("");
  const [isDragging, setIsDragging] = useState(false);
  const [isPlanChoiceOpen, setIsPlanChoiceOpen] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  // Chromium cannot play every container (QuickTime): the preview then says so instead of staying black.
  const [unplayableUrl, setUnplayableUrl] = useState<string | null>(null);

  const previewUrl = useFilePreview(file);
  const check = file ? checkUploadFile(file) : null;
  const analyze = useAnalyze();
  const analysis = analyze.data;

  // The finished analysis replaces the form: take keyboard and screen-reader focus to its heading.
  const analysisId = analysis?.id;
  useEffect(() => {
    if (analysisId === undefined) return;
    const heading = document.getElementById(resultsHeadingId);
    heading?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [analysisId, resultsHeadingId]);

  function askToSignUp() {
    toast({ title: "Registration Required", description: "Sign up or log in to analyse your content" });
    onRequireAuth();
  }

  function selectFile(next: File | undefined) {
    if (!next) return;
    const nextCheck = checkUploadFile(next);
    setFile(next);
    setFieldErrors({});
    trackEvent("file_uploaded", {
      fileType: next.type || "unknown",
      fileSize: next.size,
      isValid: nextCheck.isValid,
    });
  }

  function handleDrag(event: DragEvent<HTMLDivElement>, isOver: boolean) {
    event.preventDefault();
    if (event.type === "dragleave" && event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setIsDragging(isOver);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    if (!user) {
      askToSignUp();
      return;
    }
    selectFile(event.dataTransfer.files[0]);
  }

  function clearForm() {
    analyze.reset();
    setFile(null);
    setCaption("");
    setHashtags("");
    setFieldErrors({});
    if (inputRef.current) inputRef.current.value = "";
  }

  function handleNewAnalysis() {
    clearForm();
    // Back to the top of the form, ready for the next file.
    requestAnimationFrame(() => {
      document.getElementById("analyze")?.scrollIntoView({ block: "start" });
      inputRef.current?.focus({ preventScroll: true });
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user) {
      askToSignUp();
      return;
    }
    if (!file || !check?.isValid) {
      toast({
        title: "Upload a file first",
        description: "Please upload a video or image to analyse.",
        variant: "destructive",
      });
      return;
    }
    if (hasNoTrialLeft(user)) {
      toast({
        title: "Free trial exhausted",
        description: "You've used your free analysis. Please upgrade or purchase per-post analysis to continue.",
        variant: "destructive",
      });
      setIsPlanChoiceOpen(true);
      return;
    }
    setFieldErrors({});
    const isQuickTime = check.isQuickTime;
    analyze.mutate(
      {
        file,
        kind: check.kind,
        userId: user.id,
        caption,
        hashtags,
        paymentType: user.isPremium ? "monthly" : "free",
        isQuickTime,
      },
      {
        onError: (error) => {
          const failure = describeAnalysisFailure(error, isQuickTime);
          toast({ title: failure.title, description: failure.description, variant: failure.variant });
          if (error instanceof ApiError && error.fieldErrors) setFieldErrors(error.fieldErrors);
          if (failure.opensPlanChoice) setIsPlanChoiceOpen(true);
          else if (failure.opensAuth) onRequireAuth();
          else requestAnimationFrame(() => document.getElementById(analyzeButtonId)?.focus());
        },
      },
    );
  }

  if (analysis) {
    // Even an unplayable file is passed on: the results preview then says it cannot be shown (not "not kept").
    const media = previewUrl && check?.kind ? { url: previewUrl, kind: check.kind } : null;
    return (
      <div ref={resultsRef} className="mx-auto mt-12 max-w-6xl scroll-mt-20">
        {renderResults({
          analysis,
          media,
          headingId: resultsHeadingId,
          newAnalysisButton: (
            <Button variant="secondary" onClick={handleNewAnalysis}>
              <IconRefresh className="h-4 w-4" />
              New Analysis
            </Button>
          ),
        })}
      </div>
    );
  }

  const captionError = fieldErrors.caption?.[0];
  const hashtagsError = fieldErrors.hashtags?.[0];
  const fileError = check && !check.isValid ? check.message : null;
  const isAnalyzeDisabled = analyze.isPending || (user !== null && !check?.isValid);

  return (
    <div className="mx-auto mt-12 max-w-5xl">
      <form
        onSubmit={handleSubmit}
        noValidate
        aria-label="Analyze your content"
        className="grid gap-6 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)]"
      >
        {/* Upload area: the file input is visually hidden; the whole area is its label and drop target. */}
        <div
          onDragEnter={(event) => handleDrag(event, true)}
          onDragOver={(event) => handleDrag(event, true)}
          onDragLeave={(event) => handleDrag(event, false)}
          onDrop={handleDrop}
          className={cn(
            "relative rounded-2xl border-2 bg-white transition-colors has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-600",
            file ? "border-slate-200 shadow-sm" : "border-dashed",
            isDragging ? "border-brand-500 bg-brand-50" : !file && "border-slate-300 hover:border-brand-400",
            fileError && "border-red-300",
          )}
        >
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={UPLOAD_ACCEPT}
            aria-label="Upload video or image"
            aria-describedby={fileError ? fileErrorId : formatsId}
            aria-invalid={fileError ? true : undefined}
            className="sr-only"
            onClick={(event) => {
              if (!user) {
                event.preventDefault();
                askToSignUp();
              }
            }}
            onChange={(event) => selectFile(event.target.files?.[0])}
          />
          {file ? (
            <div className="p-4 sm:p-5">
              <div className="grid h-72 place-items-center overflow-hidden rounded-xl bg-slate-900 sm:h-96">
                {previewUrl && previewUrl === unplayableUrl ? (
                  <p className="px-6 text-center text-sm text-slate-300">
                    This browser cannot preview this file, but it can still be analysed.
                  </p>
                ) : previewUrl && check?.kind === "video" ? (
                  <video
                    key={previewUrl}
                    src={previewUrl}
                    controls
                    muted
                    playsInline
                    preload="metadata"
                    aria-label={`Preview of ${file.name}`}
                    onError={() => setUnplayableUrl(previewUrl)}
                    className="h-full w-full object-contain"
                  />
                ) : previewUrl && check?.kind === "image" ? (
                  <img
                    src={previewUrl}
                    alt={`Preview of ${file.name}`}
                    onError={() => setUnplayableUrl(previewUrl)}
                    className="h-full w-full object-contain"
                  />
                ) : (
                  <p className="px-6 text-center text-sm text-slate-300">No preview for this file type.</p>
                )}
              </div>
              <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                    <IconVideo />
                  </span>
                  <div className="min-w-0">
                    <p dir="auto" className="truncate font-semibold text-slate-900">
                      {file.name}
                    </p>
                    <p id={formatsId} className="text-sm text-slate-600">
                      {check?.kind === "image" ? "Image" : check?.kind === "video" ? "Video" : "File"} ·{" "}
                      {formatMegabytes(file.size)}
                    </p>
                  </div>
                </div>
                <div className="flex gap-2">
                  <label
                    htmlFor={inputId}
                    className="inline-flex h-9 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-50"
                  >
                    Change file
                  </label>
                  <Button variant="ghost" size="sm" onClick={clearForm} disabled={analyze.isPending}>
                    Remove file
                  </Button>
                </div>
              </div>
            </div>
          ) : (
            <label
              htmlFor={inputId}
              className="flex min-h-80 cursor-pointer flex-col items-center justify-center px-6 py-10 text-center sm:min-h-96"
            >
              <span className="grid h-14 w-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
                <IconUpload className="h-7 w-7" />
              </span>
              <span className="mt-4 text-lg font-semibold text-slate-900">
                {isDragging ? "Drop your file here" : "Drag and drop your video or image"}
              </span>
              <span className="mt-1 text-slate-600">
                or <span className="font-semibold text-brand-700 underline underline-offset-4">click to browse</span>
              </span>
              <span id={formatsId} className="mt-5 flex flex-wrap justify-center gap-2">
                <span className="sr-only">Accepted formats:</span>
                {ACCEPTED_FORMATS.map((format) => (
                  <span
                    key={format}
                    className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm font-medium text-slate-700"
                  >
                    {format}
                  </span>
                ))}
                <span className="sr-only">, up to {MAX_UPLOAD_LABEL}.</span>
              </span>
              <span aria-hidden="true" className="mt-3 text-sm text-slate-600">
                Up to {MAX_UPLOAD_LABEL} · Vertical 9:16 video is native to TikTok, Reels and Shorts
              </span>
              {!user ? (
                <span className="mt-4 rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900">
                  Create a free account to upload: your first analysis is free
                </span>
              ) : null}
            </label>
          )}
        </div>

        {/* Details and the Analyze button. */}
        <div className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <div className="space-y-1.5">
            <FieldLabel htmlFor={captionId}>Caption</FieldLabel>
            <Textarea
              id={captionId}
              name="caption"
              rows={3}
              dir="auto"
              maxLength={CAPTION_MAX}
              value={caption}
              onChange={(event) => setCaption(event.target.value)}
              placeholder="Write the caption you plan to post"
              aria-invalid={captionError ? true : undefined}
              aria-describedby={captionError ? `${captionId}-error` : `${captionId}-count`}
              className="resize-y"
            />
            <FieldError id={`${captionId}-error`} message={captionError} />
            <p id={`${captionId}-count`} className="text-right text-xs tabular-nums text-slate-600">
              {caption.length}/{CAPTION_MAX}
              <span className="sr-only"> characters</span>
            </p>
          </div>

          <div className="space-y-1.5">
            <FieldLabel htmlFor={hashtagsId}>Hashtags</FieldLabel>
            <Input
              id={hashtagsId}
              name="hashtags"
              dir="auto"
              maxLength={HASHTAGS_MAX}
              value={hashtags}
              onChange={(event) => setHashtags(event.target.value)}
              placeholder="#fyp #recipe #رمضان"
              autoComplete="off"
              aria-invalid={hashtagsError ? true : undefined}
              aria-describedby={hashtagsError ? `${hashtagsId}-error` : `${hashtagsId}-help`}
            />
            <FieldError id={`${hashtagsId}-error`} message={hashtagsError} />
            <p id={`${hashtagsId}-help`} className="text-xs text-slate-600">
              Separate hashtags with spaces. Arabic and English both count.
            </p>
          </div>

          <div>
            <FileSizeMeter
              bytes={file?.size ?? 0}
              isTooLarge={check?.isValid === false && check.reason === "too-large"}
            />
            <div className="min-h-5">
              {fileError ? (
                <p id={fileErrorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
                  {fileError}
                </p>
              ) : null}
            </div>
          </div>

          <div className="mt-auto space-y-3">
            <Button id={analyzeButtonId} type="submit" size="lg" className="w-full" disabled={isAnalyzeDisabled}>
              <IconSparkles className="h-5 w-5" />
              Analyze
            </Button>
            <p className="text-center text-sm text-slate-600">{planLine(user)}</p>
          </div>
        </div>
      </form>

      <ProgressOverlay
        isOpen={analyze.isPending}
        fileName={file?.name ?? ""}
        progress={analyze.progress}
        onCancel={analyze.cancel}
      />
      <PlanChoiceDialog isOpen={isPlanChoiceOpen} onOpenChange={setIsPlanChoiceOpen} />
    </div>
  );
}
