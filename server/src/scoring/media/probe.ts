import { MAX_DECODE_PIXELS } from "./video";
import { MediaUnreadableError } from "../types";
import { type PacketFacts, TIMELINE_MAX_SECONDS, parsePacketLines } from "./keyframes";
import { resolveMediaTools, runTool, toolFault } from "./tools";

/** Container facts from ffprobe, with the displayed size after rotation and pixel aspect ratio. */
export type VideoFacts = {
  container: string;
  durationSec: number | null;
  videoCodec: string;
  codedWidth: number;
  codedHeight: number;
  /** What the viewer sees: rotation (tag or display matrix) and sample aspect ratio applied. */
  displayWidth: number;
  displayHeight: number;
  rotation: number;
  /** Whether the stream carries a display matrix or rotate tag (a decoder may then turn or mirror it). */
  oriented: boolean;
  frameRate: number | null;
  bitRate: number | null;
  hasAudio: boolean;
  audioCodec: string | null;
};

type ProbeStream = {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  duration?: string;
  bit_rate?: string;
  sample_aspect_ratio?: string;
  disposition?: { attached_pic?: number };
  tags?: Record<string, string>;
  side_data_list?: { rotation?: number | string; side_data_type?: string }[];
  index?: number;
};
type ProbeJson = { streams?: ProbeStream[]; format?: { format_name?: string; duration?: string; bit_rate?: string } };

function parseRate(rate: string | undefined): number | null {
  if (!rate) return null;
  const [n, d] = rate.split("/").map(Number);
  if (!n || !Number.isFinite(n)) return null;
  const value = d ? n / d : n;
  return Number.isFinite(value) && value > 0 && value < 1000 ? value : null;
}

function parsePositive(value: string | undefined): number | null {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}

function rotationOf(stream: ProbeStream): number {
  const fromMatrix = stream.side_data_list?.find((s) => s.rotation !== undefined)?.rotation;
  const raw = fromMatrix ?? stream.tags?.rotate ?? 0;
  const deg = Math.round(Number(raw)) || 0;
  return ((deg % 360) + 360) % 360;
}

export function factsFromProbe(json: ProbeJson): VideoFacts {
  const streams = json.streams ?? [];
  const video = streams.find((s) => s.codec_type === "video" && !s.disposition?.attached_pic && s.width && s.height);
  if (!video || !video.width || !video.height) throw new MediaUnreadableError("The file has no decodable video stream");
  // Short-form video is at most 4K on phones; a frame this large is a hostile or broken file.
  if (video.width * video.height > MAX_DECODE_PIXELS) {
    throw new MediaUnreadableError(
      `its resolution (${video.width}x${video.height}) is larger than we can analyse (up to 8K)`,
    );
  }
  const audio = streams.find((s) => s.codec_type === "audio");
  const rotation = rotationOf(video);
  const [sarN, sarD] = (video.sample_aspect_ratio ?? "1:1").split(":").map(Number);
  const sar = sarN && sarD ? sarN / sarD : 1;
  let displayWidth = Math.max(2, Math.round(video.width * sar));
  let displayHeight = video.height;
  if (rotation === 90 || rotation === 270) [displayWidth, displayHeight] = [displayHeight, displayWidth];
  const durationSec = parsePositive(json.format?.duration) ?? parsePositive(video.duration);
  return {
    container: json.format?.format_name ?? "unknown",
    durationSec,
    videoCodec: video.codec_name ?? "unknown",
    codedWidth: video.width,
    codedHeight: video.height,
    displayWidth,
    displayHeight,
    rotation,
    oriented:
      video.tags?.rotate !== undefined ||
      Boolean(
        video.side_data_list?.some((d) => d.rotation !== undefined || /display matrix/i.test(d.side_data_type ?? "")),
      ),
    frameRate: parseRate(video.avg_frame_rate) ?? parseRate(video.r_frame_rate),
    bitRate: parsePositive(json.format?.bit_rate) ?? parsePositive(video.bit_rate),
    hasAudio: Boolean(audio),
    audioCodec: audio?.codec_name ?? null,
  };
}

type ProbePacket = { stream_index?: number; pts_time?: string; size?: string; flags?: string };

export async function probeVideo(filePath: string): Promise<VideoFacts> {
  return factsFromProbe(await runProbe(filePath, ["-show_format", "-show_streams", "-of", "json"], 4));
}

/**
 * The container facts and, from the same ffprobe run (one process start and one stream probe fewer), every
 * video packet's time, size and key flag for the timeline. A file whose packets cannot be listed is probed
 * again without them: its facts still count, its timeline then has no keyframes (packets null).
 */
export async function probeVideoAndPackets(
  filePath: string,
): Promise<{ facts: VideoFacts; packets: PacketFacts | null }> {
  let json: ProbeJson & { packets?: ProbePacket[] };
  try {
    json = await runProbe(
      filePath,
      [
        "-show_format",
        "-show_streams",
        "-read_intervals",
        `%+${TIMELINE_MAX_SECONDS}`,
        "-show_entries",
        "packet=stream_index,pts_time,size,flags",
        "-of",
        "json=compact=1",
      ],
      16,
    );
  } catch (error) {
    if (toolFault(error)) throw error;
    return { facts: await probeVideo(filePath), packets: null };
  }
  const facts = factsFromProbe(json);
  const videoIndex = (json.streams ?? []).find(
    (s) => s.codec_type === "video" && !s.disposition?.attached_pic && s.width && s.height,
  )?.index;
  const lines = (json.packets ?? [])
    .filter((p) => p.stream_index === videoIndex)
    .map((p) => `${p.pts_time ?? ""},${p.size ?? ""},${p.flags ?? ""}`);
  return { facts, packets: parsePacketLines(lines.join("\n")) };
}

async function runProbe(
  filePath: string,
  show: string[],
  maxMb: number,
): Promise<ProbeJson & { packets?: ProbePacket[] }> {
  const tools = resolveMediaTools();
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    await runTool(tools.ffprobe, ["-v", "error", ...show, filePath], {
      outputs: {
        1: (chunk) => {
          size += chunk.length;
          if (size > maxMb * 1024 * 1024) throw new MediaUnreadableError("ffprobe output is unreasonably large");
          chunks.push(chunk);
        },
      },
      timeoutMs: 15_000,
    });
  } catch (error) {
    if (error instanceof MediaUnreadableError) throw error;
    throw (
      toolFault(error) ??
      new MediaUnreadableError("The video could not be read (empty, truncated or not a video)", { cause: error })
    );
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) as ProbeJson & { packets?: ProbePacket[] };
  } catch (error) {
    throw new MediaUnreadableError("The video could not be read", { cause: error });
  }
}
