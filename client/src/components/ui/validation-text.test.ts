import { describe, expect, it } from "vitest";
import { LIMITS } from "@shared/constants";
import { COMMON_PASSWORD_MESSAGE, controlCharacterMessage, PASSWORD_TOO_LONG_MESSAGE } from "@shared/schemas/common";
import { contactBodySchema } from "@shared/schemas/contact";
import { createI18n } from "@/i18n/i18n";
import { allResources } from "@/i18n/resources";
import { PASSWORD_TOO_LONG_MESSAGE as WRITTEN_OUT, translateValidation } from "./validation-text";

// validation-text.ts writes the schemas' messages out (so the forms' pages do not load zod): they must stay theirs.

const arabic = createI18n({ language: "ar", resources: allResources() });
const read = (message: string) =>
  translateValidation(message, arabic.t, (label) => arabic.exists(`ui.validation.labels.${label}`));

describe("the schemas' messages in Arabic", () => {
  it("when the schema's password messages are read, then the written-out copies match them", () => {
    expect(WRITTEN_OUT).toBe(PASSWORD_TOO_LONG_MESSAGE);
  });

  it("when each known message is read in Arabic, then it is Arabic, with its numbers", () => {
    expect(read(COMMON_PASSWORD_MESSAGE)).toBe("كلمة المرور هذه من أكثر الكلمات شيوعًا. اختر كلمة يصعب تخمينها.");
    expect(read(PASSWORD_TOO_LONG_MESSAGE)).toMatch(/^كلمة المرور طويلة جدًا: الحد الأقصى 72 بايت/);
    expect(read(controlCharacterMessage("Subject"))).toMatch(/^الموضوع: اكتب سطرًا واحدًا/);
    expect(read(controlCharacterMessage("Message", true))).toMatch(/^الرسالة: يجب ألا يحتوي/);
    expect(read(`Subject must be at most ${LIMITS.contactSubjectMax} characters`)).toBe("الموضوع: 200 حرف كحد أقصى");
    expect(read("Name is required")).toBe("أدخل الاسم");
  });

  it("when the contact schema refuses an empty message, then every message it gives reads in Arabic", () => {
    const result = contactBodySchema.safeParse({ name: "", email: "", subject: "x".repeat(300), message: "\u0000" });
    expect(result.success).toBe(false);
    for (const issue of result.error?.issues ?? []) expect(read(issue.message)).toMatch(/[\u0600-\u06ff]/);
  });

  it("when a message is not one of the schemas' (a server's, already translated), then it is shown as it came", () => {
    expect(read("البريد مستخدم")).toBe("البريد مستخدم");
  });
});
