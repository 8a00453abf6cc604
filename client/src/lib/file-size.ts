import { useTranslation } from "react-i18next";
import { useFormat } from "@/i18n/format";

const KIB = 1024;
const MIB = 1024 * KIB;
const GIB = 1024 * MIB;

export type FileSizeParts =
  { unit: "bytes"; count: number } | { unit: "kb" | "mb" | "gb"; value: number; fractionDigits: 0 | 1 };

/**
 * A file size in the unit a person reads it in, rounded as formatFileSize (@/lib/format) rounds it: kilobytes whole,
 * megabytes and gigabytes with one decimal, every unit rounded up.
 */
export function fileSizeParts(bytes: number): FileSizeParts {
  const size = Math.max(0, Math.ceil(bytes));
  if (size < KIB) return { unit: "bytes", count: size };
  const kilobytes = Math.ceil(size / KIB);
  if (kilobytes < 1024) return { unit: "kb", value: kilobytes, fractionDigits: 0 };
  const megabytes = Math.ceil((size * 10) / MIB) / 10;
  if (megabytes < 1024) return { unit: "mb", value: megabytes, fractionDigits: 1 };
  return { unit: "gb", value: Math.ceil((size * 10) / GIB) / 10, fractionDigits: 1 };
}

/** formatFileSize in the reader's language and digits: "4.2 MB", "4.2 ميجابايت" (catalogue section fileSize). */
export function useFileSize(): (bytes: number) => string {
  const { t } = useTranslation("common");
  const format = useFormat();
  return (bytes) => {
    const parts = fileSizeParts(bytes);
    if (parts.unit === "bytes") return t("fileSize.bytes", { count: parts.count });
    const value = format.number(parts.value, {
      minimumFractionDigits: parts.fractionDigits,
      maximumFractionDigits: parts.fractionDigits,
      useGrouping: false,
    });
    return t(`fileSize.${parts.unit}`, { value });
  };
}
