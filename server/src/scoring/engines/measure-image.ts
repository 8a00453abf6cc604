import { DETAIL_LONG_SIDE, loadDetailImage } from "../media/detail-frame";
import { loadImage } from "../media/image";
import { encodePreviewJpeg } from "../media/preview-jpeg";
import { summarizePicture } from "../signals/measurements";
import { getPixelMeasures } from "../measures";
import type { EngineInput } from "../types";
import type { VisionService } from "../vision/types";
import { measureQuality } from "./quality";
import { SightCollector } from "./sight";
import type { MeasuredMedia } from "./sight-summary";

// An image: decoded once at 416 px for the statistics and every model, and once in gray at its own
// resolution (capped) for blocking and upscaling.

export async function measureImage(
  input: EngineInput,
  vision: VisionService | null,
): Promise<{ media: MeasuredMedia; previewJpeg: Promise<Buffer | null> }> {
  input.onStage?.("decoding");
  const { facts, frame } = await loadImage(input.filePath);
  input.onStage?.("sight");
  const previewJpeg = encodePreviewJpeg(frame).catch(() => null); // in libvips threads, meanwhile
  // Blocking sits on the file's own 8x8 grid and upscaling shows at its own scale: both are measured at
  // native resolution, so only on images up to DETAIL_LONG_SIDE (a larger photo would be resampled, and
  // decoding 12 megapixels costs more than the whole analysis).
  const native = Math.max(facts.displayWidth, facts.displayHeight) <= DETAIL_LONG_SIDE;
  const quality = native ? measureQuality(loadDetailImage(input.filePath)) : Promise.resolve(null);
  const sight = new SightCollector(vision);
  sight.add(frame, {
    source: "image",
    t: null,
    tasks: { faces: true, body: true, nsfw: true },
    objectsUnlessPerson: true,
    read: true,
  });
  const stats = await getPixelMeasures().frameStats(frame);
  const [frames, qualityResult] = await Promise.all([
    sight.finish((share) => input.onStage?.("sight", share)),
    quality,
  ]);
  const base: MeasuredMedia["base"] = {
    kind: "image",
    container: facts.format,
    codec: facts.format,
    width: facts.displayWidth,
    height: facts.displayHeight,
    rotation: 0,
    durationSec: null,
    frameRate: null,
    bitRate: null,
    bitsPerPixel: null,
    hasAudioStream: false,
    picture: summarizePicture([stats]),
    preview: {
      t: null,
      gridLuma: stats.gridLuma,
      gridEdges: stats.gridEdges,
      brightness: stats.brightness,
      edgeMean: stats.edgeMean,
    },
    hook: null,
    samples: null,
    deadFrames: null,
    audio: null,
    quality: qualityResult,
  };
  const seen: MeasuredMedia["sight"] = {
    frames,
    preview: { source: "image", t: null },
    status: vision?.status() ?? null,
    vertical: facts.displayHeight > facts.displayWidth,
  };
  return { media: { base, sight: seen }, previewJpeg };
}
