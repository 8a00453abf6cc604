import { z } from "zod";
import { LIMITS } from "../constants";
import { commonPasswordList } from "../data/common-passwords";

// Building blocks reused by the request schemas. Messages are written for people: the client shows them.

/** C0 control characters (U+0000 to U+001F): a NUL byte cannot even be stored in PostgreSQL text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point of this pattern
const C0_CONTROL = /[\u0000-\u001f]/;
/** The same without tab, line feed and carriage return, which multi-line text (a message) may hold. */
// eslint-disable-next-line no-control-regex -- as above
const C0_CONTROL_BUT_LAYOUT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** Whether `value` holds a control character; `multiLine` text may hold tabs and line breaks. */
export function hasControlCharacter(value: string, multiLine = false): boolean {
  return (multiLine ? C0_CONTROL_BUT_LAYOUT : C0_CONTROL).test(value);
}

export const controlCharacterMessage = (label: string, multiLine = false) =>
  multiLine
    ? `${label} must not contain control characters (such as a NUL byte); tabs and line breaks are fine`
    : `${label} must be one line of text without control characters (such as a NUL byte or a tab)`;

/** For `.refine`: one line of text, no control characters at all. */
export const isOneLine = (value: string) => !hasControlCharacter(value);
/** For `.refine`: text that may span lines; tabs and line breaks pass, other control characters do not. */
export const isCleanMultiLine = (value: string) => !hasControlCharacter(value, true);

export const idParamSchema = z.object({
  id: z.coerce
    .number({ message: "The id must be a number" })
    .int("The id must be a whole number")
    .positive("The id must be a positive number")
    .max(2_147_483_647, "The id is too large"),
});
export type IdParam = z.infer<typeof idParamSchema>;

export const emailSchema = z
  .string({ message: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .refine(isOneLine, controlCharacterMessage("Email"))
  .max(LIMITS.emailMax, `Email must be at most ${LIMITS.emailMax} characters`)
  .pipe(z.email({ message: "Enter a valid email address" }))
  .transform((value) => value.toLowerCase());

const commonPasswords = new Set<string>(commonPasswordList);

/** The rule shown beside every new-password field before anyone fails it. */
export const PASSWORD_RULE = `At least ${LIMITS.passwordMin} characters, and not a common password such as "password1".`;
export const COMMON_PASSWORD_MESSAGE =
  "This password is one of the most common ones. Choose one that is harder to guess.";

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** How many bytes a text takes in UTF-8: an Arabic letter takes two, most emoji four. */
export function utf8Bytes(value: string): number {
  return new TextEncoder().encode(value).length;
}

/**
 * bcrypt reads only the first 72 bytes of a password: a longer one would also be accepted cut short (a
 * 40-letter Arabic password would work with its first 36 letters), so a new password is refused past it.
 */
export const PASSWORD_MAX_BYTES = LIMITS.passwordMax;
export const PASSWORD_TOO_LONG_MESSAGE =
  `Password is too long: at most ${PASSWORD_MAX_BYTES} bytes, which is ${PASSWORD_MAX_BYTES} Latin letters or ` +
  `${PASSWORD_MAX_BYTES / 2} Arabic letters. Please choose a shorter one.`;
export const fitsBcrypt = (password: string) => utf8Bytes(password) <= PASSWORD_MAX_BYTES;

/** A new password (sign-up, change, reset, admin-created users): ASVS 5.0 length plus the common-password list. */
export const passwordSchema = z
  .string({ message: "Password is required" })
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .refine(fitsBcrypt, PASSWORD_TOO_LONG_MESSAGE)
  .refine(isOneLine, controlCharacterMessage("Password"))
  .refine((password) => !isCommonPassword(password), COMMON_PASSWORD_MESSAGE);

/**
 * A password being checked, not chosen (sign-in, re-authentication): any length an old account may have (an
 * account made before the 72-byte rule still signs in: bcrypt compares its first 72 bytes, as when it was set).
 */
export const currentPasswordSchema = z
  .string({ message: "Password is required" })
  .min(1, "Password is required")
  .max(1024, "Password is too long")
  .refine(isOneLine, controlCharacterMessage("Password"));

export const usernameSchema = z
  .string({ message: "Username is required" })
  .trim()
  .min(LIMITS.usernameMin, `Username must be at least ${LIMITS.usernameMin} characters`)
  .max(LIMITS.usernameMax, `Username must be at most ${LIMITS.usernameMax} characters`)
  .refine(isOneLine, controlCharacterMessage("Username"))
  .regex(/^[\p{L}\p{N}_.-]+$/u, "Username may contain letters (any language), digits, dots, dashes and underscores");

export const personNameSchema = z
  .string({ message: "Must be text" })
  .trim()
  .max(LIMITS.nameMax, `Must be at most ${LIMITS.nameMax} characters`)
  .refine(isOneLine, controlCharacterMessage("A name"));
