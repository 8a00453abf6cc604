import { useId } from "react";
import { CAPTION_MAX, HASHTAGS_MAX } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/input";
import { FileSizeMeter } from "./file-size-meter";
import { IconSparkles } from "./panel-icons";

type AnalyzeDetailsProps = {
  caption: string;
  hashtags: string;
  onCaptionChange: (value: string) => void;
  onHashtagsChange: (value: string) => void;
  fieldErrors: Record<string, string[]>;
  fileBytes: number;
  isTooLarge: boolean;
  fileError: string | null;
  fileErrorId: string;
  analyzeButtonId: string;
  isAnalyzeDisabled: boolean;
  /** "Checking payment…" while the payment gate asks the server. */
  analyzeLabel: string;
  /** What this analysis will cost (accessLine of shared/billing.ts). */
  accessLine: string;
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

/** Caption, hashtags, the size meter and the Analyze button (customer-app §2 "Analyze section"). */
export function AnalyzeDetails(props: AnalyzeDetailsProps) {
  const captionId = useId();
  const hashtagsId = useId();
  const captionError = props.fieldErrors.caption?.[0];
  const hashtagsError = props.fieldErrors.hashtags?.[0];

  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="space-y-1.5">
        <FieldLabel htmlFor={captionId}>Caption</FieldLabel>
        <Textarea
          id={captionId}
          name="caption"
          rows={3}
          dir="auto"
          maxLength={CAPTION_MAX}
          value={props.caption}
          onChange={(event) => props.onCaptionChange(event.target.value)}
          placeholder="Write the caption you plan to post"
          aria-invalid={captionError ? true : undefined}
          aria-describedby={captionError ? `${captionId}-error` : `${captionId}-count`}
          className="resize-y"
        />
        <FieldError id={`${captionId}-error`} message={captionError} />
        <p id={`${captionId}-count`} className="text-right text-xs tabular-nums text-slate-600">
          {props.caption.length}/{CAPTION_MAX}
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
          value={props.hashtags}
          onChange={(event) => props.onHashtagsChange(event.target.value)}
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
        <FileSizeMeter bytes={props.fileBytes} isTooLarge={props.isTooLarge} />
        <div className="min-h-5">
          {props.fileError ? (
            <p id={props.fileErrorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
              {props.fileError}
            </p>
          ) : null}
        </div>
      </div>

      <div className="mt-auto space-y-3">
        <Button
          id={props.analyzeButtonId}
          type="submit"
          size="lg"
          className="w-full"
          disabled={props.isAnalyzeDisabled}
        >
          <IconSparkles className="h-5 w-5" />
          {props.analyzeLabel}
        </Button>
        <p className="text-center text-sm text-slate-600">{props.accessLine}</p>
      </div>
    </div>
  );
}
