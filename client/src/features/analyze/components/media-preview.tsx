import { useState } from "react";

type MediaPreviewProps = { file: File; url: string | null; kind: "video" | "image" };

/**
 * The preview of a file that can be analysed (an invalid one is never shown here). Chromium cannot play every
 * container (QuickTime), so it then says so: the server decodes the file itself.
 */
export function MediaPreview({ file, url, kind }: MediaPreviewProps) {
  const [unplayableUrl, setUnplayableUrl] = useState<string | null>(null);
  return (
    <div className="grid h-72 place-items-center overflow-hidden rounded-xl bg-slate-900 sm:h-96">
      {!url || url === unplayableUrl ? (
        <p className="px-6 text-center text-sm text-slate-300">
          This browser cannot preview this file, but it can still be analysed.
        </p>
      ) : kind === "video" ? (
        <video
          key={url}
          src={url}
          controls
          muted
          playsInline
          preload="metadata"
          aria-label={`Preview of ${file.name}`}
          onError={() => setUnplayableUrl(url)}
          className="h-full w-full object-contain"
        />
      ) : (
        <img
          src={url}
          alt={`Preview of ${file.name}`}
          onError={() => setUnplayableUrl(url)}
          className="h-full w-full object-contain"
        />
      )}
    </div>
  );
}
