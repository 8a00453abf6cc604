import { describe, expect, it } from "vitest";
import { createI18n } from "@/i18n/i18n";
import { allResources } from "@/i18n/resources";
import { auditChanges } from "./admin-account-audit-log";
import { shortUserAgent } from "./admin-account-login-attempts";

describe("audit log changes", () => {
  it("when a record is updated, then only the fields that changed are listed", () => {
    expect(
      auditChanges({ maintenanceMode: false, freeTrialLimit: 1 }, { maintenanceMode: true, freeTrialLimit: 1 }),
    ).toEqual([{ field: "maintenanceMode", before: false, after: true }]);
  });

  it("when a record is created or deleted, then every field is listed against nothing", () => {
    expect(auditChanges(null, { code: "SPRING" })).toEqual([{ field: "code", before: undefined, after: "SPRING" }]);
    expect(auditChanges({ code: "SPRING" }, null)).toEqual([{ field: "code", before: "SPRING", after: undefined }]);
  });

  it("when there is no before or after, then there is nothing to expand", () => {
    expect(auditChanges(null, null)).toEqual([]);
  });
});

describe("login attempt browser", () => {
  const resources = allResources();
  const english = createI18n({ language: "en", resources }).getFixedT("en", "admin");
  const arabic = createI18n({ language: "ar", resources }).getFixedT("ar", "admin");

  it("when the user agent is a known browser, then it reads as browser, version and system", () => {
    const chrome =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
    const safari =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
    const edge = `${chrome} Edg/124.0.2478.80`;
    expect(shortUserAgent(chrome, english)).toBe("Chrome 124 on Windows");
    expect(shortUserAgent(safari, english)).toBe("Safari 17 on iOS");
    expect(shortUserAgent(edge, english)).toBe("Edge 124 on Windows");
    expect(shortUserAgent(chrome, arabic)).toBe("Chrome 124 على Windows");
  });

  it("when the user agent is unknown or missing, then it is cut short or shown as a dash", () => {
    expect(shortUserAgent("some-scanner/1.0 " + "x".repeat(60), english)).toHaveLength(41);
    expect(shortUserAgent(null, english)).toBe("—");
  });
});
