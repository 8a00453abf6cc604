// Vision thread: @vladmandic/human (face + mesh + emotion, MoveNet body, CenterNet objects) and nsfwjs
// (MobileNetV2) on @tensorflow/tfjs with the single-threaded wasm backend. Inference is synchronous wasm,
// so it runs here and not on the event loop. The client starts two of these, each loading only some models,
// so one frame uses both cores. Plain JavaScript so it starts the same under tsx, vitest and node.
// Nothing is fetched from the network: the wasm binaries and every weight come from node_modules.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { lowerThreadPriority } from "./thread-priority.mjs";

// How far below the event loop this thread runs comes from the server's configuration (workerData).
lowerThreadPriority(workerData?.nice);

const require = createRequire(import.meta.url);

let human = null;
let tf = null;
let nsfw = null;
let loaded = { faces: false, body: false, objects: false, nsfw: false };
let queue = Promise.resolve();

function packageDir(name) {
  return path.dirname(require.resolve(`${name}/package.json`));
}

// Human loads models through the global fetch, and Node's fetch has no file: scheme. Serve file: URLs from
// disk and refuse everything else, so a wrong path can never turn into a download.
const platformFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = typeof input === "string" ? input : (input?.url ?? String(input));
  if (url.startsWith("file:")) {
    try {
      return new Response(await readFile(fileURLToPath(url)), { status: 200 });
    } catch {
      return new Response(null, { status: 404, statusText: `not found: ${url}` });
    }
  }
  if (url.startsWith("data:")) return platformFetch(input, init);
  throw new Error(`vision worker: network access refused (${url})`);
};

async function init({ models, faceMinConfidence = 0.2, objectMinConfidence = 0.1, bodyMinConfidence = 0.1 }) {
  const started = performance.now();
  // Human's exports map hides package.json; its main entry is dist/human.node.js.
  const humanDir = path.resolve(path.dirname(require.resolve("@vladmandic/human")), "..");
  // The package's exports map does not expose the node-wasm build: import it by its path.
  const { Human } = require(path.join(humanDir, "dist", "human.node-wasm.js"));
  const wasmDir = path.join(packageDir("@tensorflow/tfjs-backend-wasm"), "dist") + path.sep;
  const wants = { faces: false, body: false, objects: false, nsfw: false, ...models };
  human = new Human({
    backend: "wasm",
    wasmPath: wasmDir,
    modelBasePath: pathToFileURL(path.join(humanDir, "models") + path.sep).href,
    debug: false,
    async: false,
    warmup: "none",
    cacheSensitivity: 0,
    cacheModels: false,
    validateModels: false,
    // Filters are canvas/WebGL work meant for browsers; the frame arrives ready.
    filter: { enabled: false },
    gesture: { enabled: false },
    face: {
      enabled: wants.faces,
      // minConfidence is applied by Human to the detector box and, with the mesh on, to the mesh's own
      // confidence; the client applies the stricter thresholds it documents on both.
      detector: { maxDetected: 10, minConfidence: faceMinConfidence, rotation: false, return: false },
      mesh: { enabled: wants.faces },
      iris: { enabled: false },
      emotion: { enabled: wants.faces, minConfidence: 0.01 },
      description: { enabled: false },
      attention: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    },
    body: { enabled: wants.body, maxDetected: 1, minConfidence: bodyMinConfidence },
    hand: { enabled: false },
    object: { enabled: wants.objects, minConfidence: objectMinConfidence, maxDetected: 20 },
    segmentation: { enabled: false },
  });
  tf = human.tf;
  // Multi-threaded wasm needs a blob: worker that Node cannot start; tfjs would then fall back silently.
  tf.env().set("WASM_HAS_MULTITHREAD_SUPPORT", false);
  await human.init();
  if (tf.getBackend() !== "wasm") {
    throw new Error(`tfjs backend is ${tf.getBackend()}, not wasm (the cpu fallback is ~15x slower)`);
  }
  if (wants.faces || wants.body || wants.objects) {
    await human.load();
    const m = human.models.models;
    loaded.faces = Boolean(wants.faces && m.blazeface && m.facemesh && m.emotion);
    loaded.body = Boolean(wants.body && m.movenet);
    loaded.objects = Boolean(wants.objects && m.centernet);
  }
  if (wants.nsfw) {
    // nsfwjs's load() copies the bundled weight string through generated code (4-6 s); handing the bundled
    // model definition to the core loader gives the same model in ~0.3 s. The model is imported after
    // Human so both share the one tfjs engine (and its wasm backend) of this thread.
    const core = await import("nsfwjs/core");
    const { MobileNetV2Model } = await import("nsfwjs/models/mobilenet_v2");
    const info = console.info;
    console.info = () => {}; // nsfwjs logs a hosting hint on every load
    try {
      nsfw = await core.load("MobileNetV2", { modelDefinitions: [MobileNetV2Model] });
    } finally {
      console.info = info;
    }
    loaded.nsfw = true;
  }
  // One throw-away pass compiles the kernels and allocates the buffers, so the first real frame is not slow.
  const blank = { width: 64, height: 64, rgb: new Uint8Array(64 * 64 * 3).buffer };
  await analyze({
    ...blank,
    tasks: { faces: loaded.faces, body: loaded.body, objects: loaded.objects, nsfw: loaded.nsfw },
  });
  return {
    backend: tf.getBackend(),
    human: human.version,
    tfjs: tf.version_core,
    loaded,
    loadMs: Math.round(performance.now() - started),
    tensors: tf.memory().numTensors,
  };
}

const round = (n) => Math.round(n * 10000) / 10000;

function box(raw) {
  return { x: round(raw[0]), y: round(raw[1]), width: round(raw[2]), height: round(raw[3]) };
}

async function analyze({ width, height, rgb, tasks }) {
  const want = {
    faces: Boolean(tasks.faces && loaded.faces),
    body: Boolean(tasks.body && loaded.body),
    objects: Boolean(tasks.objects && loaded.objects),
    nsfw: Boolean(tasks.nsfw && loaded.nsfw),
  };
  const out = { faces: null, bodies: null, objects: null, nsfw: null, ms: {} };
  const tensor = tf.tensor3d(new Uint8Array(rgb), [height, width, 3], "int32");
  try {
    if (want.faces || want.body || want.objects) {
      const batched = tf.expandDims(tensor, 0);
      let result;
      try {
        result = await human.detect(batched, {
          face: { enabled: want.faces },
          body: { enabled: want.body },
          object: { enabled: want.objects },
        });
      } finally {
        tf.dispose(batched);
      }
      if (result.error) throw new Error(`human: ${result.error}`);
      const perf = result.performance ?? {};
      if (want.faces) {
        out.ms.faces = Math.round(perf.face ?? 0);
        out.faces = result.face.map((f) => {
          const top = [...(f.emotion ?? [])].sort((a, b) => b.score - a.score)[0];
          return {
            ...box(f.boxRaw),
            score: round(f.score),
            boxScore: round(f.boxScore),
            faceScore: round(f.faceScore),
            emotion: top ? { label: top.emotion, score: round(top.score) } : null,
          };
        });
      }
      if (want.body) {
        out.ms.body = Math.round(perf.body ?? 0);
        out.bodies = result.body.map((b) => ({
          ...box(b.boxRaw),
          score: round(b.score),
          keypoints: b.keypoints.map((k) => ({ part: k.part, score: round(k.score) })),
        }));
      }
      if (want.objects) {
        out.ms.objects = Math.round(perf.object ?? 0);
        out.objects = result.object.map((o) => ({ label: o.label, score: round(o.score), ...box(o.boxRaw) }));
      }
      for (const f of result.face ?? []) tf.dispose(f.tensor);
    }
    if (want.nsfw) {
      const started = performance.now();
      const classes = await nsfw.classify(tensor, 5);
      out.ms.nsfw = Math.round(performance.now() - started);
      out.nsfw = { drawing: 0, hentai: 0, neutral: 0, porn: 0, sexy: 0 };
      for (const c of classes) out.nsfw[c.className.toLowerCase()] = round(c.probability);
    }
  } finally {
    tf.dispose(tensor);
  }
  return out;
}

parentPort.on("message", (message) => {
  if (message.type === "crash") process.exit(1); // test hook: dies at once, the way a wasm abort would
  queue = queue.then(async () => {
    try {
      if (message.type === "init") {
        parentPort.postMessage({ id: message.id, ok: true, value: await init(message) });
      } else if (message.type === "analyze") {
        parentPort.postMessage({ id: message.id, ok: true, value: await analyze(message) });
      } else if (message.type === "memory") {
        parentPort.postMessage({ id: message.id, ok: true, value: tf?.memory() ?? null });
      } else {
        throw new Error(`unknown message ${message.type}`);
      }
    } catch (error) {
      parentPort.postMessage({ id: message.id, ok: false, error: String(error?.stack ?? error) });
    }
  });
});
