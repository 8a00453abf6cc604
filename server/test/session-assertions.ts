import { expect } from "vitest";
import type supertest from "supertest";

// GET /api/user answers a guest 200 with `user: null`, so its status no longer tells a live session from a dead one:
// these read the body.

/** The request (a GET /api/user) finds no session: the cookie was never valid, or was ended or revoked. */
export async function expectSignedOut(request: supertest.Test): Promise<void> {
  const res = await request.expect(200);
  expect(res.body).toEqual({ user: null });
}

/** The request (a GET /api/user) is signed in; with `userId`, as that user. */
export async function expectSignedIn(request: supertest.Test, userId?: number): Promise<void> {
  const res = await request.expect(200);
  expect(res.body.user, "signed in").not.toBeNull();
  if (userId !== undefined) expect(res.body.user.id).toBe(userId);
}
