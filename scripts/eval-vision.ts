// `npm run eval:vision`: what the offline vision models see on face-api's six demo photos, synthetic frames
// (colour bars, test cards, noise, blank, gradient, big text) and text drawn over photos, and what each
// model costs. Prints one row per frame (faces found/true, top emotions, bodies, objects, NSFW top class,
// OCR words read/drawn), then per-model median ms, load time and memory. The numbers behind
// docs/decisions/006-vision-models.md.
//   EVAL_RUNS (default 3) measured runs per frame; --probe lists every face, body and object the models
//   propose below the thresholds too (with the detector and mesh scores), to see the margins.
import { createVisionService, type VisionResult } from "../server/src/scoring/vision";
import { photoFrames, syntheticFrames, textFrames } from "../server/src/scoring/testing/sample-frames";

const runs = Math.max(1, Number(process.env.EVAL_RUNS ?? 3));
const probe = process.argv.includes("--probe");
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
const median = (values: number[]) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const pad = (value: unknown, width: number) => String(value).padEnd(width);

const rssBefore = process.memoryUsage().rss;
const service = createVisionService({ probe });
const loadStarted = performance.now();
const status = await service.warmUp();
const loadMs = performance.now() - loadStarted;
const rssLoaded = process.memoryUsage().rss;
const info = service.describe();
console.log("status", status);
console.log(
  `load ${Math.round(loadMs)} ms wall (people ${info.people?.loadMs} ms, objects ${info.objects?.loadMs} ms, ` +
    `ocr ${info.ocr?.loadMs} ms, ${info.ocr?.langs} from ${info.ocr?.langPath}); backend ${info.people?.backend}`,
);
console.log(`RSS ${mb(rssBefore)} MB before, ${mb(rssLoaded)} MB with every model loaded`);

const frames = [...(await photoFrames()), ...(await syntheticFrames()), ...(await textFrames())];
const all = { faces: true, body: true, objects: true, nsfw: true };
const perModel: Record<string, number[]> = { faces: [], body: [], objects: [], nsfw: [], ocr: [] };
const walls = { analyze: [] as number[], together: [] as number[] };
const photoModel: Record<string, number[]> = { faces: [], body: [], objects: [], nsfw: [], ocr: [] };

console.log(
  `\n${pad("frame", 19)}${pad("faces", 7)}${pad("emotions", 30)}${pad("bodies", 8)}${pad("objects", 34)}` +
    `${pad("nsfw top", 15)}${pad("ocr", 6)}words`,
);
for (const sample of frames) {
  let first: VisionResult | null = null;
  let text = "";
  let read = 0;
  for (let run = 0; run < runs; run++) {
    // Models alone, OCR alone (per-model cost), then both at once as the engine asks (wall time).
    let started = performance.now();
    const result = await service.analyze(sample.frame, all);
    walls.analyze.push(performance.now() - started);
    const ocr = await service.readText(sample.frame);
    started = performance.now();
    await Promise.all([service.analyze(sample.frame, all), service.readText(sample.frame)]);
    walls.together.push(performance.now() - started);
    for (const [model, ms] of Object.entries(result.ms)) {
      perModel[model]!.push(ms);
      if (sample.kind === "photo") photoModel[model]!.push(ms);
    }
    if (ocr) {
      perModel.ocr!.push(ocr.ms);
      if (sample.kind === "photo") photoModel.ocr!.push(ocr.ms);
    }
    if (run === 0) {
      first = result;
      text = ocr ? ocr.text : "(ocr unavailable)";
      read = ocr ? sample.words.filter((w) => ocr.words.some((o) => o.text === w)).length : 0;
    }
  }
  const r = first!;
  const faces = r.faces === null ? "n/a" : `${r.faces.length}/${sample.faces ?? "?"}`;
  const emotions = (r.faces ?? []).map((f) => f.emotion?.label ?? "?").join(",");
  const bodies = r.bodies === null ? "n/a" : r.bodies.map((b) => `${b.score.toFixed(2)}`).join(",") || "-";
  const objects = (r.objects ?? []).map((o) => `${o.label} ${o.score.toFixed(2)}`).join(", ") || "-";
  const top = r.nsfw ? Object.entries(r.nsfw).sort((a, b) => b[1] - a[1])[0]! : null;
  const nsfw = top ? `${top[0]} ${top[1].toFixed(2)}` : "n/a";
  const ocrCol = sample.words.length ? `${read}/${sample.words.length}` : "-";
  console.log(
    `${pad(sample.name, 19)}${pad(faces, 7)}${pad(emotions.slice(0, 29) || "-", 30)}${pad(bodies, 8)}` +
      `${pad(objects.slice(0, 33), 34)}${pad(nsfw, 15)}${pad(ocrCol, 6)}${text}`,
  );
  if (probe) {
    for (const f of r.faces ?? []) {
      const meshScore = (f as { meshScore?: number }).meshScore;
      console.log(
        `    face box ${f.score.toFixed(2)} mesh ${meshScore?.toFixed(2)} ${Math.round(f.width * sample.frame.width)} px`,
      );
    }
    for (const b of r.bodies ?? []) console.log(`    body ${b.score.toFixed(2)} [${b.keypoints.join(" ")}]`);
  }
}

const line = (label: string, source: Record<string, number[]>) =>
  console.log(
    `${pad(label, 26)}` +
      Object.entries(source)
        .map(([model, values]) => `${model} ${Math.round(median(values))}`)
        .join("  "),
  );
console.log(`\nmedian ms per frame (${runs} runs, ${frames.length} frames of ~416 px; one model at a time):`);
line("  all frames", perModel);
line("  photos of people", photoModel);
console.log(
  `  wall: all four models ${Math.round(median(walls.analyze))} ms; with OCR at the same time ` +
    `${Math.round(median(walls.together))} ms (p90 ${Math.round([...walls.together].sort((a, b) => a - b)[Math.floor(walls.together.length * 0.9)]!)} ms)`,
);
console.log(`RSS at the end ${mb(process.memoryUsage().rss)} MB`);
await service.close();
