import type { TFunction } from "i18next";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PREVIEW_MAX_AGE_HOURS } from "@shared/constants";
import type { Analysis, Insight, PreviewStatus } from "@shared/schemas/analysis";
import type { Timeline } from "@shared/schemas/timeline";
import { Eye } from "lucide-react";
import { type Formatters, useFormat } from "@/i18n/format";
import { cn } from "@/lib/cn";
import { INSIGHT_TYPE_LABELS } from "../utils/scores";
import { VideoTimeline } from "./video-timeline";

/** The file the user just uploaded (an object URL, alive while the results are open). */
export type PreviewMedia = { url: string; kind: "video" | "image" };

/** A stored analysis's still of the analysed frame (kept 24 hours), or why there is none. */
export type StoredPreview = {
  /** "owner-only": the still exists but is shown to its owner alone (an admin's view). */
  status: PreviewStatus | "owner-only";
  url: string;
  mediaType: Analysis["mediaType"];
  /** ISO time the still is (or was) deleted. */
  expiresAt: string;
};

const dotColours: Record<Insight["type"], string> = {
  positive: "bg-emerald-500 ring-emerald-200",
  suggestion: "bg-sky-500 ring-sky-200",
  improvement: "bg-amber-500 ring-amber-200",
};

const legendColours: Record<Insight["type"], string> = {
  positive: "bg-emerald-500",
  suggestion: "bg-sky-500",
  improvement: "bg-amber-500",
};

// The media box is capped in height; its width follows the media's own aspect ratio so the insight dots,
// placed in percent of the frame, land on the same place of the picture at every size.
const MAX_PREVIEW_HEIGHT_PX = 560;

// A video's own controls (play, volume, full screen and the timeline under them) take a strip at the bottom of
// the frame: 72 px in Chromium (a 48 px row of buttons over the timeline), less in Firefox and Safari. A dot there
// would sit on a button and take its taps, so a dot whose spot falls inside the strip is drawn just above it
// (28 px wide with its 4 px ring, centred on its spot).
const VIDEO_CONTROLS_STRIP_PX = 72;
const DOT_HALF_PX = 18;

/** Where a dot's tip sits beside it: on the picture, which never mirrors, so physical sides on purpose. */
function tipAlign(x: number): string {
  if (x < 25) return "left-0";
  return x > 75 ? "right-0" : "left-1/2 -translate-x-1/2";
}

/** The dot's vertical position: its spot, or just above the controls' strip of a video. */
function dotTop(y: number, isVideo: boolean): string {
  return isVideo ? `min(${y}%, calc(100% - ${VIDEO_CONTROLS_STRIP_PX + DOT_HALF_PX}px))` : `${y}%`;
}

const GRID_CLASS =
  "absolute inset-0 rounded-xl bg-slate-100 bg-[size:12.5%_12.5%] [background-image:linear-gradient(to_right,rgb(148_163_184/0.18)_1px,transparent_1px),linear-gradient(to_bottom,rgb(148_163_184/0.18)_1px,transparent_1px)]";

function Note({ children }: { children: string }) {
  return <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">{children}</p>;
}

type InsightPreviewProps = {
  insights: Insight[];
  /** Each insight's text in the reader's language, same order (else the stored ones). */
  insightTexts?: string[];
  /** The media the user just uploaded; null for a stored analysis (uploads are deleted after analysis). */
  media: PreviewMedia | null;
  /** For a stored analysis (media null): its kept still, shown under the dots while it lasts. */
  stored?: StoredPreview | null;
  /** Width/height used until the media reports its own (and for the placeholder). */
  fallbackAspectRatio: number;
  /** A video's seconds, drawn under the preview; its moments seek the video when it is at hand. */
  timeline?: Timeline | null;
};

export function InsightPreview({
  insights,
  insightTexts,
  media,
  stored = null,
  fallbackAspectRatio,
  timeline = null,
}: InsightPreviewProps) {
  const { t } = useTranslation("results");
  const format = useFormat();
  const textOf = (index: number) => insightTexts?.[index] ?? insights[index]?.insight ?? "";
  const typeOf = (insight: Insight) => t(`insightTypes.${insight.type}`);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [isOverlayOn, setIsOverlayOn] = useState(true);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [measured, setMeasured] = useState<{ url: string; ratio: number } | null>(null);
  // Some browsers cannot play every container (QuickTime in Chromium): show the placeholder instead. A
  // stored still can fail too (it expired while the page was open, or the network dropped).
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const playable = media && media.url !== failedUrl ? media : null;
  const still = !media && stored?.status === "available" && stored.url !== failedUrl ? stored : null;
  const isStillLoading = still !== null && loadedUrl !== still.url;
  const shownUrl = playable?.url ?? still?.url ?? null;
  const listId = useId();
  const ratio = shownUrl && measured?.url === shownUrl ? measured.ratio : fallbackAspectRatio;

  useEffect(() => {
    if (openIndex === null) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") setOpenIndex(null);
    }
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [openIndex]);

  function measure(url: string, width: number, height: number) {
    if (width > 0 && height > 0) setMeasured({ url, ratio: width / height });
  }

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-label={t("insights.legendLabel")}>
          {(Object.keys(INSIGHT_TYPE_LABELS) as Array<Insight["type"]>).map((type) => (
            <li key={type} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={cn("h-2.5 w-2.5 rounded-full", legendColours[type])} />
              {t(`insightTypes.${type}`)}
            </li>
          ))}
        </ul>
        {insights.length > 0 ? (
          <button
            type="button"
            onClick={() => {
              setIsOverlayOn(!isOverlayOn);
              setOpenIndex(null);
            }}
            className={cn(
              "inline-flex h-9 items-center gap-2 rounded-lg border px-3 text-sm font-semibold transition-colors",
              isOverlayOn
                ? "border-brand-200 bg-brand-50 text-brand-700 hover:bg-brand-100"
                : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
            )}
          >
            <Eye className="h-4 w-4 shrink-0" />
            {isOverlayOn ? t("insights.hide") : t("insights.show")}
          </button>
        ) : null}
      </div>

      {media ? (
        playable ? null : (
          <Note>{t("insights.cannotPreview")}</Note>
        )
      ) : (
        <Note>{storedNote(stored, failedUrl, t, format)}</Note>
      )}
      <div
        className={cn(
          "relative mx-auto mt-3 rounded-xl shadow-inner",
          still || !playable ? "bg-slate-100" : "bg-slate-900",
        )}
        style={{ aspectRatio: ratio, width: `min(100%, ${Math.round(MAX_PREVIEW_HEIGHT_PX * ratio)}px)` }}
      >
        {playable?.kind === "video" ? (
          <video
            ref={videoRef}
            key={playable.url}
            src={playable.url}
            controls
            muted
            playsInline
            preload="metadata"
            aria-label={t("insights.videoLabel")}
            onLoadedMetadata={(event) =>
              measure(playable.url, event.currentTarget.videoWidth, event.currentTarget.videoHeight)
            }
            onError={() => setFailedUrl(playable.url)}
            className="absolute inset-0 h-full w-full rounded-xl object-contain"
          />
        ) : playable?.kind === "image" ? (
          <img
            key={playable.url}
            src={playable.url}
            onError={() => setFailedUrl(playable.url)}
            alt={t("insights.imageAlt")}
            onLoad={(event) =>
              measure(playable.url, event.currentTarget.naturalWidth, event.currentTarget.naturalHeight)
            }
            className="absolute inset-0 h-full w-full rounded-xl object-contain"
          />
        ) : still ? (
          <>
            {isStillLoading ? (
              <div role="status" className="absolute inset-0 rounded-xl bg-slate-200 motion-safe:animate-pulse">
                <span className="sr-only">{t("insights.loadingStill")}</span>
              </div>
            ) : null}
            <img
              key={still.url}
              src={still.url}
              alt={t(`insights.stillAlt.${still.mediaType}`)}
              onLoad={(event) => {
                measure(still.url, event.currentTarget.naturalWidth, event.currentTarget.naturalHeight);
                setLoadedUrl(still.url);
              }}
              onError={() => setFailedUrl(still.url)}
              className={cn(
                "absolute inset-0 h-full w-full rounded-xl object-contain transition-opacity",
                isStillLoading ? "opacity-0" : "opacity-100",
              )}
            />
          </>
        ) : (
          <div aria-hidden="true" className={GRID_CLASS} />
        )}

        {isOverlayOn
          ? insights.map((insight, index) => {
              const isOpen = openIndex === index;
              const above = insight.y > 35;
              const align = tipAlign(insight.x);
              return (
                <div
                  key={`${index}-${insight.x}-${insight.y}`}
                  className="group absolute z-10 -translate-x-1/2 -translate-y-1/2"
                  style={{ left: `${insight.x}%`, top: dotTop(insight.y, playable?.kind === "video") }}
                >
                  <button
                    type="button"
                    aria-label={t("insights.dotLabel", {
                      number: index + 1,
                      type: typeOf(insight),
                      text: textOf(index),
                    })}
                    aria-expanded={isOpen}
                    onClick={() => setOpenIndex(isOpen ? null : index)}
                    className={cn(
                      "grid h-7 w-7 place-items-center rounded-full text-xs font-bold text-white shadow-lg ring-4 transition-transform hover:scale-110",
                      dotColours[insight.type],
                      isOpen && "scale-110",
                    )}
                  >
                    <span aria-hidden="true">{format.number(index + 1)}</span>
                  </button>
                  <div
                    aria-hidden="true"
                    className={cn(
                      "pointer-events-none absolute z-20 w-56 max-w-[70vw] rounded-lg bg-slate-950/95 px-3 py-2 text-start text-xs leading-snug text-white shadow-xl",
                      above ? "bottom-full mb-2" : "top-full mt-2",
                      align,
                      isOpen ? "block" : "hidden group-hover:block group-focus-within:block",
                    )}
                  >
                    <span className="mb-0.5 block font-semibold">{typeOf(insight)}</span>
                    <span dir="auto">{textOf(index)}</span>
                  </div>
                </div>
              );
            })
          : null}
      </div>

      {timeline && timeline.seconds.length > 0 ? (
        <VideoTimeline
          timeline={timeline}
          onSeek={
            playable?.kind === "video"
              ? (seconds) => {
                  const video = videoRef.current;
                  if (!video) return;
                  video.currentTime = seconds;
                  void video.play().catch(() => undefined); // a refused autoplay leaves it paused there
                }
              : null
          }
        />
      ) : null}

      {insights.length > 0 ? (
        <ol id={listId} aria-label={t("insights.listLabel")} className="mt-4 space-y-2">
          {insights.map((insight, index) => (
            <li key={`${index}-${insight.x}-${insight.y}`} className="flex items-start gap-3 text-sm text-slate-700">
              <span
                aria-hidden="true"
                className={cn(
                  "mt-0.5 grid h-5 w-5 shrink-0 place-items-center rounded-full text-[0.7rem] font-bold text-white",
                  legendColours[insight.type],
                )}
              >
                {format.number(index + 1)}
              </span>
              <span>
                <span className="sr-only">{t("insights.typePrefix", { type: typeOf(insight) })}</span>
                <span dir="auto">{textOf(index)}</span>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-sm text-slate-600">{t("insights.none")}</p>
      )}
    </div>
  );
}

/** What a stored analysis says above its preview: until when the still is kept, or why the grid shows. */
function storedNote(
  stored: StoredPreview | null,
  failedUrl: string | null,
  t: TFunction<"results">,
  format: Formatters,
): string {
  const expired = t("insights.notes.expired", { hours: PREVIEW_MAX_AGE_HOURS });
  if (!stored || stored.status === "none") return t("insights.notes.none");
  if (stored.status === "expired") return expired;
  if (stored.status === "owner-only") return t("insights.notes.ownerOnly");
  if (stored.url === failedUrl) {
    return Date.now() >= Date.parse(stored.expiresAt) ? expired : t("insights.notes.failed");
  }
  return t("insights.notes.keptUntil", { until: format.dateTime(stored.expiresAt) });
}
