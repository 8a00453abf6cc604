import { parseArgs } from "node:util";

/**
 * The benches' numeric flags (`-- --connections 50 --duration 10 …`): each a positive number, with its default;
 * a bad value stops the bench with a message naming the flag.
 */
export function positiveFlags<K extends string>(bench: string, defaults: Record<K, number>): Record<K, number> {
  const names = Object.keys(defaults) as K[];
  const { values } = parseArgs({
    options: Object.fromEntries(names.map((name) => [name, { type: "string" as const }])),
  });
  const result = {} as Record<K, number>;
  for (const name of names) {
    const raw = (values as Record<string, string | undefined>)[name];
    const n = raw === undefined ? defaults[name] : Number(raw);
    if (!Number.isFinite(n) || n <= 0) {
      console.error(`${bench}: --${name} must be a positive number`);
      process.exit(2);
    }
    result[name] = n;
  }
  return result;
}
