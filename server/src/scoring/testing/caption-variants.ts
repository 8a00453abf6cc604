import type { EngineInput, EngineResult, ScoringEngine } from "../types";

/** A result as the tests about captions read it: everything but the preview image and the kept measurements. */
export type ScoredResult = Omit<EngineResult, "previewJpeg" | "measured">;

/**
 * For tests whose subject is what a caption changes: the first call for a file analyses it; a later call for the same
 * file scores the kept measurements with the new caption (`engine.rescore`), as the product does when a creator
 * edits the caption of a file already measured. reuse.test.ts checks that this equals a fresh analysis, so these
 * tests lose nothing and skip decoding the file and running the models again.
 */
export function captionVariants(engine: ScoringEngine): (input: EngineInput) => Promise<ScoredResult> {
  const kept = new Map<string, Buffer>();
  return async (input) => {
    const key = `${input.media.mime} ${input.filePath}`;
    const measured = kept.get(key);
    const rescored = measured ? engine.rescore(measured, input.caption, input.hashtags) : null;
    if (rescored) return rescored;
    const result = await engine.analyze(input);
    if (result.measured) kept.set(key, result.measured);
    return result;
  };
}
