import { createFormControl } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { applyServerFieldErrors } from "./forms";

type CardForm = { number: string; expiry: string; cvc: string };

/** A real form (no React needed), its setError watched to see which field is focused. */
function cardForm() {
  const form = createFormControl<CardForm>({ defaultValues: { number: "", expiry: "", cvc: "" } });
  const setError = vi.spyOn(form, "setError");
  const focused = () => setError.mock.calls.filter((call) => call[2]?.shouldFocus).map((call) => call[0]);
  const messageOf = (field: keyof CardForm) => form.getFieldState(field).error?.message;
  return { form, focused, messageOf };
}

const badRequest = (fieldErrors: Record<string, string[]>) =>
  new ApiError(400, "Validation failed", { message: "Validation failed", code: "VALIDATION_FAILED", fieldErrors });

describe("applyServerFieldErrors", () => {
  it("when the server names the form's fields, then each takes its first message and only the first is focused", () => {
    const { form, focused, messageOf } = cardForm();
    const error = badRequest({ cvc: ["Enter a 3 or 4 digit CVC", "second"], number: ["Enter a valid card number"] });
    expect(applyServerFieldErrors(form, error)).toBe(true);
    expect(messageOf("cvc")).toBe("Enter a 3 or 4 digit CVC");
    expect(messageOf("number")).toBe("Enter a valid card number");
    expect(focused()).toEqual(["cvc"]);
  });

  it("when server names are mapped, then two of them on one form field set it once, with the first message", () => {
    const { form, messageOf } = cardForm();
    const error = badRequest({ expMonth: ["Invalid month"], expYear: ["Invalid year"] });
    expect(applyServerFieldErrors(form, error, { expMonth: "expiry", expYear: "expiry" })).toBe(true);
    expect(messageOf("expiry")).toBe("Invalid month");
  });

  it("when no field matches, or the error is not the server's, then nothing is set and it says so", () => {
    const { form, focused } = cardForm();
    expect(applyServerFieldErrors(form, badRequest({ clientSecret: ["The payment is not valid"] }))).toBe(false);
    expect(applyServerFieldErrors(form, new Error("offline"))).toBe(false);
    expect(focused()).toEqual([]);
    expect(form.getFieldState("number").error).toBeUndefined();
  });
});
