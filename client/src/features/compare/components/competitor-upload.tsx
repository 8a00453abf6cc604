import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ACCEPTED_UPLOAD_MIME_TYPES, CAPTION_MAX, HASHTAGS_MAX } from "@shared/constants";
import type { Analysis } from "@shared/schemas/analysis";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { ApiError } from "@/lib/api-client";

// Analyse a competitor's post: the file the creator has, with its caption and hashtags. The page hands in the upload
// (the analyze feature's POST /api/analyze with kind=competitor), so this form only collects the three fields; the
// server checks the file by its content and stores it as a competitor analysis.

export type CompetitorUploadInput = {
  file: File;
  caption: string;
  hashtags: string;
  onUploadProgress: (loaded: number, total: number) => void;
};

export function CompetitorUpload({
  upload,
  onAnalysed,
}: {
  upload: (input: CompetitorUploadInput) => Promise<Analysis>;
  onAnalysed: (analysis: Analysis) => void;
}) {
  const { t } = useTranslation("compare");
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState("");
  const [hashtags, setHashtags] = useState("");
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isBusy = percent !== null;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setError(t("upload.chooseFirst"));
    setError(null);
    setPercent(0);
    try {
      const analysis = await upload({
        file,
        caption,
        hashtags,
        onUploadProgress: (loaded, total) => setPercent(Math.round((loaded / Math.max(total, 1)) * 100)),
      });
      setFile(null);
      setCaption("");
      setHashtags("");
      onAnalysed(analysis);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.serverMessage : t("upload.failed"));
    } finally {
      setPercent(null);
    }
  }

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      aria-labelledby={`${id}-heading`}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold text-slate-900">
        {t("upload.heading")}
      </h2>
      <p className="text-sm text-slate-600">{t("upload.intro")}</p>
      <Field id={`${id}-file`} label={t("upload.file")}>
        <input
          id={`${id}-file`}
          type="file"
          accept={ACCEPTED_UPLOAD_MIME_TYPES.join(",")}
          disabled={isBusy}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="block w-full text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
        />
      </Field>
      <Field id={`${id}-caption`} label={t("upload.caption")} optional>
        <Textarea
          id={`${id}-caption`}
          value={caption}
          dir="auto"
          maxLength={CAPTION_MAX}
          disabled={isBusy}
          onChange={(event) => setCaption(event.target.value)}
        />
      </Field>
      <Field id={`${id}-hashtags`} label={t("upload.hashtags")} optional>
        <Input
          id={`${id}-hashtags`}
          value={hashtags}
          dir="auto"
          maxLength={HASHTAGS_MAX}
          disabled={isBusy}
          onChange={(event) => setHashtags(event.target.value)}
        />
      </Field>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={isBusy}>
        {isBusy ? t("upload.analysing", { percent }) : t("upload.submit")}
      </Button>
    </form>
  );
}
