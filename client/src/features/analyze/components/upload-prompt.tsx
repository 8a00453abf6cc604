import { Upload } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { MAX_UPLOAD_BYTES } from "@shared/constants";

const ACCEPTED_FORMATS = ["MP4", "MOV", "AVI", "JPEG", "PNG"] as const;
const MAX_UPLOAD_MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024);

type UploadPromptProps = {
  inputId: string;
  formatsId: string;
  isDragging: boolean;
  isGuest: boolean;
};

/** The empty upload area: the whole of it is the hidden file input's label. */
export function UploadPrompt({ inputId, formatsId, isDragging, isGuest }: UploadPromptProps) {
  const { t } = useTranslation("analyze");
  return (
    <label
      htmlFor={inputId}
      className="flex min-h-80 cursor-pointer flex-col items-center justify-center px-6 py-10 text-center sm:min-h-96"
    >
      <span className="grid h-14 w-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
        <Upload className="h-7 w-7 shrink-0" />
      </span>
      <span className="mt-4 text-lg font-semibold text-slate-900">
        {isDragging ? t("upload.dropHere") : t("upload.dragAndDrop")}
      </span>
      <span className="mt-1 text-slate-600">
        <Trans
          t={t}
          i18nKey="upload.orBrowse"
          components={{ browse: <span className="font-semibold text-brand-700 underline underline-offset-4" /> }}
        />
      </span>
      <span id={formatsId} className="mt-5 flex flex-wrap justify-center gap-2">
        <span className="sr-only">{t("upload.acceptedFormats")}</span>
        {ACCEPTED_FORMATS.map((format) => (
          <span
            key={format}
            className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm font-medium text-slate-700"
          >
            {format}
          </span>
        ))}
        <span className="sr-only">{t("upload.upTo", { megabytes: MAX_UPLOAD_MEGABYTES })}</span>
      </span>
      <span aria-hidden="true" className="mt-3 text-sm text-slate-600">
        {t("upload.hint", { megabytes: MAX_UPLOAD_MEGABYTES })}
      </span>
      {isGuest ? (
        <span className="mt-4 rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900">
          {t("upload.guestOffer")}
        </span>
      ) : null}
    </label>
  );
}
