import { describe, expect, it } from "vitest";
import { messageSchema, msg, renderMessage } from "./message";

const catalogue: Record<string, string> = {
  outer: "Keep it short ({{measured}})",
  inner: "{{count}} cuts",
};
const translate = (key: string, params: Record<string, string | number>) =>
  (catalogue[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));

describe("messages", () => {
  it("renders nested messages before the message that holds them", () => {
    const m = msg("outer", { measured: msg("inner", { count: 3 }) });
    expect(renderMessage(m, translate)).toBe("Keep it short (3 cuts)");
  });

  it("accepts a stored message and refuses a malformed one", () => {
    expect(messageSchema.safeParse(msg("outer", { measured: msg("inner", { count: 1 }) })).success).toBe(true);
    expect(messageSchema.safeParse({ key: "", params: {} }).success).toBe(false);
    expect(messageSchema.safeParse({ key: "a", params: { x: true } }).success).toBe(false);
  });
});
