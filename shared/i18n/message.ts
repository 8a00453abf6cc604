import { z } from "zod";
import type { Language } from "../constants";

// A sentence the product shows, kept as a key and its parameters instead of English words, so the same stored
// result can be read in either language later. A parameter may itself be a message ("measured: {{measured}}"),
// rendered in the same language first.

export type { Language };

export type MessageParam = string | number | Message;
export type Message = { key: string; params?: Record<string, MessageParam> };

// Named in zod's registry: a document generated from the schemas (the public API's OpenAPI) refers to a recursive
// schema by its name, or it would unfold it for ever.
export const messageSchema: z.ZodType<Message> = z
  .lazy(() =>
    z.object({
      key: z.string().min(1),
      params: z.record(z.string(), z.union([z.string(), z.number(), messageSchema])).optional(),
    }),
  )
  .meta({ id: "Message" });

/**
 * A message or null, written as a union rather than `.nullable()`: a generated OpenAPI document renders a nullable
 * named schema as "Message and (object or null)", which refuses null; the union renders as "Message or null".
 */
export const nullableMessageSchema = z.union([messageSchema, z.null()]);

/** A message with parameters; `count` selects the plural form (Arabic has six). */
export function msg(key: string, params?: Record<string, MessageParam>): Message {
  return params ? { key, params } : { key };
}

export function isMessage(value: unknown): value is Message {
  return typeof value === "object" && value !== null && typeof (value as Message).key === "string";
}

/** Looks a key up with already-rendered parameters (an i18next `t`, or a test's fake). */
export type Translate = (key: string, params: Record<string, string | number>) => string;

/** The message in one language: nested messages first, then the message itself. */
export function renderMessage(message: Message, translate: Translate): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.params ?? {})) {
    params[name] = isMessage(value) ? renderMessage(value, translate) : value;
  }
  return translate(message.key, params);
}
