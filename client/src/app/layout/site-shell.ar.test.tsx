import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuthDialogProvider } from "@/features/auth/components/auth-dialog-provider";
import { makePublicConfig } from "@/test-utils/fixtures";
import { reply, stubNetwork } from "@/test-utils/network";
import { rawKeysOnPage } from "@/test-utils/raw-keys";
import { renderWithApp } from "@/test-utils/render";
import { PageLayout } from "./page-layout";

// The shell every page sits in (skip link, header, footer, document title) in both languages, and its language
// switch: the links to public pages follow the language, and switching on a public page moves to its other address.

function guest(config = makePublicConfig()) {
  stubNetwork({
    "GET /api/user": reply(401, { message: "Not signed in", code: "UNAUTHENTICATED" }),
    "GET /api/public-config": config,
  });
}

function renderShell(route: string, language: "en" | "ar", title?: string) {
  return renderWithApp(
    <AuthDialogProvider>
      <PageLayout title={title}>
        <h1>Page</h1>
      </PageLayout>
    </AuthDialogProvider>,
    { route, language },
  );
}

describe("the site shell", () => {
  it("when read in English, then the header and footer read as before and link to the English pages", async () => {
    guest();
    renderShell("/privacy", "en", "Privacy Policy");

    const banner = screen.getByRole("banner");
    expect(within(banner).getAllByRole("button", { name: "Get Started" }).length).toBeGreaterThan(0);
    expect(within(banner).getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/#pricing");
    const footer = screen.getByRole("navigation", { name: "Footer" });
    expect(within(footer).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    expect(screen.getByRole("link", { name: "Skip to content" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "اقرأ الموقع بالعربية" }).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toBe("Privacy Policy · ViralScore"));
  });

  it("when read in Arabic, then the header, footer and title are Arabic, links go to the /ar pages, no key shows", async () => {
    guest(makePublicConfig({ support: { email: "s@example.com", phone: null, hours: null, location: "Riyadh" } }));
    renderShell("/ar/privacy", "ar", "سياسة الخصوصية");

    const banner = screen.getByRole("banner");
    expect(within(banner).getAllByRole("button", { name: "ابدأ الآن" }).length).toBeGreaterThan(0);
    expect(within(banner).getByRole("link", { name: "الأسعار" })).toHaveAttribute("href", "/ar#pricing");
    expect(within(banner).getByRole("button", { name: "افتح القائمة" })).toBeInTheDocument();
    for (const logo of screen.getAllByRole("link", { name: "ViralScore" })) expect(logo).toHaveAttribute("href", "/ar");
    const footer = screen.getByRole("navigation", { name: "تذييل الموقع" });
    expect(within(footer).getByRole("link", { name: "سياسة الخصوصية" })).toHaveAttribute("href", "/ar/privacy");
    expect(within(footer).getByRole("link", { name: "لوحة التحكم" })).toHaveAttribute("href", "/dashboard");
    expect(screen.getByRole("link", { name: "انتقل إلى المحتوى" })).toBeInTheDocument();
    expect(await screen.findByText("Riyadh")).toBeInTheDocument();
    expect(screen.getByText(/جميع الحقوق محفوظة/).textContent).toMatch(/© 20\d\d ViralScore/);
    await waitFor(() => expect(document.title).toBe("سياسة الخصوصية · ViralScore"));
    expect(rawKeysOnPage()).toEqual([]);
  });

  it("when an English reader presses the switch on a public page, then the page moves to its Arabic address and reads Arabic", async () => {
    guest();
    const view = renderShell("/contact", "en");
    const [headerSwitch] = within(screen.getByRole("banner")).getAllByRole("button", { name: "اقرأ الموقع بالعربية" });
    await view.user.click(headerSwitch as HTMLElement);

    await waitFor(() => expect(view.location()).toBe("/ar/contact"));
    expect(within(screen.getByRole("banner")).getAllByRole("button", { name: "ابدأ الآن" }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole("button", { name: "Read the site in English" }).length).toBeGreaterThan(0);
  });
});
