import dns from "node:dns";
import net from "node:net";
import { WEBHOOK_URL_MAX } from "@shared/schemas/webhooks";

// Where a webhook may be posted (docs/decisions/039-webhooks.md). The server makes the request, so a URL naming
// an address inside our own network (the database, a metadata service at 169.254.169.254, another process's
// port) would let any key owner reach what the internet cannot. Only public unicast addresses are allowed, and a
// name is checked against every address it resolves to, at save time and again at each delivery (at connect time,
// through `guardedLookup`), since DNS can answer differently later. Test mode (NODE_ENV=test or payments in test
// mode) also accepts http:// and the loopback addresses, so a receiver on 127.0.0.1 serves tests and local work.

/** Ranges that are not public unicast: private, loopback, link-local, shared, documentation, multicast, reserved. */
const RESERVED_V4: Array<[string, number]> = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
];
const RESERVED_V6: Array<[string, number]> = [
  ["::", 96], // unspecified, loopback and the deprecated IPv4-compatible form
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments (Teredo among them)
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4, which would carry any IPv4 address inside
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // the old site-local
  ["ff00::", 8], // multicast
];

const reserved = new net.BlockList();
for (const [address, prefix] of RESERVED_V4) reserved.addSubnet(address, prefix, "ipv4");
for (const [address, prefix] of RESERVED_V6) reserved.addSubnet(address, prefix, "ipv6");
const loopback = new net.BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or well-known NAT64 (64:ff9b::a.b.c.d) IPv6 address. */
function embeddedIpv4(address: string): string | null {
  const match = /^(?:::ffff:|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address);
  if (!match) return null;
  if (match[1]) return match[1];
  const high = parseInt(match[2]!, 16);
  const low = parseInt(match[3]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** Whether a webhook may connect to this IP address. */
export function isAllowedAddress(address: string, options: { allowLoopback: boolean }): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  const inner = family === 6 ? embeddedIpv4(address.toLowerCase()) : null;
  if (inner) return isAllowedAddress(inner, options);
  const type = family === 4 ? "ipv4" : "ipv6";
  if (options.allowLoopback && loopback.check(address, type)) return true;
  return !reserved.check(address, type);
}

/** Why a URL cannot receive webhooks, in the words the API answers with; null when it can. */
export type WebhookUrlProblem = "scheme" | "credentials" | "length" | "unresolvable" | { reserved: string };

export type WebhookAddressPolicy = { allowLoopback: boolean };

/** The host as a resolver or an IP parser wants it: no brackets around an IPv6 literal. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/**
 * Checks a webhook URL: https (or http in test mode), no user name or password in it, at most 2,048 characters,
 * and a host whose every address is allowed. Resolves the name, so it is asked at save time and before each send.
 */
export async function checkWebhookUrl(raw: string, policy: WebhookAddressPolicy): Promise<WebhookUrlProblem | null> {
  if (raw.length > WEBHOOK_URL_MAX) return "length";
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "scheme";
  }
  if (url.protocol !== "https:" && !(policy.allowLoopback && url.protocol === "http:")) return "scheme";
  if (url.username || url.password) return "credentials";
  const host = bareHost(url);
  let addresses: string[];
  if (net.isIP(host)) {
    addresses = [host];
  } else {
    try {
      addresses = (await dns.promises.lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
    } catch {
      return "unresolvable";
    }
  }
  if (addresses.length === 0) return "unresolvable";
  const refused = addresses.find((address) => !isAllowedAddress(address, policy));
  return refused ? { reserved: refused } : null;
}

export class RefusedAddressError extends Error {
  readonly code = "EWEBHOOKADDRESS";
  constructor(address: string) {
    super(`the host resolved to ${address}, a private or reserved address`);
  }
}

/**
 * A `lookup` for http(s).request that refuses the connection when the name resolves to an address that is not
 * allowed. This is the check that counts at delivery: it runs on the very answer the socket connects to, so a
 * name that resolved to a public address a moment earlier cannot be switched to a private one in between.
 */
export function guardedLookup(policy: WebhookAddressPolicy): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true, verbatim: true }, (error, entries) => {
      if (error) return callback(error, "", 4);
      const refused = entries.find((entry) => !isAllowedAddress(entry.address, policy));
      if (refused) return callback(new RefusedAddressError(refused.address), "", 4);
      if ((options as dns.LookupOptions).all) return (callback as LookupAllCallback)(null, entries);
      const first = entries[0];
      if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: "ENOTFOUND" }), "", 4);
      callback(null, first.address, first.family);
    });
  };
}

type LookupAllCallback = (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void;
