// Writes shared/data/common-passwords.json: the most common passwords that our length rule would otherwise
// accept (8+ characters), from @zxcvbn-ts/language-common's ranked list (PRODUCT.md §1, decision 008).
// Run after upgrading that package: node scripts/build-common-passwords.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve("@zxcvbn-ts/language-common/package.json"));
const ranked = JSON.parse(readFileSync(path.join(packageDir, "src/passwords.json"), "utf8"));
const KEPT = 5000; // ~55 KB, ~20 KB gzipped: small enough to ship to the browser with the sign-up form

const seen = new Set();
for (const password of ranked) {
  const lower = password.toLowerCase();
  if (lower.length < 8 || lower.length > 72 || seen.has(lower)) continue;
  seen.add(lower);
  if (seen.size === KEPT) break;
}
const target = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../shared/data/common-passwords.json");
writeFileSync(target, `${JSON.stringify([...seen])}\n`);
console.log(`wrote ${seen.size} passwords to ${target}`);
