import { fork } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { postUpload } from "./post-upload";

// The server's peak memory growth while a large file is uploaded (and then analysed) through the real route: the upload
// must stream to disk, so growth stays near-flat whatever the file size (the target: at most 64 MB for 300 MB). The
// server runs in its own process so the client's buffers do not count.

type Message = { type: string; port?: number; baseline?: number; peak?: number };

export type UploadMemoryResult = {
  fileBytes: number;
  uploadMs: number;
  status: number;
  baselineMb: number;
  peakMb: number;
  growthMb: number;
};

export async function measureUploadMemory(filePath: string): Promise<UploadMemoryResult> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), "upload-server.ts");
  const child = fork(script, [], {
    execArgv: ["--import", "tsx", "--expose-gc"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = (type: string) =>
    new Promise<Message>((resolve) => {
      const onMessage = (message: Message) => {
        if (message.type !== type) return;
        child.off("message", onMessage);
        resolve(message);
      };
      child.on("message", onMessage);
    });
  try {
    const { port } = await next("ready");
    const base = `http://127.0.0.1:${port}`;
    const register = await fetch(`${base}/api/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        email: `bench${Date.now()}@example.com`,
        username: `bench${Date.now()}`,
        password: "benchmark password",
      }),
    });
    const cookie = (register.headers.get("set-cookie") ?? "").split(";")[0]!;

    child.send({ type: "start" });
    const { baseline } = await next("started");
    const started = performance.now();
    const { status } = await postUpload(port!, cookie, filePath, "video/mp4");
    const uploadMs = performance.now() - started;
    child.send({ type: "stop" });
    const { peak } = await next("peak");
    const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
    return {
      fileBytes: fs.statSync(filePath).size,
      uploadMs: Math.round(uploadMs),
      status,
      baselineMb: mb(baseline!),
      peakMb: mb(peak!),
      growthMb: mb(peak! - baseline!),
    };
  } finally {
    child.send({ type: "exit" });
  }
}
