import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { apiJobs, apiKeys } from "../src/db/schema";
import type { Db } from "../src/db/client";

// A real HTTP server on 127.0.0.1 that receives webhooks in tests, and the rows a webhook needs (an API key and
// a finished job), written straight to their tables as the public API would leave them.

export type ReceivedWebhook = {
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The path and query the request was sent to. */
  url: string;
};

export type WebhookReceiver = {
  url: string;
  received: ReceivedWebhook[];
  /** How the next requests are answered: a status code, or "hang" to never answer. */
  respondWith(answer: (request: ReceivedWebhook) => number | "hang"): void;
  /** Resolves once `count` requests have arrived in all (fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

export async function startWebhookReceiver(options: { delayMs?: number } = {}): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let answer: (request: ReceivedWebhook) => number | "hang" = () => 200;
  const waiters = new Set<() => void>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request = { headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), url: req.url ?? "/" };
      received.push(request);
      for (const wake of waiters) wake();
      const status = answer(request);
      if (status === "hang") return;
      const reply = () => {
        if (status >= 300 && status < 400) res.setHeader("Location", "http://127.0.0.1:9/elsewhere");
        res.writeHead(status, { "Content-Type": "text/plain" }).end("ok");
      };
      if (options.delayMs) setTimeout(reply, options.delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/viralscore`,
    received,
    respondWith(next) {
      answer = next;
    },
    waitFor(count, timeoutMs = 5_000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the receiver got ${received.length} of ${count} webhooks`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An API key of the user (with a webhook URL and secret when given), as POST /api/api-keys would create it. */
export async function insertApiKey(
  db: Db,
  userId: number,
  webhook?: { url: string; secret: string },
  options: { revoked?: boolean } = {},
): Promise<string> {
  const [row] = await db
    .insert(apiKeys)
    .values({
      userId,
      name: "Scheduler tool",
      prefix: `vs_test_${randomBytes(3).toString("hex")}`,
      keyHash: randomBytes(32).toString("hex"),
      webhookUrl: webhook?.url ?? null,
      webhookSecret: webhook?.secret ?? null,
      revokedAt: options.revoked ? new Date() : null,
    })
    .returning({ id: apiKeys.id });
  return row!.id;
}

/** A job of the key that finished (the analysis itself is not needed by a webhook: its id may be null). */
export async function insertFinishedJob(
  db: Db,
  userId: number,
  apiKeyId: string,
  status: "completed" | "failed" = "completed",
): Promise<string> {
  const [row] = await db
    .insert(apiJobs)
    .values({ userId, apiKeyId, status, billing: "included" })
    .returning({ id: apiJobs.id });
  return row!.id;
}
