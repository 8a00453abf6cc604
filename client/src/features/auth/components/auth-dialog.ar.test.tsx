import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makePublicConfig } from "@/test-utils/fixtures";
import { stubNetwork } from "@/test-utils/network";
import { rawKeysOnPage } from "@/test-utils/raw-keys";
import { renderWithApp } from "@/test-utils/render";
import { AuthDialog, type AuthMode } from "./auth-dialog";

// The sign-up, sign-in and reset views in Arabic, with the shared schema's English messages shown in Arabic.

function renderDialog(mode: AuthMode, language: "en" | "ar") {
  stubNetwork({ "GET /api/public-config": makePublicConfig({ freeTrialLimit: 1 }) });
  return renderWithApp(
    <AuthDialog isOpen mode={mode} onOpenChange={vi.fn()} onModeChange={vi.fn()} onSuccess={vi.fn()} />,
    { language },
  );
}

describe("the auth dialog in Arabic", () => {
  it("when the sign-up view is sent empty, then its title, fields and the schema's messages are Arabic", async () => {
    const { user } = renderDialog("register", "ar");
    const dialog = await screen.findByRole("dialog", { name: "إنشاء حساب" });
    expect(await within(dialog).findByText("ابدأ بتحليل مجاني واحد. لا حاجة إلى بطاقة.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("اسم المستخدم")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "إظهار كلمة المرور" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "إغلاق" })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "إنشاء حساب" }));

    expect(await within(dialog).findByText("يجب أن يتكون اسم المستخدم من 3 أحرف على الأقل")).toBeInTheDocument();
    expect(within(dialog).getByText("أدخل البريد الإلكتروني")).toBeInTheDocument();
    expect(within(dialog).getByText("يجب أن تتكون كلمة المرور من 8 أحرف على الأقل")).toBeInTheDocument();
    expect(rawKeysOnPage()).toEqual([]);
  });

  it("when the sign-in view opens in Arabic, then it offers the reset link and sign-up in Arabic", async () => {
    renderDialog("login", "ar");
    const dialog = await screen.findByRole("dialog", { name: "تسجيل الدخول" });
    expect(within(dialog).getByRole("button", { name: "نسيت كلمة المرور؟" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "ليس لديك حساب؟ أنشئ حسابًا" })).toBeInTheDocument();
    expect(rawKeysOnPage()).toEqual([]);
  });

  it("when the sign-up view is sent empty in English, then the messages are the schema's own words", async () => {
    const { user } = renderDialog("register", "en");
    const dialog = await screen.findByRole("dialog", { name: "Create Account" });
    expect(within(dialog).getByText("Start with 1 free analysis. No card needed.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Create Account" }));
    expect(await within(dialog).findByText("Username must be at least 3 characters")).toBeInTheDocument();
    expect(within(dialog).getByText("Email is required")).toBeInTheDocument();
  });
});
