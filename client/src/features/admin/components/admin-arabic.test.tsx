import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ADMIN_TOKEN_KEY } from "@/lib/api-client";
import { makeAdminUserRow, makeAdminUsersPage, makeSettings } from "@/test-utils/fixtures";
import { stubNetwork } from "@/test-utils/network";
import { renderWithApp } from "@/test-utils/render";
import { UsersTab } from "../tabs/users-tab";
import { AdminLoginPage } from "./admin-login-page";
import { StatsStrip } from "./stats-strip";

// The admin area in Arabic: the words come from the Arabic catalogue (no English left, no raw "section.key"), and
// figures and dates read in Arabic.

/** A key that leaked to the screen instead of its words: "users.columns.email". */
const RAW_KEY = /\b[a-z]+(?:\.[a-zA-Z-]+)+\b/;

function expectNoRawKeys(container: HTMLElement) {
  const text = container.textContent ?? "";
  // E-mail addresses have dots too; leave them out before looking.
  expect(text.replace(/\S+@\S+/g, "")).not.toMatch(RAW_KEY);
}

describe("the admin area in Arabic", () => {
  it("when the login page is shown, then its title, fields and button are Arabic", async () => {
    stubNetwork({});
    const { container } = renderWithApp(<AdminLoginPage />, { language: "ar" });

    expect(await screen.findByRole("heading", { name: "دخول المشرفين" })).toBeInTheDocument();
    expect(screen.getByLabelText("اسم المستخدم")).toBeInTheDocument();
    expect(screen.getByLabelText("كلمة المرور")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "الدخول إلى لوحة التحكم" })).toBeInTheDocument();
    expect(document.title).toBe("دخول المشرفين · ViralScore");
    expectNoRawKeys(container);
  });

  it("when the users list arrives, then headers, badges, pager and row actions are Arabic", async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, "admin-token-1");
    const sara = makeAdminUserRow();
    stubNetwork({
      "GET /api/admin/settings": { settings: makeSettings() },
      "GET /api/admin/users": () => makeAdminUsersPage([sara], { total: 1, page: 1, pageSize: 25 }),
    });
    const { container } = renderWithApp(<UsersTab onShowUserIn={() => undefined} />, {
      route: "/admin?tab=users",
      path: "/admin",
      router: "browser",
      language: "ar",
    });

    const table = screen.getByRole("table", { name: "المستخدمون" });
    expect(await within(table).findByText(sara.email)).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["اسم المستخدم", "البريد الإلكتروني", "التحليلات المجانية", "الاشتراك", "تاريخ الانضمام", "الإجراءات"]);
    expect(within(table).getByText("غير فعّال")).toBeInTheDocument();
    expect(screen.getByText("عرض 1-1 من 1")).toBeInTheDocument();
    expect(screen.getByText("صفحة 1 من 1")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "السابق" })).toBeDisabled();
    expect(screen.getByRole("button", { name: `حذف ${sara.username}` })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "ابحث عن مستخدم بالاسم أو البريد الإلكتروني" })).toBeInTheDocument();
    // The joined date is written in Arabic (month name), not "Jan 15, 2026".
    expect(within(table).queryByText(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/)).toBeNull();
    expectNoRawKeys(container);
  });

  it("when the platform stats arrive, then labels, money and plural counts are Arabic", async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, "admin-token-1");
    stubNetwork({
      "GET /api/admin/settings": { settings: makeSettings() },
      "GET /api/admin/stats": {
        totalUsers: 1234,
        todaySignups: 3,
        totalRevenue: 12_550,
        todayRevenue: 100,
        totalAnalyses: 40,
        freeAnalyses: 30,
        paidAnalyses: 10,
        competitorAnalyses: 2,
        subscriptions: 5,
      },
    });
    const { container } = renderWithApp(<StatsStrip />, { language: "ar" });

    const stats = screen.getByRole("region", { name: "أرقام المنصة" });
    expect(await within(stats).findByText("1,234")).toBeInTheDocument();
    expect(within(stats).getByText("كل المستخدمين")).toBeInTheDocument();
    expect(within(stats).getByText("30 مجانية / 10 مدفوعة")).toBeInTheDocument();
    // Two is its own form in Arabic: "تحليلان", not "2 تحليل".
    expect(within(stats).getByText("+ تحليلان لمنافسين")).toBeInTheDocument();
    expect(within(stats).getByText(/125\.50/)).toBeInTheDocument();
    expectNoRawKeys(container);
  });
});
