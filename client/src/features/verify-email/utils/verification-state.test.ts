import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { verificationState } from "./verification-state";

const apiError = (status: number, code: string, message: string) =>
  new ApiError(status, message, { message, code, requestId: "r" });

describe("verificationState", () => {
  it("when the address has no token, then the page says the token is missing", () => {
    expect(verificationState(null, { status: "pending" })).toEqual({ kind: "missing-token" });
  });

  it("when the request is in flight, then the page is loading", () => {
    expect(verificationState("t", { status: "pending" })).toEqual({ kind: "loading" });
  });

  it("when the link verifies the address, then the page shows success with the server's message and the username", () => {
    const data = { message: "Your email has been verified successfully.", user: { username: "sara" } };
    expect(verificationState("t", { status: "success", data })).toEqual({
      kind: "success",
      message: "Your email has been verified successfully.",
      username: "sara",
    });
  });

  it("when a used link is opened again by a verified account (200), then the page shows success, not failure", () => {
    const data = { message: "Your e-mail is already verified.", user: { username: "sara" } };
    expect(verificationState("t", { status: "success", data })).toMatchObject({
      kind: "success",
      message: "Your e-mail is already verified.",
    });
  });

  it("when the link has expired (410 TOKEN_EXPIRED), then the page shows the expired state with the message", () => {
    const error = apiError(410, "TOKEN_EXPIRED", "This verification link has expired. Request a new one below.");
    expect(verificationState("t", { status: "error", error })).toEqual({
      kind: "expired",
      message: "This verification link has expired. Request a new one below.",
    });
  });

  it("when the link is unknown (400 TOKEN_INVALID), then the page shows the error state with the server's reason", () => {
    const error = apiError(400, "TOKEN_INVALID", "This verification link is invalid or has already been used.");
    expect(verificationState("t", { status: "error", error })).toEqual({
      kind: "error",
      message: "This verification link is invalid or has already been used.",
    });
  });

  it("when the server cannot be reached, then the state has no message: the page shows its own 'Email verification failed'", () => {
    const error = new TypeError("Failed to fetch");
    expect(verificationState("t", { status: "error", error })).toEqual({ kind: "error", message: null });
  });
});
