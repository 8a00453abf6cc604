import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reply, stubNetwork } from "@/test-utils/network";
import { rawKeysOnPage } from "@/test-utils/raw-keys";
import { renderWithApp } from "@/test-utils/render";
import { VerifyEmailScreen } from "./verify-email-screen";

// The page a mailed verification link opens (/verify-email), in Arabic: the "account" catalogue.

describe("the verify-email page in Arabic", () => {
  it("when the link has no token, then the page says so in Arabic", () => {
    stubNetwork();
    renderWithApp(<VerifyEmailScreen token={null} />, { language: "ar" });
    expect(screen.getByRole("heading", { level: 1, name: "تعذّر التأكيد" })).toBeInTheDocument();
    expect(screen.getByText("رمز التأكيد غير موجود في الرابط")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "العودة إلى الرئيسية" })).toHaveAttribute("href", "/ar");
  });

  it("when a verification link has expired, then the page and its resend form are Arabic with the server's reason", async () => {
    stubNetwork({
      "GET /api/verify-email": reply(410, { message: "انتهت صلاحية رابط التأكيد.", code: "TOKEN_EXPIRED" }),
    });
    renderWithApp(<VerifyEmailScreen token="old" />, { language: "ar" });
    expect(await screen.findByRole("heading", { level: 1, name: "تعذّر التأكيد" })).toBeInTheDocument();
    expect(screen.getByText("انتهت صلاحية رابط التأكيد.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "أعد إرسال رسالة التأكيد" })).toBeInTheDocument();
    expect(rawKeysOnPage()).toEqual([]);
  });
});
