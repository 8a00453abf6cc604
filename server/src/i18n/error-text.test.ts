import { describe, expect, it } from "vitest";
import { HOLE, HOLE_END, scanErrorMessages, scanMessageParts } from "../../test/error-message-scan";
import { matchErrorMessage, translateErrorText, translateFieldErrors } from "./error-text";

// Every error message the API can send has an Arabic entry: the scan reads the source for each AppError's
// message and field errors, and each message a shared schema gives, follows constants and local functions to
// their text, and lists what it could not follow. A new message without an entry fails here.

/** A message found in the source, its run-time parts replaced by a sample value. */
const sample = (text: string) => text.replace(new RegExp(`${HOLE}[^${HOLE_END}]*${HOLE_END}`, "g"), "7");
const shown = (text: string) => text.replace(new RegExp(`${HOLE}([^${HOLE_END}]*)${HOLE_END}`, "g"), "${$1}");

describe("the error catalogue covers the source", () => {
  const scan = scanErrorMessages();

  it("finds the messages, and can follow every one to its text", () => {
    expect(scan.messages.length).toBeGreaterThan(300);
    expect(scan.unresolved).toEqual([]);
  });

  it("has an entry for every message thrown or given by a schema", () => {
    const missing = scan.messages
      .filter((found) => !matchErrorMessage(sample(found.text)))
      .map((found) => `${found.file}:${found.line} ${shown(found.text)}`);
    expect(missing).toEqual([]);
  });

  it("has an entry for every label and phrase that becomes part of a message", () => {
    const parts = [...scan.labels, ...scanMessageParts()];
    expect(parts.length).toBeGreaterThan(30);
    const missing = parts
      .filter((found) => !matchErrorMessage(sample(found.text)))
      .map((found) => `${found.file}:${found.line} ${shown(found.text)}`);
    expect(missing).toEqual([]);
  });

  it("renders every message it found in Arabic, with no English sentence and no parameter left over", () => {
    for (const found of scan.messages) {
      const arabic = translateErrorText(sample(found.text), "ar");
      expect(arabic, found.text).toMatch(/[\u0600-\u06ff]/);
      expect(arabic, found.text).not.toContain("{{");
    }
  });
});

describe("translateErrorText", () => {
  it("leaves English as it is, word for word", () => {
    expect(translateErrorText("Please sign in to continue.", "en")).toBe("Please sign in to continue.");
    expect(translateErrorText("Something nobody catalogued", "ar")).toBe("Something nobody catalogued");
  });

  it("fills parameters, translating those that are catalogued phrases themselves", () => {
    expect(translateErrorText("Name is required", "ar")).toBe("يلزم إدخال الاسم");
    expect(translateErrorText("Password must be at least 8 characters", "ar")).toBe(
      "يجب ألا يقل عدد أحرف كلمة المرور عن 8",
    );
    expect(
      translateErrorText("The payment system could not read the card right now. Please try again in a minute.", "ar"),
    ).toBe("تعذّر على نظام الدفع الآن قراءة البطاقة. حاول مرة أخرى بعد دقيقة.");
    expect(
      translateErrorText(
        "We could not read this video: The video could not be decoded. Your free analysis was not used.",
        "ar",
      ),
    ).toBe("تعذّرت قراءة الفيديو: تعذّر فك ترميز الفيديو. لم يُحتسب تحليلك المجاني.");
  });

  it("chooses the Arabic plural form from the count", () => {
    expect(translateErrorText("Max uses cannot be lower than the 1 use already made.", "ar")).toBe(
      "لا يمكن أن يقل الحد الأقصى للاستخدامات عن الاستخدام الذي تم بالفعل.",
    );
    expect(translateErrorText("Max uses cannot be lower than the 2 uses already made.", "ar")).toContain("الاستخدامين");
    expect(translateErrorText("Max uses cannot be lower than the 5 uses already made.", "ar")).toContain("5 استخدامات");
    expect(translateErrorText("Max uses cannot be lower than the 12 uses already made", "ar")).toContain("12 استخدامًا");
  });

  it("translates field errors, keeping the fields", () => {
    expect(translateFieldErrors({ email: ["Email is required"] }, "ar")).toEqual({ email: ["أدخل البريد الإلكتروني"] });
  });
});
