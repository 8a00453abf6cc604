// `npm run examples:make`: generates the landing page's worked examples (sample media made from face-api's demo
// photos with ffmpeg, sample captions), scores them with the offline engine and writes what it said to
// shared/data/worked-examples.json, which the landing page shows. server/src/scoring/worked-examples.test.ts
// scores the same samples again and fails when the file no longer matches: run this script after changing the
// engine, and commit the file it writes.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createEngine } from "../server/src/scoring/engine";
import { makeTempDir } from "../server/src/scoring/testing/media-fixtures";
import { produceWorkedExamples } from "../server/src/scoring/worked-examples/produce";

export const WORKED_EXAMPLES_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../shared/data/worked-examples.json",
);

const engine = createEngine("offline");
const dir = makeTempDir("vs-worked-examples-");
try {
  await engine.warmUp();
  const produced = await produceWorkedExamples(engine, dir);
  fs.writeFileSync(WORKED_EXAMPLES_FILE, `${JSON.stringify(produced, null, 2)}\n`);
  for (const example of produced.examples) console.log(`${String(example.viralScore).padStart(3)}  ${example.title}`);
  console.log(`wrote ${path.relative(process.cwd(), WORKED_EXAMPLES_FILE)} (engine ${produced.engineVersion})`);
} finally {
  await engine.close?.();
  fs.rmSync(dir, { recursive: true, force: true });
}
