// OCR thread: hosts a tesseract.js worker (which runs tesseract's wasm in a thread of its own). tesseract.js
// does not unref its thread, so it lives inside this one: the client unrefs and terminates this thread, and
// the nested one goes with it. Plain JavaScript so it starts the same under tsx, vitest and node.
// Language data comes from disk only (npm's @tesseract.js-data/eng, or Debian's tessdata for eng+ara);
// tesseract.js would otherwise download it from a CDN and cache it in the working directory.
import { createRequire } from "node:module";
import { parentPort, workerData } from "node:worker_threads";
import { lowerThreadPriority } from "./thread-priority.mjs";

// How far below the event loop this thread runs comes from the server's configuration (workerData).
lowerThreadPriority(workerData?.nice);

const require = createRequire(import.meta.url);

let reader = null;
let queue = Promise.resolve();

async function init({ langs, langPath, gzip, psm }) {
  const started = performance.now();
  const Tesseract = require("tesseract.js");
  // createWorker never settles when the language data cannot be read; its errorHandler hears of it.
  let loadFailed = () => {};
  const failed = new Promise((_, reject) => {
    loadFailed = (error) => reject(new Error(`tesseract: ${error}`));
  });
  failed.catch(() => {}); // later job errors also reach the handler; they fail their own job
  reader = await Promise.race([
    Tesseract.createWorker(langs, Tesseract.OEM.LSTM_ONLY, {
      langPath,
      gzip,
      cacheMethod: "none",
      errorHandler: (error) => loadFailed(error),
    }),
    failed,
  ]);
  // Sparse text: finds lines wherever they are (captions, stickers) instead of expecting a page layout.
  // debug_file silences tesseract's "Estimating resolution" and diacritics chatter on stdout.
  await reader.setParameters({ tessedit_pageseg_mode: String(psm), debug_file: "/dev/null" });
  return { langs, langPath, psm, loadMs: Math.round(performance.now() - started) };
}

/**
 * Overlay text on short videos is light (white or yellow, usually outlined) or dark on a light banner. The page
 * tesseract reads marks light pixels as ink: light text becomes dark text on white, a light banner becomes a
 * dark one (tesseract reads inverted lines), and the photo behind turns into blobs that are not letters.
 * Read as-is, the photo's edges give sparse mode junk "words" and bury light text with thin outlines.
 * On grain and noise that page is speckle, which costs tesseract seconds: when most ink pixels stand alone
 * (87% on RGB noise, at most 12% on every photo, pattern and text frame measured) they are removed first.
 */
const SPECKLE_SHARE = 0.3;

function lightInkPage(width, height, rgb) {
  const ink = new Uint8Array(width * height);
  for (let i = 0, p = 0; p < ink.length; i += 3, p++) {
    const r = rgb[i];
    const g = rgb[i + 1];
    const b = rgb[i + 2];
    const max = r > g ? (r > b ? r : b) : g > b ? g : b;
    ink[p] = max >= 200 && r + g + b >= 510 ? 1 : 0;
  }
  // Ink pixels with at most one inked 4-neighbour.
  const alone = new Uint8Array(ink.length);
  let inked = 0;
  let lonely = 0;
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      if (!ink[p]) continue;
      inked++;
      const n =
        (x > 0 ? ink[p - 1] : 0) +
        (x < width - 1 ? ink[p + 1] : 0) +
        (y > 0 ? ink[p - width] : 0) +
        (y < height - 1 ? ink[p + width] : 0);
      if (n <= 1) {
        alone[p] = 1;
        lonely++;
      }
    }
  }
  const despeckle = inked > 0 && lonely / inked > SPECKLE_SHARE;
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, "ascii");
  const page = Buffer.allocUnsafe(header.length + ink.length);
  header.copy(page, 0);
  for (let p = 0, o = header.length; p < ink.length; p++, o++) {
    page[o] = ink[p] && !(despeckle && alone[p]) ? 0 : 255;
  }
  return { page, despeckled: despeckle };
}

async function read({ width, height, rgb }) {
  const started = performance.now();
  const { page, despeckled } = lightInkPage(width, height, new Uint8Array(rgb));
  const { data } = await reader.recognize(page, {}, { text: false, blocks: true });
  const lines = [];
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs ?? []) {
      for (const line of paragraph.lines ?? []) {
        lines.push(
          line.words.map((w) => ({
            text: w.text,
            confidence: w.confidence,
            x0: w.bbox.x0,
            y0: w.bbox.y0,
            x1: w.bbox.x1,
            y1: w.bbox.y1,
          })),
        );
      }
    }
  }
  return { lines, despeckled, ms: Math.round(performance.now() - started) };
}

parentPort.on("message", (message) => {
  if (message.type === "crash") process.exit(1); // test hook: dies at once, as a wasm abort would
  queue = queue.then(async () => {
    try {
      if (message.type === "init") {
        parentPort.postMessage({ id: message.id, ok: true, value: await init(message) });
      } else if (message.type === "read") {
        parentPort.postMessage({ id: message.id, ok: true, value: await read(message) });
      } else {
        throw new Error(`unknown message ${message.type}`);
      }
    } catch (error) {
      parentPort.postMessage({ id: message.id, ok: false, error: String(error?.stack ?? error) });
    }
  });
});
