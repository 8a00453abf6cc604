/**
 * A random id that ties the progress stream to the upload. crypto.randomUUID exists only in secure
 * contexts (HTTPS, localhost), so plain-HTTP deployments fall back to getRandomValues.
 */
export function makeRequestId(
  cryptoImpl: Pick<Crypto, "getRandomValues"> & Partial<Pick<Crypto, "randomUUID">> = crypto,
): string {
  if (typeof cryptoImpl.randomUUID === "function") return cryptoImpl.randomUUID();
  const bytes = cryptoImpl.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
