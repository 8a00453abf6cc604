import { renderEngineMessage } from "@shared/i18n/engine-text";
import { SIGNALS } from "./index";

// The signal table of ../README.md, generated from the definitions so the two cannot drift apart
// (`npm run scoring:table` prints it; a test compares it with the README).

export function signalTable(): string {
  const rows = SIGNALS.map((s) => {
    const w = (v: number) => (v === 0 ? "–" : String(v));
    const note = renderEngineMessage(s.note).replace(/\|/g, "\\|");
    return `| ${s.key} | ${renderEngineMessage(s.label)} | ${s.group} | ${w(s.weight.video)} | ${w(s.weight.image)} | ${s.cause} | ${note} |`;
  });
  return [
    "| Signal | Label | Group | Video | Image | Cause | Measured as |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
}
