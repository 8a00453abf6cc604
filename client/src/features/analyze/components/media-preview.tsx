import { useState } from "react";
import { useTranslation } from "react-i18next";

type MediaPreviewProps = { file: File; url: string | null; kind: "video" | "image" };

/**
 * The preview of a file that can be analysed (an invalid one is never shown here). Chromium cannot play every
 * container (QuickTime), so it then says so: the server decodes the file itself.
 */
export function MediaPreview({ file, url, kind }: MediaPreviewProps) {
  const { t } = useTranslation("analyze");
  const [unplayableUrl, setUnplayableUrl] = useState<string | null>(null);
  return (
    <div className="grid h-72 place-items-center overflow-hidden rounded-xl bg-slate-900 sm:h-96">
      {!url || url === unplayableUrl ? (
        <p className="px-6 text-center text-sm text-slate-300">{t("chosen.cannotPreview")}</p>
      ) : kind === "video" ? (
        <video
          key={url}
          src={url}
          controls
          muted
          playsInline
          preload="metadata"
          aria-label={t("chosen.previewOf", { name: file.name })}
          onError={() => setUnplayableUrl(url)}
          className="h-full w-full object-contain"
        />
      ) : (
        <img
          src={url}
          alt={t("chosen.previewOf", { name: file.name })}
          onError={() => setUnplayableUrl(url)}
          className="h-full w-full object-contain"
        />
      )}
    </div>
  );
}
