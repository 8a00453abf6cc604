import { MAX_UPLOAD_LABEL } from "@shared/constants";
import { cn } from "@/lib/cn";
import { formatFileSize } from "@/lib/format";
import { uploadLimitShare } from "../utils/upload-file";

/** How much of the 300MB upload limit the chosen file uses. */
export function FileSizeMeter({ bytes, isTooLarge }: { bytes: number; isTooLarge: boolean }) {
  const share = uploadLimitShare(bytes);
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-medium text-slate-800">File size</span>
        <span className={cn("tabular-nums", isTooLarge ? "font-semibold text-red-700" : "text-slate-600")}>
          {bytes > 0 ? formatFileSize(bytes) : "0 MB"} of {MAX_UPLOAD_LABEL.replace("MB", " MB")}
        </span>
      </div>
      <div aria-hidden="true" className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100">
        <div
          className={cn(
            "h-full rounded-full",
            isTooLarge ? "bg-red-600" : share > 80 ? "bg-amber-500" : "bg-brand-600",
          )}
          style={{ width: `${Math.max(bytes > 0 ? 1 : 0, share)}%` }}
        />
      </div>
    </div>
  );
}
