import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createActors } from "../../test/actors";
import { createTestContext, signUp, type TestContext } from "../../test/app";
import { compressJson } from "./compress-json";

// The API's compression on the kinds of answer the API gives: JSON of every size, a JSON download, a CSV
// export and a stream of progress events, read over a real socket as raw bytes.

const big = { items: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `analysis ${i}`, score: 70 })) };

let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(compressJson());
  app.get("/big", (_req, res) => void res.json(big));
  app.get("/small", (_req, res) => void res.json({ status: "ok" }));
  app.get("/download", (_req, res) => {
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("Content-Disposition", 'attachment; filename="data.json"');
    res.end(JSON.stringify(big));
  });
  app.get("/csv", (_req, res) => {
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.end("id,name\n".repeat(400));
  });
  app.get("/events", (_req, res) => {
    res.writeHead(200, { "Content-Type": "text/event-stream" });
    res.write(`data: ${JSON.stringify({ stage: "upload", text: "x".repeat(2000) })}\n\n`); // and the stream stays open
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/** The response's headers and its bytes; with `firstChunkOnly`, as soon as the first bytes arrive. */
function get(path: string, acceptEncoding: string, firstChunkOnly = false) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.get(`${base}${path}`, { headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        if (firstChunkOnly) {
          resolve({ headers: res.headers, body: chunk });
          req.destroy();
        }
      });
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", (error) => (firstChunkOnly ? undefined : reject(error)));
  });
}

describe("compressJson", () => {
  it("when JSON of 1 KB or more is asked for with brotli, then it is sent as brotli", async () => {
    const res = await get("/big", "gzip, deflate, br");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(JSON.parse(zlib.brotliDecompressSync(res.body).toString())).toEqual(big);
    expect(res.body.length).toBeLessThan(JSON.stringify(big).length / 4);
  });

  it("when the browser accepts only gzip, then gzip", async () => {
    const res = await get("/big", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(res.body).toString())).toEqual(big);
  });

  it("when JSON is under 1 KB, then it goes as it is", async () => {
    const res = await get("/small", "br, gzip");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toEqual({ status: "ok" });
  });

  it("when the answer is a download or a CSV export, then it streams as it is", async () => {
    for (const path of ["/download", "/csv"]) {
      expect((await get(path, "br, gzip")).headers["content-encoding"], path).toBeUndefined();
    }
  });

  it("when the answer is a stream of events, then each event arrives at once, uncompressed", async () => {
    const res = await get("/events", "br, gzip", true);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body.toString()).toContain('"stage":"upload"');
  });
});

describe("compression in the app", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("when an admin list of over 1 KB is asked for, then it comes compressed; the busy small routes are left alone", async () => {
    const actors = await createActors(ctx);
    for (let i = 0; i < 3; i++) await signUp(ctx, "listed");
    const list = await actors.as("admin", "GET", "/api/admin/users").set("Accept-Encoding", "br, gzip").expect(200);
    expect(list.headers["content-encoding"]).toBe("br");
    expect(list.body.items.length).toBeGreaterThanOrEqual(5); // and it decompresses to the list
    // Not even considered: no Vary, as no other answer could have been chosen.
    for (const path of ["/api/user", "/api/health", "/api/public-config"]) {
      const res = await actors.as("userA", "GET", path).set("Accept-Encoding", "br, gzip").expect(200);
      expect([res.headers["content-encoding"], res.headers.vary], path).toEqual([undefined, undefined]);
    }
  });
});
