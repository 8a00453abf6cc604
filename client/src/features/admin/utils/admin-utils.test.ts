import { describe, expect, it } from "vitest";
import { createI18n } from "@/i18n/i18n";
import { allResources } from "@/i18n/resources";
import { parseUserFilter } from "./admin-tabs";
import { adminListUrl } from "./list-url";
import { pageSummary } from "./page-summary";

const resources = allResources();
const english = createI18n({ language: "en", resources }).getFixedT("en", "admin");
const arabic = createI18n({ language: "ar", resources }).getFixedT("ar", "admin");

describe("pageSummary", () => {
  it("when the second page of 25 is full, then it reads 26-50 with the total grouped", () => {
    expect(pageSummary({ page: 2, pageSize: 25, total: 1234, count: 25 }, english)).toBe("Showing 26-50 of 1,234");
  });
  it("when the last page is short, then the range ends at the last row", () => {
    expect(pageSummary({ page: 2, pageSize: 25, total: 31, count: 6 }, english)).toBe("Showing 26-31 of 31");
  });
  it("when nothing matches, then it says 0 rather than a range", () => {
    expect(pageSummary({ page: 1, pageSize: 25, total: 0, count: 0 }, english)).toBe("Showing 0 of 0");
  });
  it("when the admin reads Arabic, then the line is Arabic with the same figures", () => {
    expect(pageSummary({ page: 2, pageSize: 25, total: 1234, count: 25 }, arabic)).toBe("عرض 26-50 من 1,234");
  });
});

describe("adminListUrl", () => {
  it("when a param is empty, then it is left out of the query", () => {
    expect(adminListUrl("/api/admin/users", { page: "2", search: "", sort: "email" })).toBe(
      "/api/admin/users?page=2&sort=email",
    );
  });
  it("when the search has spaces or Arabic, then it is encoded", () => {
    expect(adminListUrl("/api/admin/users", { search: "سارة a" })).toBe(
      "/api/admin/users?search=%D8%B3%D8%A7%D8%B1%D8%A9+a",
    );
  });
  it("when there are no params, then the path is unchanged", () => {
    expect(adminListUrl("/api/admin/payments", {})).toBe("/api/admin/payments");
  });
});

describe("parseUserFilter", () => {
  it("when the URL has a user id and name, then both are kept", () => {
    expect(parseUserFilter("7", "sara")).toEqual({ id: 7, username: "sara" });
  });
  it("when the name is missing, then the id stands in for it", () => {
    expect(parseUserFilter("7", null)).toEqual({ id: 7, username: "#7" });
  });
  it("when the id is not a positive whole number, then there is no filter", () => {
    for (const raw of [null, "", "0", "-3", "1.5", "abc", "99999999999"]) expect(parseUserFilter(raw, "x")).toBeNull();
  });
});
