import { browserStorage } from "@/lib/browser-storage";
import type { Digits } from "./languages";

// The digits a reader of Arabic chose. The language itself is kept by i18next's language detector in the "lang"
// cookie (i18n.ts), where the server can read it too.

const DIGITS_KEY = "digits";

export function storedDigits(): Digits {
  return browserStorage()?.getItem(DIGITS_KEY) === "arab" ? "arab" : "latn";
}

export function storeDigits(digits: Digits): void {
  browserStorage()?.setItem(DIGITS_KEY, digits);
}
