import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpServer } from "./server";

// A slowloris client against the server's limits, scaled down from seconds to fractions of one.

let server: http.Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.get("/ping", (_req, res) => void res.send("pong"));
  app.post("/upload", (req, res) => {
    req.resume();
    req.on("end", () => res.send("stored"));
  });
  server = createHttpServer(app, {
    headersTimeoutMs: 1000,
    requestTimeoutMs: 5000,
    checkIntervalMs: 100,
    idleTimeoutMs: 800,
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

describe("createHttpServer", () => {
  it("when a client dribbles its headers, then others are served meanwhile and it is cut off at the headers limit", async () => {
    const started = Date.now();
    const slow = net.connect(port, "127.0.0.1");
    let answer = "";
    slow.on("data", (chunk) => (answer += chunk.toString()));
    const closed = new Promise<number>((resolve) => slow.on("close", () => resolve(Date.now() - started)));
    slow.write("GET /ping HTTP/1.1\r\nHost: x\r\n");
    const dribble = setInterval(() => slow.writable && slow.write("X-Slow: 1\r\n"), 50);

    // Served while the slow client still holds its socket.
    const res = await fetch(`http://127.0.0.1:${port}/ping`);
    expect(await res.text()).toBe("pong");
    expect(slow.destroyed).toBe(false);

    const lasted = await closed;
    clearInterval(dribble);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(lasted).toBeGreaterThanOrEqual(1000);
    expect(lasted).toBeLessThan(3000);
  });

  it("when a client stops sending its body, then its connection is closed at the idle limit, long before the request limit", async () => {
    const started = Date.now();
    const slow = net.connect(port, "127.0.0.1");
    const closed = new Promise<number>((resolve) => slow.on("close", () => resolve(Date.now() - started)));
    slow.write("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000\r\n\r\n");
    slow.write("a".repeat(1000)); // then nothing more
    const res = await fetch(`http://127.0.0.1:${port}/ping`);
    expect(await res.text()).toBe("pong");
    const lasted = await closed;
    expect(lasted).toBeGreaterThanOrEqual(800);
    expect(lasted).toBeLessThan(3000);
  });
});
