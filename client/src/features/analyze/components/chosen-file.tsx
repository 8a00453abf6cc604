import { File as FileIcon, Image as ImageIcon, Video } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useFileSize } from "@/lib/file-size";
import type { FileCheck } from "../utils/upload-file";
import { MediaPreview } from "./media-preview";

type ChosenFileProps = {
  file: File;
  check: FileCheck;
  /** An object URL of the file; null when the file cannot be analysed (then nothing is previewed). */
  previewUrl: string | null;
  inputId: string;
  formatsId: string;
  isBusy: boolean;
  onRemove: () => void;
};

/** The chosen file: its preview when it can be analysed, its name, kind and size, Change file and Remove file. */
export function ChosenFile({ file, check, previewUrl, inputId, formatsId, isBusy, onRemove }: ChosenFileProps) {
  const { t } = useTranslation("analyze");
  const fileSize = useFileSize();
  const KindIcon = check.kind === "image" ? ImageIcon : check.kind === "video" ? Video : FileIcon;
  return (
    <div className="p-4 sm:p-5">
      {/* An oversize, unsupported or empty file is not previewed: its error (beside the Analyze button) says all. */}
      {check.isValid ? <MediaPreview file={file} url={previewUrl} kind={check.kind} /> : null}
      <div className={cn("flex flex-col gap-3 sm:flex-row sm:items-center", check.isValid && "mt-4")}>
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
            <KindIcon className="h-5 w-5 shrink-0" />
          </span>
          <div className="min-w-0">
            <p dir="auto" className="truncate font-semibold text-slate-900">
              {file.name}
            </p>
            <p id={formatsId} className="text-sm text-slate-600">
              {t("chosen.details", { kind: t(`chosen.kind.${check.kind ?? "file"}`), size: fileSize(file.size) })}
            </p>
          </div>
        </div>
        <div className="flex gap-2">
          <label
            htmlFor={inputId}
            className="inline-flex h-9 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-50"
          >
            {t("chosen.changeFile")}
          </label>
          <Button variant="ghost" size="sm" onClick={onRemove} disabled={isBusy}>
            {t("chosen.removeFile")}
          </Button>
        </div>
      </div>
    </div>
  );
}
