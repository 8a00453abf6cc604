import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Settings } from "@shared/schemas/settings";
import { settings } from "../../db/schema";
import { createTestContext, newUserBody, type TestContext } from "../../../test/app";
import { type Actors, createActors } from "../../../test/actors";
import { asAdmin, auditCount, auditEntries } from "../../../test/admin-writes";
import { expectSignedIn } from "../../../test/session-assertions";

// The operator settings from the admin Settings dialog: stored on the server, enforced at once (the settings cache is
// refreshed), validated strictly, and audited before and after.

let ctx: TestContext;
let actors: Actors;

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx);
});

afterAll(async () => {
  await ctx?.close();
});

const admin = (method: "get" | "put", path = "/api/admin/settings") => asAdmin(ctx, actors.adminToken, method, path);

const DEFAULTS: Settings = {
  maintenanceMode: false,
  allowNewRegistrations: true,
  freeTrialLimit: 1,
  enableAnalytics: true,
  enableNotifications: true,
  autoRefreshInterval: 30,
};

async function storedRow() {
  const [row] = await ctx.database.db.select().from(settings).where(eq(settings.id, 1));
  return row!;
}

describe("GET /api/admin/settings", () => {
  it("when asked, then it answers the stored settings", async () => {
    await ctx.database.db
      .update(settings)
      .set({ freeTrialLimit: 4, autoRefreshInterval: 60 })
      .where(eq(settings.id, 1));
    const res = await admin("get").expect(200);
    expect(res.body).toEqual({ settings: { ...DEFAULTS, freeTrialLimit: 4, autoRefreshInterval: 60 } });
    await ctx.database.db
      .update(settings)
      .set({ freeTrialLimit: 1, autoRefreshInterval: 30 })
      .where(eq(settings.id, 1));
  });
});

describe("PUT /api/admin/settings", () => {
  it("when maintenance mode is switched on, then it is stored, users get 503 at once while the admin area works, and the audit has before and after", async () => {
    // Warm the cache with the old value: the save must refresh it, not wait for it to expire.
    await supertest(ctx.app).get("/api/public-config").expect(200);
    const next = { ...DEFAULTS, maintenanceMode: true, freeTrialLimit: 3, autoRefreshInterval: 0 };
    const res = await admin("put").send(next).expect(200);
    expect(res.body).toEqual({ settings: next });
    expect(await storedRow()).toMatchObject({ ...next, updatedBy: actors.admin.id });

    const blocked = await supertest(ctx.app).get("/api/user").set("Cookie", actors.userA.cookie).expect(503);
    expect(blocked.body.code).toBe("MAINTENANCE");
    expect((await supertest(ctx.app).get("/api/public-config").expect(200)).body.maintenanceMode).toBe(true);
    await admin("get").expect(200);

    const [entry] = await auditEntries(ctx, "settings.update", null);
    expect(entry).toMatchObject({
      adminUserId: actors.admin.id,
      targetType: "settings",
      before: DEFAULTS,
      after: next,
    });

    await admin("put").send(DEFAULTS).expect(200);
    await expectSignedIn(supertest(ctx.app).get("/api/user").set("Cookie", actors.userA.cookie));
  });

  it("when registrations are switched off, then signing up is refused at once", async () => {
    await admin("put")
      .send({ ...DEFAULTS, allowNewRegistrations: false })
      .expect(200);
    const res = await supertest(ctx.app).post("/api/register").send(newUserBody("closed")).expect(403);
    expect(res.body.code).toBe("REGISTRATION_CLOSED");
    await admin("put").send(DEFAULTS).expect(200);
    await supertest(ctx.app).post("/api/register").send(newUserBody("open")).expect(201);
  });

  it.each([
    [{ freeTrialLimit: 11 }, "freeTrialLimit"],
    [{ freeTrialLimit: 0 }, "freeTrialLimit"],
    [{ freeTrialLimit: 2.5 }, "freeTrialLimit"],
    [{ autoRefreshInterval: 15 }, "autoRefreshInterval"],
    [{ maintenanceMode: "yes" }, "maintenanceMode"],
    [{ enableAnalytics: undefined }, "enableAnalytics"],
    [{ debug: true }, "body"],
  ])("when the body has %o, then 400 on %s and nothing is stored or audited", async (patch, field) => {
    const before = await storedRow();
    const audits = await auditCount(ctx);
    const res = await admin("put")
      .send({ ...DEFAULTS, maintenanceMode: true, ...patch })
      .expect(400);
    expect(res.body.code).toBe("VALIDATION_FAILED");
    expect(res.body.fieldErrors).toHaveProperty(field);
    expect(await storedRow()).toEqual(before);
    expect(await auditCount(ctx)).toBe(audits);
  });

  it("when the refresh interval is not one of the choices, then the message lists them", async () => {
    const res = await admin("put")
      .send({ ...DEFAULTS, autoRefreshInterval: 15 })
      .expect(400);
    expect(res.body.fieldErrors.autoRefreshInterval).toContain(
      "Refresh interval must be 10, 30, 60, 300 seconds or 0 (disabled)",
    );
  });

  it("when an unknown setting is sent, then the message names it", async () => {
    const res = await admin("put")
      .send({ ...DEFAULTS, debug: true })
      .expect(400);
    expect(res.body.fieldErrors.body).toContain("Unknown field: debug");
  });
});
