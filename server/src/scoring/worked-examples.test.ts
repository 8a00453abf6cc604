import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workedExamplesFileSchema, type WorkedExamplesFile } from "@shared/schemas/worked-examples";
import shipped from "@shared/data/worked-examples.json";
import { createEngine } from "./engine";
import { makeTempDir } from "./testing/media-fixtures";
import { produceWorkedExamples } from "./worked-examples/produce";
import { WORKED_EXAMPLE_RECIPES } from "./worked-examples/recipes";

// The landing page's worked examples are what the engine says about generated samples, not copy: this test
// makes the same samples, scores them again and compares every shipped figure and sentence with the result.
// When it fails after a change to the engine, run `npm run examples:make` and commit the file it writes.

const engine = createEngine("offline");
let dir: string;
let produced: WorkedExamplesFile;

beforeAll(async () => {
  dir = makeTempDir("vs-worked-examples-");
  await engine.warmUp();
  produced = await produceWorkedExamples(engine, dir);
}, 300_000);

afterAll(async () => {
  await engine.close?.();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the worked examples shipped with the landing page", () => {
  it("when the file is read, then it has one example for each recipe, in order", () => {
    const file = workedExamplesFileSchema.parse(shipped);
    expect(file.examples.map((example) => example.id)).toEqual(WORKED_EXAMPLE_RECIPES.map((recipe) => recipe.id));
  });

  it("when the engine scores the same samples again, then it gives exactly the shipped scores and sentences", () => {
    expect(produced).toEqual(workedExamplesFileSchema.parse(shipped));
  });

  it("when the samples are scored, then they span the scale: a weak post sits in Needs Work beside strong ones", () => {
    const scores = produced.examples.map((example) => example.viralScore);
    expect(Math.min(...scores)).toBeLessThan(60);
    expect(Math.max(...scores)).toBeGreaterThanOrEqual(80);
  });
});
