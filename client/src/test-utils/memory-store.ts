/** An in-memory stand-in for localStorage in unit tests, with `has` to check what was removed. */
export function memoryStore(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    has: (key: string) => items.has(key),
  };
}
