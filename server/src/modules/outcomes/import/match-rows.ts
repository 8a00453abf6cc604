// Which analysis each imported row is about: the one whose caption and hashtags share the most words with the
// row's title or description, among analyses made no later than the day after the post went out (a post is
// analysed before it is posted). Each analysis takes at most one row; rows with no convincing match are left
// for the creator to pick in the preview.

/** Share of the words (Jaccard) a caption must have in common with the row to count as a match. */
export const MIN_MATCH = 0.5;

export type MatchCandidate = { id: number; fileName: string; caption: string; hashtags: string; createdAt: Date };

/** Words as a creator writes them: Latin and Arabic letters and digits, hashtags without their #, lower-cased. */
export function words(text: string): Set<string> {
  const found = text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
  return new Set(found.filter((w) => w.length > 1));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared);
}

/** For each row (in order), the id of its matched analysis or null. */
export function matchRows(
  rows: readonly { caption: string; postedOn: string }[],
  candidates: readonly MatchCandidate[],
): (number | null)[] {
  const pairs: { row: number; id: number; score: number }[] = [];
  rows.forEach((row, r) => {
    const rowWords = words(row.caption);
    const latest = Date.parse(`${row.postedOn}T00:00:00Z`) + 2 * 24 * 60 * 60 * 1000;
    for (const c of candidates) {
      if (c.createdAt.getTime() >= latest) continue;
      const score = jaccard(rowWords, words(`${c.caption} ${c.hashtags}`));
      if (score >= MIN_MATCH) pairs.push({ row: r, id: c.id, score });
    }
  });
  // Best pairs first; ties go to the earlier row, then the lower id: the same file matches the same way.
  pairs.sort((a, b) => b.score - a.score || a.row - b.row || a.id - b.id);
  const matched: (number | null)[] = rows.map(() => null);
  const taken = new Set<number>();
  for (const p of pairs) {
    if (matched[p.row] !== null || taken.has(p.id)) continue;
    matched[p.row] = p.id;
    taken.add(p.id);
  }
  return matched;
}
