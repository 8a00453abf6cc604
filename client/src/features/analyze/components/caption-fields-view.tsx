import { useId, type ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { CAPTION_MAX, HASHTAGS_MAX } from "@shared/constants";
import { Input, Textarea } from "@/components/ui/input";
import { useFormat } from "@/i18n/format";

function FieldLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  const { t } = useTranslation("analyze");
  return (
    <div className="flex items-baseline justify-between gap-2">
      <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
        {children}
      </label>
      <span className="text-xs text-slate-500">{t("fields.optional")}</span>
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

type CaptionFieldsViewProps = {
  /** The form library's props for the caption textarea (name, ref, handlers), or readOnly in the shell. */
  caption: { control: ComponentProps<"textarea">; error?: string; length: number };
  hashtags: { control: ComponentProps<"input">; error?: string };
};

/**
 * Caption (with its n/2200 count) and hashtags, as the visitor sees them; the form state is the caller's
 * (caption-fields.tsx with react-hook-form, or the shell painted before it loads).
 */
export function CaptionFieldsView({ caption, hashtags }: CaptionFieldsViewProps) {
  const { t } = useTranslation("analyze");
  const format = useFormat();
  const captionId = useId();
  const hashtagsId = useId();

  return (
    <>
      <div className="space-y-1.5">
        <FieldLabel htmlFor={captionId}>{t("fields.caption")}</FieldLabel>
        <Textarea
          id={captionId}
          {...caption.control}
          rows={3}
          dir="auto"
          maxLength={CAPTION_MAX}
          placeholder={t("fields.captionPlaceholder")}
          aria-invalid={caption.error ? true : undefined}
          aria-describedby={caption.error ? `${captionId}-error` : `${captionId}-count`}
          className="resize-y"
        />
        <FieldError id={`${captionId}-error`} message={caption.error} />
        <p id={`${captionId}-count`} className="text-end text-xs tabular-nums text-slate-600">
          {t("fields.count", {
            length: format.number(caption.length, { useGrouping: false }),
            max: format.number(CAPTION_MAX, { useGrouping: false }),
          })}
          <span className="sr-only">{t("fields.characters")}</span>
        </p>
      </div>

      <div className="space-y-1.5">
        <FieldLabel htmlFor={hashtagsId}>{t("fields.hashtags")}</FieldLabel>
        <Input
          id={hashtagsId}
          {...hashtags.control}
          dir="auto"
          maxLength={HASHTAGS_MAX}
          placeholder={t("fields.hashtagsPlaceholder")}
          autoComplete="off"
          aria-invalid={hashtags.error ? true : undefined}
          aria-describedby={hashtags.error ? `${hashtagsId}-error` : `${hashtagsId}-help`}
        />
        <FieldError id={`${hashtagsId}-error`} message={hashtags.error} />
        <p id={`${hashtagsId}-help`} className="text-xs text-slate-600">
          {t("fields.hashtagsHelp")}
        </p>
      </div>
    </>
  );
}
