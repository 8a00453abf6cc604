import type { WorkedExample, WorkedExamplesFile } from "@shared/schemas/worked-examples";
import type { ScoringEngine } from "../types";
import { WORKED_EXAMPLE_RECIPES } from "./recipes";

/**
 * Makes each sample of WORKED_EXAMPLE_RECIPES in `dir` and scores it with `engine`: what
 * scripts/make-worked-examples.ts ships in shared/data/worked-examples.json and what the test compares with it.
 */
export async function produceWorkedExamples(engine: ScoringEngine, dir: string): Promise<WorkedExamplesFile> {
  const examples: WorkedExample[] = [];
  for (const recipe of WORKED_EXAMPLE_RECIPES) {
    const filePath = await recipe.make(dir);
    const result = await engine.analyze({
      filePath,
      media: recipe.detected,
      caption: recipe.caption,
      hashtags: recipe.hashtags,
    });
    examples.push({
      id: recipe.id,
      title: recipe.title,
      media: recipe.media,
      mediaKind: recipe.detected.kind,
      caption: recipe.caption,
      hashtags: recipe.hashtags,
      viralScore: result.viralScore,
      viralPotential: result.viralPotential,
      factors: result.contentFactors,
      strength: result.strengths[0] ?? null,
      recommendation: result.recommendations[0] ?? null,
    });
  }
  return { engineVersion: engine.version, examples };
}
