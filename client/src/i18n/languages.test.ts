import { describe, expect, it } from "vitest";
import { languageOfPublicPath, localeTag, preferredLanguage, publicPathIn } from "./languages";

describe("languages", () => {
  it("knows the language of a public page from its address, and app pages have none", () => {
    expect(languageOfPublicPath("/")).toBe("en");
    expect(languageOfPublicPath("/ar")).toBe("ar");
    expect(languageOfPublicPath("/ar/")).toBe("ar");
    expect(languageOfPublicPath("/ar/privacy")).toBe("ar");
    expect(languageOfPublicPath("/contact")).toBe("en");
    expect(languageOfPublicPath("/profile")).toBeNull();
    expect(languageOfPublicPath("/ar/profile")).toBeNull();
    expect(languageOfPublicPath("/article")).toBeNull();
  });

  it("writes a public page's address in either language, keeping its section and query", () => {
    expect(publicPathIn("ar", "/")).toBe("/ar");
    expect(publicPathIn("ar", "/#pricing")).toBe("/ar#pricing");
    expect(publicPathIn("ar", "/contact?topic=billing")).toBe("/ar/contact?topic=billing");
    expect(publicPathIn("en", "/ar/privacy")).toBe("/privacy");
    expect(publicPathIn("en", "/ar#faq")).toBe("/#faq");
    expect(publicPathIn("ar", "/profile")).toBe("/profile");
  });

  it("follows the browser's first language we speak", () => {
    expect(preferredLanguage(["fr-FR", "ar-SA", "en"])).toBe("ar");
    expect(preferredLanguage(["de"])).toBe("en");
  });

  it("formats Arabic with the Gregorian calendar and the chosen digits", () => {
    const date = new Date("2026-11-27T12:00:00Z");
    expect(new Intl.DateTimeFormat(localeTag("ar"), { year: "numeric" }).format(date)).toBe("2026");
    expect(new Intl.NumberFormat(localeTag("ar", "arab")).format(42)).toBe("٤٢");
  });
});
