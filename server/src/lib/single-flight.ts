/**
 * Concurrent loads of the same key share one promise while it is pending: when a cached entry runs out under load, the
 * fifty requests that find it missing make one database read, not fifty (that spike was the p99 of a signed-in
 * request). A caller joins a load only if `version` is the one it started with, so a load that began before a change (a
 * logout) never answers a request that came after it.
 */
export function createSingleFlight<K, V>() {
  const pending = new Map<K, { version: number; promise: Promise<V> }>();
  return function share(key: K, version: number, load: () => Promise<V>): Promise<V> {
    const current = pending.get(key);
    if (current && current.version === version) return current.promise;
    const promise: Promise<V> = load().finally(() => {
      if (pending.get(key)?.promise === promise) pending.delete(key);
    });
    pending.set(key, { version, promise });
    return promise;
  };
}
