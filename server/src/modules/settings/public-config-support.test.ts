import { afterEach, describe, expect, it } from "vitest";
import type { PublicConfig } from "@shared/schemas/settings";
import { createTestContext, type TestContext } from "../../../test/app";

// The contact page's details come from the operator's configuration; an unset one is null and its line hidden,
// so a fresh install never shows a placeholder phone number or an office it does not have.

let ctx: TestContext | undefined;

afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

const support = async (context: TestContext) =>
  ((await context.request().get("/api/public-config").expect(200)).body as PublicConfig).support;

describe("GET /api/public-config, support details", () => {
  it("when no phone, hours or location is configured, then only the support address is given", async () => {
    ctx = await createTestContext({ env: { SUPPORT_EMAIL: "help@viralscore.test" } });
    expect(await support(ctx)).toEqual({ email: "help@viralscore.test", phone: null, hours: null, location: null });
  });

  it("when SUPPORT_PHONE, SUPPORT_HOURS and SUPPORT_LOCATION are set, then they are given as configured", async () => {
    ctx = await createTestContext({
      env: {
        SUPPORT_PHONE: "+966 11 234 5678",
        SUPPORT_HOURS: "Sun-Thu, 9:00-17:00 (GMT+3)",
        SUPPORT_LOCATION: "Jeddah",
      },
    });
    expect(await support(ctx)).toEqual({
      email: "support@viralscore.app",
      phone: "+966 11 234 5678",
      hours: "Sun-Thu, 9:00-17:00 (GMT+3)",
      location: "Jeddah",
    });
  });
});
