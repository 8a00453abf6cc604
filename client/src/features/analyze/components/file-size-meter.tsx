import { useTranslation } from "react-i18next";
import { MAX_UPLOAD_BYTES } from "@shared/constants";
import { useFormat } from "@/i18n/format";
import { cn } from "@/lib/cn";
import { useFileSize } from "@/lib/file-size";
import { uploadLimitShare } from "../utils/upload-limits";

/** How much of the 300MB upload limit the chosen file uses. */
export function FileSizeMeter({ bytes, isTooLarge }: { bytes: number; isTooLarge: boolean }) {
  const { t } = useTranslation("analyze");
  const fileSize = useFileSize();
  const format = useFormat();
  const share = uploadLimitShare(bytes);
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-medium text-slate-800">{t("size.label")}</span>
        <span className={cn("tabular-nums", isTooLarge ? "font-semibold text-red-700" : "text-slate-600")}>
          {t("size.ofLimit", {
            size: bytes > 0 ? fileSize(bytes) : t("fileSize.mb", { ns: "common", value: format.number(0) }),
            limit: t("fileSize.mb", { ns: "common", value: format.number(MAX_UPLOAD_BYTES / (1024 * 1024)) }),
          })}
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
