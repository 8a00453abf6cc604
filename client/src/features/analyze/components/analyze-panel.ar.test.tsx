import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeUser } from "@/test-utils/fixtures";
import { stubNetwork } from "@/test-utils/network";
import { renderWithApp } from "@/test-utils/render";
import type { AnalysisPaymentGate } from "../utils/payment-gate";
import { AnalyzePanel } from "./analyze-panel";

// The analyze form read in Arabic: every word from the catalogue, none of its keys on the screen.

const gate: AnalysisPaymentGate = {
  beforeAnalyze: vi.fn(async () => "proceed" as const),
  onPaymentRequired: vi.fn(),
  isChecking: false,
};

function renderArabic(user = makeUser({ freeTrialsUsed: 1, freeTrialLimit: 3 })) {
  stubNetwork();
  return renderWithApp(
    <AnalyzePanel user={user} onRequireAuth={vi.fn()} paymentGate={gate} renderResults={() => null} />,
    { language: "ar" },
  );
}

const keyLike = /\b(?:form|upload|chosen|fields|size|submit|access|fileErrors|progress|fileSize)\.[a-zA-Z]/;

describe("the analyze form in Arabic", () => {
  it("when a creator opens it, then the labels, the size meter and the cost line are in Arabic", () => {
    renderArabic();

    expect(screen.getByRole("form", { name: "حلّل محتواك" })).toBeInTheDocument();
    expect(screen.getByLabelText("ارفع فيديو أو صورة")).toBeInTheDocument();
    expect(screen.getByText("اسحب الفيديو أو الصورة وأفلته هنا")).toBeInTheDocument();
    expect(screen.getByText("0 ميجابايت من 300 ميجابايت")).toBeInTheDocument();
    expect(screen.getByText("التحليلات المجانية المستخدمة: 1/3. هذا التحليل مجاني.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /حلّل/ })).toBeDisabled();
    expect(document.body.textContent).not.toMatch(keyLike);
  });

  it("when a file of another type is chosen, then the error says so in Arabic", async () => {
    const { user } = renderArabic();

    await user.upload(
      screen.getByLabelText("ارفع فيديو أو صورة"),
      new File(["x"], "notes.txt", { type: "text/plain" }),
    );

    expect(screen.getByRole("alert")).toHaveTextContent("نوع الملف غير مدعوم");
    expect(screen.getByText("ملف · بايت واحد")).toBeInTheDocument();
  });
});
