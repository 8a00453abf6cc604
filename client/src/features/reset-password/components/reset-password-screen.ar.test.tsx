import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubNetwork } from "@/test-utils/network";
import { rawKeysOnPage } from "@/test-utils/raw-keys";
import { renderWithApp } from "@/test-utils/render";
import { ResetPasswordScreen } from "./reset-password-screen";

// The page a mailed reset link opens (/reset-password), in Arabic: the "account" catalogue.

describe("the mailed links' pages in Arabic", () => {
  it("when a reset link has no code, then the page says so in Arabic and offers a new link", () => {
    stubNetwork();
    renderWithApp(<ResetPasswordScreen token={null} onRequestNewLink={vi.fn()} onSignedIn={vi.fn()} />, {
      language: "ar",
    });
    expect(screen.getByRole("heading", { level: 1, name: "هذا الرابط ينقصه الرمز" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "أرسل رابطًا جديدًا" })).toBeInTheDocument();
    expect(rawKeysOnPage()).toEqual([]);
  });

  it("when a reset link is good, then the new-password form is Arabic and its messages too", async () => {
    stubNetwork({ "GET /api/auth/password/reset": { email: "s***@example.com" } });
    const { user } = renderWithApp(
      <ResetPasswordScreen token="abc" onRequestNewLink={vi.fn()} onSignedIn={vi.fn()} />,
      { language: "ar" },
    );
    expect(await screen.findByRole("heading", { level: 1, name: "اختر كلمة مرور جديدة" })).toBeInTheDocument();
    expect(screen.getByText("s***@example.com").tagName).toBe("BDI");
    await user.click(screen.getByRole("button", { name: "احفظ كلمة المرور الجديدة" }));
    expect(await screen.findByText("اكتب كلمة المرور الجديدة مرة أخرى")).toBeInTheDocument();
    expect(rawKeysOnPage()).toEqual([]);
  });
});
