import { useCallback } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { LIMITS } from "@shared/constants";
import { languageOf } from "@/i18n/i18n";

// The shared zod schemas write their messages in English (the server translates its own answers). A form that checks
// them in the browser shows them through this: each known message is read from the "common" catalogue in the reader's
// language; a message it does not know (a server's, already translated) is shown as it came. The messages are
// written out here rather than imported: @shared/schemas/common brings zod and the common-password list, which the
// pages with a form load only on the first submit. validation-text.test.ts checks they match the schemas'.

const PASSWORD_MAX_BYTES = LIMITS.passwordMax;
export const PASSWORD_TOO_LONG_MESSAGE =
  `Password is too long: at most ${PASSWORD_MAX_BYTES} bytes, which is ${PASSWORD_MAX_BYTES} Latin letters or ` +
  `${PASSWORD_MAX_BYTES / 2} Arabic letters. Please choose a shorter one.`;
const ONE_LINE = / must be one line of text without control characters \(such as a NUL byte or a tab\)$/;
const MULTI_LINE = / must not contain control characters \(such as a NUL byte\); tabs and line breaks are fine$/;

const EXACT: Record<string, string> = {
  "Enter a valid email address": "validEmail",
  "This password is one of the most common ones. Choose one that is harder to guess.": "commonPassword",
  "Password is too long": "passwordTooLongShort",
  "Username may contain letters (any language), digits, dots, dashes and underscores": "usernameChars",
  "Type the new password again": "typeAgain",
  "The passwords do not match": "passwordsDiffer",
  "The new password must be different from the current one": "newPasswordSame",
};

/** `message` in the reader's language when it is one of the schemas' English messages; else as it came. */
export function translateValidation(message: string, t: TFunction, hasLabel: (label: string) => boolean): string {
  const exact = EXACT[message];
  if (exact) return t(`ui.validation.${exact}`);
  if (message === PASSWORD_TOO_LONG_MESSAGE) {
    const bytes = PASSWORD_MAX_BYTES;
    return t("ui.validation.passwordTooLong", { bytes, latin: bytes, arabic: bytes / 2 });
  }
  let match = /^(Password|Username) must be at least (\d+) characters$/.exec(message);
  if (match) {
    const key = match[1] === "Password" ? "passwordMin" : "usernameMin";
    return t(`ui.validation.${key}`, { count: Number(match[2]) });
  }
  const label = (english: string) => t(`ui.validation.labels.${english}`);
  match = /^(.+) is required$/.exec(message);
  if (match?.[1] && hasLabel(match[1])) return t("ui.validation.required", { label: label(match[1]) });
  match = /^(.+) must be at most (\d+) characters$/.exec(message);
  if (match?.[1] && hasLabel(match[1])) {
    return t("ui.validation.atMost", { label: label(match[1]), count: Number(match[2]) });
  }
  for (const [pattern, key] of [
    [ONE_LINE, "oneLine"],
    [MULTI_LINE, "multiLine"],
  ] as const) {
    const english = message.replace(pattern, "");
    if (english !== message && hasLabel(english)) return t(`ui.validation.${key}`, { label: label(english) });
  }
  return message;
}

/** A function from a field's error message (as the schema or the server wrote it) to the text to show. */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message) => {
      if (!message || languageOf(i18n) === "en") return message;
      return translateValidation(message, t, (english) => i18n.exists(`ui.validation.labels.${english}`));
    },
    [t, i18n],
  );
}
