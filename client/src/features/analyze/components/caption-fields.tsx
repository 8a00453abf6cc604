import { useId } from "react";
import { useWatch } from "react-hook-form";
import { CAPTION_MAX, HASHTAGS_MAX } from "@shared/constants";
import { Input, Textarea } from "@/components/ui/input";
import type { CaptionForm } from "../utils/caption-form";

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

/** Caption (with its n/2200 count) and hashtags: optional, Arabic or English, checked by the API's schema. */
export function CaptionFields({ form }: { form: CaptionForm }) {
  const captionId = useId();
  const hashtagsId = useId();
  const caption = useWatch({ control: form.control, name: "caption" }) ?? "";
  const { errors } = form.formState;
  const captionError = errors.caption?.message;
  const hashtagsError = errors.hashtags?.message;

  return (
    <>
      <div className="space-y-1.5">
        <FieldLabel htmlFor={captionId}>Caption</FieldLabel>
        <Textarea
          id={captionId}
          {...form.register("caption")}
          rows={3}
          dir="auto"
          maxLength={CAPTION_MAX}
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
          {...form.register("hashtags")}
          dir="auto"
          maxLength={HASHTAGS_MAX}
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
    </>
  );
}
