import type { OutcomePlatform } from "@shared/schemas/outcomes";

// The exports a creator can import, each known by its columns. Column names are matched case-insensitively,
// trimmed, and by every name the tool has used for the figure (TikTok Studio says "Total views" in its content
// export and "Video views" elsewhere; Instagram renamed "Plays" to "Views"). The product's own template has one
// name per field and every optional field.

export type ResultField =
  | "caption"
  | "postedOn"
  | "views"
  | "likes"
  | "comments"
  | "shares"
  | "saves"
  | "averageWatchSeconds"
  | "watchedPercent"
  | "followers"
  | "link"
  | "platform";

export type Source = {
  id: "tiktok" | "instagram" | "youtube" | "template";
  name: string;
  /** The platform its rows are from; the template names it per row. */
  platform: OutcomePlatform | null;
  columns: Partial<Record<ResultField, readonly string[]>>;
  /** Columns that must all be present for a file to be read as this source. */
  required: readonly ResultField[];
};

export const SOURCES: readonly Source[] = [
  {
    id: "template",
    name: "ViralScore template",
    platform: null,
    columns: {
      caption: ["caption"],
      postedOn: ["posted_on"],
      platform: ["platform"],
      views: ["views"],
      likes: ["likes"],
      comments: ["comments"],
      shares: ["shares"],
      saves: ["saves"],
      averageWatchSeconds: ["average_watch_seconds"],
      watchedPercent: ["watched_percent"],
      followers: ["followers"],
      link: ["link"],
    },
    required: ["postedOn", "platform", "views"],
  },
  {
    id: "tiktok",
    name: "TikTok Studio",
    platform: "tiktok",
    columns: {
      caption: ["video title", "title", "video description"],
      postedOn: ["post time", "posted on", "date posted", "create time"],
      views: ["total views", "video views", "views"],
      likes: ["total likes", "likes"],
      comments: ["total comments", "comments"],
      shares: ["total shares", "shares"],
      saves: ["add to favorites", "favorites", "saves"],
      averageWatchSeconds: ["average watch time", "average time watched"],
      watchedPercent: ["watched full video", "full video watched rate"],
      link: ["video link", "link"],
    },
    required: ["caption", "postedOn", "views"],
  },
  {
    id: "instagram",
    name: "Instagram (professional dashboard)",
    platform: "instagram",
    columns: {
      caption: ["description", "caption"],
      postedOn: ["publish time", "published"],
      views: ["views", "plays", "reels plays"],
      likes: ["likes"],
      comments: ["comments"],
      shares: ["shares"],
      saves: ["saves"],
      link: ["permalink"],
    },
    required: ["caption", "postedOn", "views", "link"],
  },
  {
    id: "youtube",
    name: "YouTube Studio",
    platform: "youtube",
    columns: {
      caption: ["video title", "title"],
      postedOn: ["video publish time", "publish time"],
      views: ["views"],
      likes: ["likes"],
      comments: ["comments added", "comments"],
      shares: ["shares"],
      averageWatchSeconds: ["average view duration"],
      watchedPercent: ["average percentage viewed (%)", "average percentage viewed"],
    },
    required: ["caption", "postedOn", "views", "watchedPercent"],
  },
];

const norm = (header: string) => header.trim().toLowerCase().replace(/\s+/g, " ");

/** The source whose required columns are all in the header row, most specific first; with each field's column. */
export function detectSource(
  headers: readonly string[],
): { source: Source; index: Partial<Record<ResultField, number>> } | null {
  const names = headers.map(norm);
  const candidates = SOURCES.map((source) => {
    const index: Partial<Record<ResultField, number>> = {};
    for (const [field, aliases] of Object.entries(source.columns) as [ResultField, readonly string[]][]) {
      const at = names.findIndex((n) => aliases.includes(n));
      if (at >= 0) index[field] = at;
    }
    const complete = source.required.every((f) => index[f] !== undefined);
    return { source, index, found: Object.keys(index).length, complete };
  }).filter((c) => c.complete);
  candidates.sort((a, b) => b.found - a.found);
  return candidates[0] ? { source: candidates[0].source, index: candidates[0].index } : null;
}
