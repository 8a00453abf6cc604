import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makePublicConfig } from "@/test-utils/fixtures";
import { reply, stubNetwork } from "@/test-utils/network";
import { rawKeysOnPage } from "@/test-utils/raw-keys";
import { renderWithApp } from "@/test-utils/render";
import { ContactPage } from "./contact-page";

function guest() {
  stubNetwork({
    "GET /api/user": reply(401, { message: "Not signed in", code: "UNAUTHENTICATED" }),
    "GET /api/public-config": makePublicConfig({
      support: { email: "help@example.com", phone: "+966 11 000 0000", hours: "Sun-Thu 9-5", location: "Riyadh" },
    }),
  });
}

describe("the contact page", () => {
  it("when read in English, then the FAQ keeps its prices as before", () => {
    guest();
    renderWithApp(<ContactPage />, { route: "/contact" });
    expect(screen.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeInTheDocument();
    expect(screen.getByText(/^\$1 per analysis, paid by card/)).toBeInTheDocument();
  });

  it("when read in Arabic, then the page, the FAQ and the form are Arabic, the operator's details as configured", async () => {
    guest();
    const { user } = renderWithApp(<ContactPage />, { route: "/ar/contact", language: "ar" });

    expect(screen.getByRole("heading", { level: 1, name: "تواصل معنا" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "الأسئلة الشائعة" })).toBeInTheDocument();
    expect(screen.getByText(/لكل تحليل، تدفعها بالبطاقة/).textContent).toMatch(/1\sUS\$/);
    expect(screen.getByRole("link", { name: "العودة إلى الرئيسية" })).toHaveAttribute("href", "/ar");
    expect(await screen.findByText("Sun-Thu 9-5")).toHaveAttribute("dir", "auto");

    const form = screen.getByRole("region", { name: "راسل فريقنا" });
    await user.click(within(form).getByRole("button", { name: "أرسل الرسالة" }));
    expect(await within(form).findByText("أدخل الاسم")).toBeInTheDocument();
    expect(within(form).getByText("أدخل الموضوع")).toBeInTheDocument();
    expect(rawKeysOnPage()).toEqual([]);
  });
});
