import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { getCurrentUser } from "./get-current-user";

// The server is the outside world here: fetch answers as GET /api/user would.
function answer(status: number, body: unknown) {
  vi.stubGlobal("fetch", async () => new Response(JSON.stringify(body), { status }));
}

const user = { id: 7, username: "lina" };

describe("getCurrentUser", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("when the server answers a guest 200 with user null, then the guest is null", async () => {
    answer(200, { user: null });
    expect(await getCurrentUser()).toBeNull();
  });

  it("when the server answers with a user, then that user is returned", async () => {
    answer(200, { user });
    expect(await getCurrentUser()).toEqual(user);
  });

  it("when an older server answers 401, then it still reads as a guest", async () => {
    answer(401, { message: "Please sign in to continue.", code: "UNAUTHENTICATED" });
    expect(await getCurrentUser()).toBeNull();
  });

  it("when the server is in maintenance (503), then the error reaches the caller", async () => {
    answer(503, { message: "Down for maintenance", code: "MAINTENANCE" });
    await expect(getCurrentUser()).rejects.toBeInstanceOf(ApiError);
  });
});
