import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, promoCodes, promoRedemptions } from "../../db/schema";
import { createTestContext, signUp, type TestContext } from "../../../test/app";
import { type Actors, createActors, createPromoCode, uniquePromoCode } from "../../../test/actors";
import { asAdmin, auditCount, auditEntries } from "../../../test/admin-writes";

// Promo codes from the admin area: the validation messages, the upper-cased code and the defaults, createdBy from the
// token, unique codes, maxUses never below the uses made, and the audit.

let ctx: TestContext;
let actors: Actors;

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx);
});

afterAll(async () => {
  await ctx?.close();
});

const admin = (method: "post" | "put" | "delete", path: string) => asAdmin(ctx, actors.adminToken, method, path);

const DAY = 24 * 3600_000;
function promoBody(overrides: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    code: uniquePromoCode("spring").toLowerCase(),
    discountType: "percentage",
    discountValue: 10,
    startDate: new Date(now - DAY).toISOString(),
    endDate: new Date(now + 30 * DAY).toISOString(),
    ...overrides,
  };
}

async function promoRow(id: number) {
  const [row] = await ctx.database.db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return row ?? null;
}

describe("POST /api/admin/promo-codes", () => {
  it("when the body is valid, then the code is stored upper-cased with the defaults, createdBy is the admin of the token, and the audit has it", async () => {
    const body = promoBody();
    const res = await admin("post", "/api/admin/promo-codes").send(body).expect(201);
    expect(res.body.promoCode).toMatchObject({
      code: body.code.toUpperCase(),
      discountType: "percentage",
      discountValue: 10,
      maxUses: null,
      usedCount: 0,
      isActive: true,
      startDate: body.startDate,
      endDate: body.endDate,
      createdBy: { id: actors.admin.id, username: actors.admin.username },
    });
    const row = await promoRow(res.body.promoCode.id);
    expect(row).toMatchObject({
      code: body.code.toUpperCase(),
      maxUses: null,
      isActive: true,
      createdBy: actors.admin.id,
    });
    const [entry] = await auditEntries(ctx, "promo_code.create", row!.id);
    expect(entry).toMatchObject({
      adminUsername: actors.admin.username,
      targetType: "promo_code",
      before: null,
      after: {
        code: body.code.toUpperCase(),
        discountType: "percentage",
        discountValue: 10,
        maxUses: null,
        isActive: true,
      },
    });
  });

  it("when the body names a createdBy (as the first version's client sent), then it is accepted and ignored: the creator is the admin of the token", async () => {
    // 2147483000 is no admin's id: had it been stored, the foreign key would have failed the insert.
    const res = await admin("post", "/api/admin/promo-codes")
      .send(promoBody({ createdBy: 2_147_483_000 }))
      .expect(201);
    expect(res.body.promoCode.createdBy).toEqual({ id: actors.admin.id, username: actors.admin.username });
    expect((await promoRow(res.body.promoCode.id))!.createdBy).toBe(actors.admin.id);

    const edited = await admin("put", `/api/admin/promo-codes/${res.body.promoCode.id}`)
      .send(promoBody({ code: res.body.promoCode.code, discountValue: 20, createdBy: 2_147_483_000 }))
      .expect(200);
    expect(edited.body.promoCode).toMatchObject({ discountValue: 20, createdBy: { id: actors.admin.id } });
    expect((await promoRow(res.body.promoCode.id))!.createdBy).toBe(actors.admin.id);
  });

  it("when the body has another unknown field, then it is still refused by name", async () => {
    const res = await admin("post", "/api/admin/promo-codes")
      .send(promoBody({ createdAt: "2026-01-01T00:00:00Z" }))
      .expect(400);
    expect(res.body.fieldErrors.body).toContain("Unknown field: createdAt");
  });

  it.each([
    [{ code: undefined }, "code", "Code is required"],
    [{ code: "two words" }, "code", "Promo codes contain only letters, digits, dashes and underscores"],
    [{ startDate: undefined }, "startDate", "Start date must be a date and time"],
    [{ endDate: "tomorrow" }, "endDate", "End date must be a date and time"],
    [{ endDate: new Date(Date.now() - 2 * DAY).toISOString() }, "endDate", "End date must be after start date"],
    [{ discountType: "bogus" }, "discountType", "Discount type must be percentage or fixed"],
    [{ discountValue: 0 }, "discountValue", "Discount value must be at least 1"],
    [{ discountValue: 2.5 }, "discountValue", "Discount value must be a whole number"],
    [{ discountValue: 101 }, "discountValue", "A percentage discount is at most 100"],
    [{ maxUses: 0 }, "maxUses", "Max uses must be at least 1"],
    [{ isActive: "yes" }, "isActive", "Active must be true or false"],
  ])("when the body has %o, then 400 with the message on %s and nothing is written", async (patch, field, message) => {
    const audits = await auditCount(ctx);
    const body = promoBody(patch);
    const res = await admin("post", "/api/admin/promo-codes").send(body).expect(400);
    expect(res.body.fieldErrors[field]).toContain(message);
    expect(await auditCount(ctx)).toBe(audits);
    if (typeof body.code === "string") {
      const rows = await ctx.database.db.select().from(promoCodes).where(eq(promoCodes.code, body.code.toUpperCase()));
      expect(rows).toHaveLength(0);
    }
  });

  it("when a fixed discount is above 100 cents, then it is accepted (the 100 cap is for percentages)", async () => {
    const res = await admin("post", "/api/admin/promo-codes")
      .send(promoBody({ discountType: "fixed", discountValue: 500, maxUses: 3, isActive: false }))
      .expect(201);
    expect(res.body.promoCode).toMatchObject({
      discountType: "fixed",
      discountValue: 500,
      maxUses: 3,
      isActive: false,
    });
  });

  it("when the code exists already (in any case), then 409 on the code and nothing is written", async () => {
    const existing = await createPromoCode(ctx, {
      code: uniquePromoCode("taken"),
      discountType: "fixed",
      discountValue: 50,
    });
    const audits = await auditCount(ctx);
    const res = await admin("post", "/api/admin/promo-codes")
      .send(promoBody({ code: existing.code.toLowerCase() }))
      .expect(409);
    expect(res.body).toMatchObject({
      code: "CONFLICT",
      fieldErrors: { code: ["A promo code with this code already exists"] },
    });
    expect(await auditCount(ctx)).toBe(audits);
  });
});

describe("PUT /api/admin/promo-codes/:id", () => {
  it("when the body is valid, then the code is replaced, createdBy is kept, and the audit has before and after", async () => {
    const created = (await admin("post", "/api/admin/promo-codes").send(promoBody()).expect(201)).body.promoCode;
    const update = promoBody({
      code: `${created.code}b`,
      discountType: "fixed",
      discountValue: 25,
      maxUses: 5,
      isActive: false,
    });
    const res = await admin("put", `/api/admin/promo-codes/${created.id}`).send(update).expect(200);
    expect(res.body.promoCode).toMatchObject({
      id: created.id,
      code: update.code.toUpperCase(),
      discountType: "fixed",
      discountValue: 25,
      maxUses: 5,
      isActive: false,
      createdBy: { id: actors.admin.id },
    });
    expect(await promoRow(created.id)).toMatchObject({
      code: update.code.toUpperCase(),
      discountValue: 25,
      maxUses: 5,
    });
    const [entry] = await auditEntries(ctx, "promo_code.update", created.id);
    expect(entry!.before).toMatchObject({
      code: created.code,
      discountType: "percentage",
      discountValue: 10,
      maxUses: null,
      isActive: true,
    });
    expect(entry!.after).toMatchObject({
      code: update.code.toUpperCase(),
      discountType: "fixed",
      discountValue: 25,
      maxUses: 5,
      isActive: false,
    });
  });

  it("when maxUses would go below the uses already made, then 400 with a clear message and nothing changes", async () => {
    const row = await createPromoCode(ctx, {
      code: uniquePromoCode("used"),
      discountType: "percentage",
      discountValue: 20,
      maxUses: 10,
    });
    await ctx.database.db.update(promoCodes).set({ usedCount: 3 }).where(eq(promoCodes.id, row.id));
    const body = promoBody({ code: row.code, discountValue: 20, maxUses: 2 });
    const res = await admin("put", `/api/admin/promo-codes/${row.id}`).send(body).expect(400);
    expect(res.body).toMatchObject({
      code: "VALIDATION_FAILED",
      message: "Max uses cannot be lower than the 3 uses already made.",
      fieldErrors: { maxUses: ["Max uses cannot be lower than the 3 uses already made"] },
    });
    expect((await promoRow(row.id))!.maxUses).toBe(10);
    expect(await auditEntries(ctx, "promo_code.update", row.id)).toHaveLength(0);
    // Exactly the uses made is fine, and so is unlimited.
    await admin("put", `/api/admin/promo-codes/${row.id}`)
      .send({ ...body, maxUses: 3 })
      .expect(200);
    await admin("put", `/api/admin/promo-codes/${row.id}`)
      .send({ ...body, maxUses: null })
      .expect(200);
    expect((await promoRow(row.id))!.maxUses).toBeNull();
  });

  it("when the new code is another code's, then 409 on the code and nothing changes", async () => {
    const first = await createPromoCode(ctx, {
      code: uniquePromoCode("one"),
      discountType: "percentage",
      discountValue: 5,
    });
    const second = await createPromoCode(ctx, {
      code: uniquePromoCode("two"),
      discountType: "percentage",
      discountValue: 5,
    });
    const res = await admin("put", `/api/admin/promo-codes/${second.id}`)
      .send(promoBody({ code: first.code.toLowerCase() }))
      .expect(409);
    expect(res.body.fieldErrors.code).toEqual(["A promo code with this code already exists"]);
    expect((await promoRow(second.id))!.code).toBe(second.code);
  });

  it("when the code does not exist, then 404", async () => {
    const res = await admin("put", "/api/admin/promo-codes/999999").send(promoBody()).expect(404);
    expect(res.body).toMatchObject({ code: "NOT_FOUND", message: expect.stringMatching(/promo code does not exist/) });
  });

  it("when the end date is not after the start date, then 400 End date must be after start date", async () => {
    const row = await createPromoCode(ctx, {
      code: uniquePromoCode("dates"),
      discountType: "percentage",
      discountValue: 5,
    });
    const start = new Date().toISOString();
    const res = await admin("put", `/api/admin/promo-codes/${row.id}`)
      .send(promoBody({ code: row.code, startDate: start, endDate: start }))
      .expect(400);
    expect(res.body.fieldErrors.endDate).toContain("End date must be after start date");
  });
});

describe("DELETE /api/admin/promo-codes/:id", () => {
  it("when a redeemed code is deleted, then it and its redemptions go, the payment stays with the code detached, and the audit keeps what it was", async () => {
    const row = await createPromoCode(ctx, { code: uniquePromoCode("bye"), discountType: "fixed", discountValue: 50 });
    const { user } = await signUp(ctx, "promo");
    const [payment] = await ctx.database.db
      .insert(payments)
      .values({
        userId: user.id,
        provider: "test",
        amount: 50,
        type: "per_post",
        status: "succeeded",
        promoCodeId: row.id,
      })
      .returning();
    await ctx.database.db
      .insert(promoRedemptions)
      .values({ promoCodeId: row.id, userId: user.id, paymentId: payment!.id, target: "analysis" });

    const res = await admin("delete", `/api/admin/promo-codes/${row.id}`).expect(200);
    expect(res.body).toEqual({ message: "Promo code deleted." });
    expect(await promoRow(row.id)).toBeNull();
    expect(
      await ctx.database.db.select().from(promoRedemptions).where(eq(promoRedemptions.promoCodeId, row.id)),
    ).toHaveLength(0);
    const [kept] = await ctx.database.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(kept).toMatchObject({ amount: 50, promoCodeId: null });
    const [entry] = await auditEntries(ctx, "promo_code.delete", row.id);
    expect(entry).toMatchObject({ before: { code: row.code, discountType: "fixed", discountValue: 50 }, after: null });
  });

  it("when the code does not exist, then 404 and no audit entry", async () => {
    const audits = await auditCount(ctx);
    await admin("delete", "/api/admin/promo-codes/999999").expect(404);
    expect(await auditCount(ctx)).toBe(audits);
  });
});
