import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import boundaries from "eslint-plugin-boundaries";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import fs from "node:fs";
import i18next from "eslint-plugin-i18next";
import globals from "globals";
import tseslint from "typescript-eslint";

// Components whose words are not in the catalogues yet (docs/i18n.md). The list only shrinks: a new component, or one
// taken off the list, fails lint when it renders an English sentence of its own.
const notYetTranslated = JSON.parse(fs.readFileSync("client/src/locales/not-yet-translated.json", "utf8"));

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      "dist",
      ".data",
      ".tmp",
      "e2e/.tmp",
      "test-results",
      "playwright-report",
      "migrations",
      "shared/data/common-passwords.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-definitions": ["error", "type"],
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // The layering rules: the browser never imports server code.
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/server/**"], message: "client must not import server code" }] },
      ],
    },
  },
  {
    files: ["shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/server/**", "**/client/**", "@/*"], message: "shared imports only zod" }] },
      ],
    },
  },
  // Who may import what (docs/style.md): the layering rules that used to be habits, checked on every file. The plugin
  // resolves each import to a file (through tsconfig's paths, so `@/` and relative imports count alike) and classifies
  // both ends; a policy later in the list wins over an earlier one.
  {
    files: ["client/src/**/*.{ts,tsx}", "server/src/**/*.{ts,mjs}"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { project: "tsconfig.json" } },
      "boundaries/elements": [
        { type: "client-feature", pattern: "client/src/features/*", capture: ["feature"] },
        { type: "client-components", pattern: "client/src/components" },
        { type: "client-lib", pattern: "client/src/lib" },
        { type: "server-module", pattern: "server/src/modules/*", capture: ["module"] },
        { type: "server-http", pattern: "server/src/http" },
        { type: "server-scoring", pattern: "server/src/scoring" },
        { type: "server-db", pattern: "server/src/db" },
      ],
      "boundaries/files": [{ category: "repository", pattern: "**/*.repository.ts" }],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          checkAllOrigins: true,
          policies: [
            {
              from: { element: { type: "client-feature" } },
              disallow: {
                to: {
                  element: { type: "client-feature", captured: { feature: "!{{ from.element.captured.feature }}" } },
                },
              },
              message:
                "A feature does not import another feature: move the shared piece to components/ or lib/, or let the page pass it in (docs/style.md).",
            },
            // The allow-list (docs/style.md): auth's current-user hook. Each part that shows the user calls it itself,
            // so a prerendered page hydrates as it was painted (the hook explains why); a page cannot pass it down.
            {
              from: { element: { type: "client-feature" } },
              allow: {
                to: {
                  element: {
                    type: "client-feature",
                    captured: { feature: "auth" },
                    fileInternalPath: "hooks/use-current-user.ts",
                  },
                },
              },
            },
            {
              from: { element: { type: ["client-components", "client-lib"] } },
              disallow: { to: { element: { type: "client-feature" } } },
              message:
                "components/ and lib/ do not import features: the page passes feature behaviour in (docs/style.md).",
            },
            {
              from: { element: { type: "server-http" } },
              disallow: { to: { element: { type: "server-module" } } },
              message:
                "http/ imports nothing from modules/: it declares the types and lookups it needs, and modules implement them (docs/style.md).",
            },
            {
              from: { element: { type: "server-scoring" } },
              disallow: [
                { to: { element: { type: ["server-db", "server-http", "server-module"] } } },
                { to: { module: { origin: "external", source: "express" } } },
              ],
              message: "Scoring never imports the database, http, modules or Express (docs/style.md).",
            },
            {
              from: { element: { type: "server-module" } },
              disallow: {
                to: {
                  element: { type: "server-module", captured: { module: "!{{ from.element.captured.module }}" } },
                  file: { categories: "repository" },
                },
              },
              message: "A module uses another module through its service, not its repository (docs/style.md).",
            },
          ],
        },
      ],
    },
  },
  // No import cycles in our own code: a cycle means two files that cannot be understood (or initialised) apart. Not
  // into node_modules (ignoreExternal): walking it too made the check several times slower. With it, this and the
  // boundaries rules add about 5 s to a full `eslint .` on a 2-core machine.
  {
    files: ["client/src/**/*.{ts,tsx}", "server/src/**/*.{ts,mjs}", "shared/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  // Every word a component shows comes from a catalogue, in both languages: text in JSX, and the attributes a person
  // reads or hears (labels, titles, placeholders, alternative text).
  {
    files: ["client/src/**/*.tsx"],
    ignores: ["client/src/**/*.test.tsx", "client/src/test-utils/**", ...notYetTranslated],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": {
            include: ["aria-label", "title", "placeholder", "alt", "label", "description", "aria-valuetext"],
          },
        },
      ],
    },
  },
);
