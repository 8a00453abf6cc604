import { useState, type DragEvent, type RefObject } from "react";
import { MAX_UPLOAD_LABEL } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatMegabytes, UPLOAD_ACCEPT, type FileCheck } from "../utils/upload-file";
import { MediaPreview } from "./media-preview";
import { IconUpload, IconVideo } from "./panel-icons";

const ACCEPTED_FORMATS = ["MP4", "MOV", "AVI", "JPEG", "PNG"] as const;

type UploadAreaProps = {
  inputRef: RefObject<HTMLInputElement | null>;
  ids: { input: string; formats: string; fileError: string };
  file: File | null;
  check: FileCheck | null;
  previewUrl: string | null;
  isGuest: boolean;
  isBusy: boolean;
  /** A guest tried to choose a file: ask them to sign up instead. */
  onGuest: () => void;
  onSelect: (file: File | undefined) => void;
  onRemove: () => void;
};

/** Drag-and-drop or click upload (customer-app §2): the file input is hidden; the whole area is its label. */
export function UploadArea({
  inputRef,
  ids,
  file,
  check,
  previewUrl,
  isGuest,
  isBusy,
  onGuest,
  onSelect,
  onRemove,
}: UploadAreaProps) {
  const [isDragging, setIsDragging] = useState(false);
  const fileError = check && !check.isValid ? check.message : null;

  function handleDrag(event: DragEvent<HTMLDivElement>, isOver: boolean) {
    event.preventDefault();
    if (event.type === "dragleave" && event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setIsDragging(isOver);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    if (isGuest) onGuest();
    else onSelect(event.dataTransfer.files[0]);
  }

  return (
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
        id={ids.input}
        type="file"
        accept={UPLOAD_ACCEPT}
        aria-label="Upload video or image"
        aria-describedby={fileError ? ids.fileError : ids.formats}
        aria-invalid={fileError ? true : undefined}
        className="sr-only"
        onClick={(event) => {
          if (isGuest) {
            event.preventDefault();
            onGuest();
          }
        }}
        onChange={(event) => onSelect(event.target.files?.[0])}
      />
      {file ? (
        <div className="p-4 sm:p-5">
          <MediaPreview file={file} url={previewUrl} kind={check?.kind ?? null} />
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
            <div className="flex min-w-0 flex-1 items-center gap-3">
              <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                <IconVideo />
              </span>
              <div className="min-w-0">
                <p dir="auto" className="truncate font-semibold text-slate-900">
                  {file.name}
                </p>
                <p id={ids.formats} className="text-sm text-slate-600">
                  {check?.kind === "image" ? "Image" : check?.kind === "video" ? "Video" : "File"} ·{" "}
                  {formatMegabytes(file.size)}
                </p>
              </div>
            </div>
            <div className="flex gap-2">
              <label
                htmlFor={ids.input}
                className="inline-flex h-9 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-50"
              >
                Change file
              </label>
              <Button variant="ghost" size="sm" onClick={onRemove} disabled={isBusy}>
                Remove file
              </Button>
            </div>
          </div>
        </div>
      ) : (
        <label
          htmlFor={ids.input}
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
          <span id={ids.formats} className="mt-5 flex flex-wrap justify-center gap-2">
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
          {isGuest ? (
            <span className="mt-4 rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900">
              Create a free account to upload: your first analysis is free
            </span>
          ) : null}
        </label>
      )}
    </div>
  );
}
