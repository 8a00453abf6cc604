import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubNetwork } from "@/test-utils/network";
import { rawKeysOnPage } from "@/test-utils/raw-keys";
import { renderWithApp } from "@/test-utils/render";
import { PrivacyPage } from "./privacy-page";

// The privacy policy is a legal text: in Arabic it is the whole policy, not a summary, with no English left.

describe("the privacy policy", () => {
  it("when read in English, then it reads as before", () => {
    stubNetwork();
    renderWithApp(<PrivacyPage />, { route: "/privacy" });
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
    expect(screen.getByText("Last updated November 27, 2026")).toBeInTheDocument();
    expect(screen.getByText("Your media is deleted within 24 hours")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Questions?" })).toHaveAttribute("href", "/contact");
  });

  it("when read in Arabic, then every section is Arabic, with its numbers, links and no key or English sentence", () => {
    stubNetwork();
    renderWithApp(<PrivacyPage />, { route: "/ar/privacy", language: "ar" });

    expect(screen.getByRole("heading", { level: 1, name: "سياسة الخصوصية" })).toBeInTheDocument();
    expect(screen.getByText("آخر تحديث: 27 نوفمبر 2026")).toBeInTheDocument();
    for (const name of [
      "المعلومات التي نجمعها",
      "كيف نستخدم معلوماتك",
      "كيف نشارك المعلومات",
      "كيف نحمي بياناتك",
      "حقوقك",
    ]) {
      expect(screen.getByRole("heading", { level: 2, name: new RegExp(name) })).toBeInTheDocument();
    }
    expect(screen.getByText("تُحذف ملفاتك خلال 24 ساعة")).toBeInTheDocument();
    expect(screen.getByText(/صورة JPEG بحد أقصى 416 بكسلًا/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "حذف حسابي" })).toHaveAttribute("href", "/profile#your-data");
    expect(screen.getByRole("link", { name: "لديك أسئلة؟" })).toHaveAttribute("href", "/ar/contact");
    expect(rawKeysOnPage()).toEqual([]);
    // Brand and standard names (ViralScore, Stripe, TLS, HTTPS, JSON, JPEG, GDPR, PDPL) only: no English words.
    expect(document.body.textContent).not.toMatch(/\b(the|and|your|with|we|of)\b/i);
  });
});
