import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { rawKeysOnPage } from "@/test-utils/raw-keys";
import { renderWithApp } from "@/test-utils/render";
import { OrderSummary } from "./order-summary";
import { PlanChoiceDialog } from "./plan-choice-dialog";
import { ProPlanCard } from "./pro-plan-card";

describe("billing in Arabic", () => {
  it("when the free analyses are used up, then the three ways to continue read in Arabic with dollar prices", () => {
    renderWithApp(<PlanChoiceDialog isOpen onOpenChange={vi.fn()} onPayNow={vi.fn()} onSaveCard={vi.fn()} />, {
      language: "ar",
    });
    const dialog = screen.getByRole("dialog", { name: "اختر طريقة المتابعة" });
    expect(dialog).toHaveTextContent("احفظ بطاقة مع الدفع التلقائي");
    expect(dialog).toHaveTextContent("US$");
    expect(rawKeysOnPage(dialog)).toEqual([]);
  });

  it("when the Pro plan and its order summary are shown, then they read in Arabic", () => {
    renderWithApp(
      <>
        <ProPlanCard amount={500} dealLabel={null} />
        <OrderSummary item="اشتراك Pro الشهري" originalCents={1000} totalCents={500} isMonthly />
      </>,
      { language: "ar" },
    );
    expect(screen.getByRole("heading", { name: "اشتراك Pro الشهري" })).toBeInTheDocument();
    expect(screen.getByText("تحليلات غير محدودة")).toBeInTheDocument();
    expect(screen.getByText("الإجمالي")).toBeInTheDocument();
    expect(rawKeysOnPage()).toEqual([]);
  });
});
