import { describe, expect, it } from "vitest";
import { createI18n, setDigits } from "./i18n";

const resources = {
  ar: {
    common: {
      cuts_zero: "لا قطع",
      cuts_two: "قطعان",
      cuts_few: "{{count}} قطع في {{where}}",
      cuts_other: "{{count}} قطعة",
    },
  },
  en: { common: { cuts_one: "{{count}} cut", cuts_other: "{{count}} cuts" } },
};

describe("the interface's i18next", () => {
  it("chooses Arabic plural forms and writes numbers in the reader's digits, leaving text parameters as given", () => {
    const i18n = createI18n({ language: "ar", resources });
    expect(i18n.t("cuts", { count: 0 })).toBe("لا قطع");
    expect(i18n.t("cuts", { count: 2 })).toBe("قطعان");
    expect(i18n.t("cuts", { count: 3, where: "1.5 s" })).toBe("3 قطع في 1.5 s");
    setDigits("arab");
    try {
      expect(i18n.t("cuts", { count: 3, where: "1.5 s" })).toBe("٣ قطع في 1.5 s");
    } finally {
      setDigits("latn");
    }
  });

  it("uses English plurals in English", () => {
    const i18n = createI18n({ language: "en", resources });
    expect(i18n.t("cuts", { count: 1 })).toBe("1 cut");
    expect(i18n.t("cuts", { count: 1200 })).toBe("1,200 cuts");
  });
});
