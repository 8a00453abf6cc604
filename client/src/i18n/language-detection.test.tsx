import { afterEach, describe, expect, it } from "vitest";
import { createI18n, languageOf } from "./i18n";

// The language detector (decision 037): the public page's address, then the "lang" cookie, then the browser's
// languages; the language in use is written back to the cookie.

const resources = { en: { common: {} }, ar: { common: {} } };

function detectAt(path: string): string {
  window.history.replaceState(null, "", path);
  return languageOf(createI18n({ resources }));
}

function clearCookie() {
  document.cookie = "lang=; path=/; max-age=0";
}

describe("the interface's language", () => {
  afterEach(() => {
    clearCookie();
    window.history.replaceState(null, "", "/");
  });

  it("follows a public page's address before the cookie", () => {
    document.cookie = "lang=en; path=/";
    expect(detectAt("/ar/privacy")).toBe("ar");
    expect(document.cookie).toContain("lang=ar");
    expect(detectAt("/contact")).toBe("en");
    expect(document.cookie).toContain("lang=en");
  });

  it("follows the cookie on an app page, and ignores a cookie naming no language we speak", () => {
    document.cookie = "lang=ar; path=/";
    expect(detectAt("/profile")).toBe("ar");
    document.cookie = "lang=fr; path=/";
    // jsdom's browser language is English.
    expect(detectAt("/profile")).toBe("en");
  });

  it("writes the new language to the cookie when it changes", async () => {
    window.history.replaceState(null, "", "/profile");
    const i18n = createI18n({ resources });
    await i18n.changeLanguage("ar");
    expect(document.cookie).toContain("lang=ar");
  });
});
