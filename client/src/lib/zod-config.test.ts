import { beforeEach, describe, expect, it, vi } from "vitest";

type ZodGlobal = { __zod_globalConfig?: Record<string, unknown> };

describe("zod-config", () => {
  beforeEach(() => {
    vi.resetModules();
    delete (globalThis as ZodGlobal).__zod_globalConfig;
  });

  it("when it runs before zod loads, then zod runs jitless (no new Function probe for the CSP to report)", async () => {
    await import("./zod-config");
    const { config } = await import("zod/v4/core");
    expect(config().jitless).toBe(true);
    const { z } = await import("zod");
    expect(z.object({ name: z.string() }).parse({ name: "x", extra: 1 })).toEqual({ name: "x" });
  });

  it("when zod's chunk loaded first, then zod still sees jitless (the object zod holds is changed in place)", async () => {
    // What zod does when it loads: make the object if there is none, and keep a reference to it.
    const heldByZod: Record<string, unknown> = {};
    (globalThis as ZodGlobal).__zod_globalConfig = heldByZod;
    await import("./zod-config");
    expect((globalThis as ZodGlobal).__zod_globalConfig).toBe(heldByZod);
    expect(heldByZod.jitless).toBe(true);
  });
});
