import { useState, type DragEvent, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import type { FileCheck } from "../utils/upload-file";
import { UPLOAD_ACCEPT } from "../utils/upload-limits";
import { UploadPrompt } from "./upload-prompt";

type UploadAreaProps = {
  inputRef: RefObject<HTMLInputElement | null>;
  ids: { input: string; formats: string; fileError: string };
  file: File | null;
  check: FileCheck | null;
  /**
   * The chosen file's card (ChosenFile), given by the working form while a file is chosen: the shell painted first
   * never has one, so its code loads with the form (docs/decisions/010-lean-first-page.md).
   */
  chosenFile: ReactNode;
  isGuest: boolean;
  /** A guest tried to choose a file: ask them to sign up instead. */
  onGuest: () => void;
  onSelect: (file: File | undefined) => void;
  /**
   * The shell painted before the working form loads: the same area without its file input, so nothing can be
   * chosen (or lost) until the form that handles it is there.
   */
  isDormant?: boolean;
};

/** Drag-and-drop or click upload: the file input is hidden; the whole area is its label. */
export function UploadArea({
  inputRef,
  ids,
  file,
  check,
  chosenFile,
  isGuest,
  onGuest,
  onSelect,
  isDormant = false,
}: UploadAreaProps) {
  const { t } = useTranslation("analyze");
  const [isDragging, setIsDragging] = useState(false);
  const fileError = check && !check.isValid ? check.reason : null;

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
      {isDormant ? null : (
        <input
          ref={inputRef}
          id={ids.input}
          type="file"
          accept={UPLOAD_ACCEPT}
          aria-label={t("upload.inputLabel")}
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
      )}
      {file && check && chosenFile ? (
        chosenFile
      ) : (
        <UploadPrompt inputId={ids.input} formatsId={ids.formats} isDragging={isDragging} isGuest={isGuest} />
      )}
    </div>
  );
}
