import supertest from "supertest";
import { type AppDeps, createApp } from "../src/app";
import { createLogger } from "../src/logger";
import { createSmtpMailer } from "../src/mail/mailer";
import type { TestContext } from "./app";

/**
 * Another app over the test context's database, as a second app process would be: nothing shared with the first but the
 * database. Close it with `close()` (its leases, engine and mail connections), the database stays the context's.
 */
export function createSiblingApp(ctx: TestContext, overrides: Partial<AppDeps> = {}) {
  const mailer = createSmtpMailer(ctx.smtp.url, ctx.config.mailFrom);
  const { app, services } = createApp({
    config: ctx.config,
    db: ctx.database.db,
    mailer,
    logger: createLogger(ctx.config.logLevel),
    clock: ctx.clock,
    ...overrides,
  });
  return {
    app,
    services,
    request: () => supertest.agent(app),
    async close() {
      await services.analysisLeases.close();
      if (!overrides.engine) await services.engine.close?.();
      mailer.close();
    },
  };
}
