import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/app";
import { apiCaller } from "../../../test/public-api-helpers";

// The per-key limit at its production size (the other test files raise every limit a thousandfold).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ models: false, env: { RATE_LIMIT_MULTIPLIER: "1" } });
});
afterAll(async () => {
  await ctx?.close();
});

describe("the rate limit of a key", () => {
  it("when a key makes its 61st request in a minute, then 429 with Retry-After, while another key of the same user goes on", async () => {
    const caller = await apiCaller(ctx, { prefix: "rate" });
    const second = (await caller.agent.post("/api/api-keys").send({ name: "Second" }).expect(201)).body.key as string;
    let last = await caller.call("get", "/api/v1/usage").expect(200);
    expect(last.headers["ratelimit-limit"]).toBe("60");
    expect(last.headers["ratelimit-remaining"]).toBe("59");
    for (let i = 2; i <= 60; i++) last = await caller.call("get", "/api/v1/usage").expect(200);
    expect(last.headers["ratelimit-remaining"]).toBe("0");
    expect(last.body.requestsThisMinute).toBe(60);
    const refused = await caller.call("post", "/api/v1/captions/score").send({ caption: "hi" }).expect(429);
    expect(refused.body).toMatchObject({ code: "RATE_LIMITED", message: expect.stringMatching(/at most 60 a minute/) });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers["ratelimit-remaining"]).toBe("0");
    await ctx.request().get("/api/v1/usage").set("Authorization", `Bearer ${second}`).expect(200);
  });
});
