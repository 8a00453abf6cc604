import { useEffect, useState } from "react";

/**
 * The value as it was `delayMs` after it last changed, so a search box or a live score asks the server once per
 * pause. Compared by JSON: a new object with equal fields does not restart the wait.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(JSON.parse(key) as T), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return debounced;
}
