// Face detection thread: @vladmandic/face-api's tiny face detector on @tensorflow/tfjs with the wasm
// backend. Inference is synchronous wasm (50-250 ms a frame), so it runs here and not on the event loop.
// Plain JavaScript so it starts the same under tsx, vitest and node. Everything is loaded from
// node_modules: the wasm binaries and the model weights ship inside the packages; nothing is fetched.
import { createRequire } from "node:module";
import path from "node:path";
import { parentPort } from "node:worker_threads";

const require = createRequire(import.meta.url);

let faceapi = null;
let tf = null;
let queue = Promise.resolve();

function packageDir(name) {
  return path.dirname(require.resolve(`${name}/package.json`));
}

async function init(inputSize) {
  tf = require("@tensorflow/tfjs");
  const wasm = require("@tensorflow/tfjs-backend-wasm");
  faceapi = require("@vladmandic/face-api/dist/face-api.node-wasm.js");
  // A local directory, never a CDN; one thread so results and CPU use stay predictable.
  wasm.setWasmPaths(path.join(packageDir("@tensorflow/tfjs-backend-wasm"), "dist") + path.sep);
  tf.env().set("WASM_HAS_MULTITHREAD_SUPPORT", false);
  await tf.setBackend("wasm");
  await tf.ready();
  await faceapi.nets.tinyFaceDetector.loadFromDisk(path.join(packageDir("@vladmandic/face-api"), "model"));
  // One throw-away detection compiles the kernels, so the first real frame is not slow.
  const warm = tf.zeros([inputSize, inputSize, 3], "int32");
  await faceapi.detectAllFaces(warm, new faceapi.TinyFaceDetectorOptions({ inputSize, scoreThreshold: 0.5 }));
  warm.dispose();
  return { backend: tf.getBackend(), faceapi: faceapi.version, tfjs: tf.version_core };
}

async function detect({ width, height, rgb, inputSize, scoreThreshold }) {
  const tensor = tf.tensor3d(new Uint8Array(rgb), [height, width, 3], "int32");
  try {
    const results = await faceapi.detectAllFaces(
      tensor,
      new faceapi.TinyFaceDetectorOptions({ inputSize, scoreThreshold }),
    );
    return results.map((r) => ({
      x: r.box.x / width,
      y: r.box.y / height,
      width: r.box.width / width,
      height: r.box.height / height,
      score: r.score,
    }));
  } finally {
    tensor.dispose();
  }
}

parentPort.on("message", (message) => {
  queue = queue.then(async () => {
    try {
      if (message.type === "init") {
        const info = await init(message.inputSize);
        parentPort.postMessage({ id: message.id, ok: true, info });
      } else if (message.type === "detect") {
        const faces = await detect(message);
        parentPort.postMessage({ id: message.id, ok: true, faces });
      }
    } catch (error) {
      parentPort.postMessage({ id: message.id, ok: false, error: String(error?.stack ?? error) });
    }
  });
});
