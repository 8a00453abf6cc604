import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Express } from "express";
import supertest from "supertest";
import { type AppServices, createApp } from "../src/app";
import { type Config, loadConfig } from "../src/config";
import type { Database } from "../src/db/client";
import type { Clock } from "../src/lib/clock";
import { createLogger } from "../src/logger";
import { createSmtpMailer, type Mailer } from "../src/mail/mailer";
import { createEngine } from "../src/scoring/engine";
import { createTestDatabase } from "./database";
import { startSmtpServer } from "./smtp";

export type TestClock = Clock & { advance(ms: number): void; set(date: Date): void };

export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

export type TestContext = {
  app: Express;
  api: import("express").Router;
  services: AppServices;
  /** With its `url` on PostgreSQL (a second pool on it is a second process's). */
  database: Database & { url?: string };
  config: Config;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  /** The app's own mailer, for a worker under test to send through (closed with the context). */
  mailer: Mailer;
  clock: TestClock;
  request: () => supertest.Agent;
  close(): Promise<void>;
};

/**
 * The real app on a real database (a fresh copy per call) with mail going to a real in-test SMTP server.
 * Nothing of ours is mocked. Rate limits are raised unless a test asks for the production ones.
 */
export async function createTestContext(
  options: {
    env?: Record<string, string>;
    /** e.g. the real Stripe provider pointed at the fake Stripe server (server/test/fake-stripe.ts). */
    paymentProvider?: (clock: TestClock) => import("../src/modules/billing/providers/provider").PaymentProvider;
    /**
     * false: the engine runs without its vision models (faces, objects, NSFW, OCR), as `createEngine` allows.
     * For files where an analysis is only the means (who may call a route, what bad input gets); the models
     * cost seconds to load in every file and most of each analysis. The engine's own tests and the analysis
     * journeys keep them on.
     */
    models?: boolean;
  } = {},
): Promise<TestContext> {
  const smtp = await startSmtpServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vs-test-data-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: "test",
    BCRYPT_COST: "4",
    RATE_LIMIT_MULTIPLIER: "1000",
    APP_URL: "http://localhost:5000",
    SMTP_URL: smtp.url,
    LOG_LEVEL: "silent",
    ...options.env,
  });
  const database = await createTestDatabase();
  const clock = createTestClock();
  const logger = createLogger(config.logLevel);
  const mailer = createSmtpMailer(smtp.url, config.mailFrom);
  const { app, api, services } = createApp({
    config,
    db: database.db,
    mailer,
    logger,
    clock,
    paymentProvider: options.paymentProvider?.(clock),
    ...(options.models === false ? { engine: createEngine(config.scoringEngine, { logger, faces: false }) } : {}),
  });
  return {
    app,
    api,
    services,
    database,
    config,
    smtp,
    mailer,
    clock,
    request: () => supertest.agent(app),
    async close() {
      await services.engine.close?.();
      await database.close();
      mailer.close();
      await smtp.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique, valid sign-up body. */
export function newUserBody(prefix = "user") {
  counter += 1;
  const tag = `${prefix}${process.pid}x${counter}`;
  return { email: `${tag}@example.com`, username: tag, password: "correct horse battery" };
}

/** Registers a user and returns a signed-in agent (its cookie jar holds the session) and the user. */
export async function signUp(ctx: TestContext, prefix = "user") {
  const body = newUserBody(prefix);
  const agent = ctx.request();
  const res = await agent.post("/api/register").send(body).expect(201);
  return { agent, user: res.body.user as { id: number; email: string; username: string }, body };
}
