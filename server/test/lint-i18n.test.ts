import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// A component that renders an English sentence of its own, instead of a catalogue's words, fails lint
// (eslint.config.js, docs/i18n.md). These lint a few lines as a new component would be, so a rule that stopped
// matching fails here. The list of components not translated yet only names files that exist.

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const RULE = "i18next/no-literal-string";

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: rootDir, overrideConfigFile: path.join(rootDir, "eslint.config.js") });
});

async function literalErrors(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(rootDir, filePath) });
  const messages = result?.messages ?? [];
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.filter((m) => m.ruleId === RULE).length;
}

describe("words come from the catalogues", () => {
  it("when a component renders English text or an English label, then lint refuses it", async () => {
    const code = [
      "export function Hello() {",
      '  return <section aria-label="Greeting"><p>Welcome back</p><input placeholder="Your name" /></section>;',
      "}",
      "",
    ].join("\n");
    expect(await literalErrors("client/src/features/landing/components/hello.tsx", code)).toBe(3);
  });

  it("when a component takes its words from t(), then lint lets it", async () => {
    const code = [
      'import { useTranslation } from "react-i18next";',
      "export function Hello() {",
      '  const { t } = useTranslation("landing");',
      '  return <section aria-label={t("greeting")} className="p-4"><p>{t("welcome")}</p></section>;',
      "}",
      "",
    ].join("\n");
    expect(await literalErrors("client/src/features/landing/components/hello.tsx", code)).toBe(0);
  });

  it("lists only components that exist among those not translated yet", () => {
    const pending = JSON.parse(
      fs.readFileSync(path.join(rootDir, "client/src/locales/not-yet-translated.json"), "utf8"),
    ) as string[];
    expect(pending.filter((file) => !fs.existsSync(path.join(rootDir, file)))).toEqual([]);
  });
});
