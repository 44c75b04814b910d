import dns from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { BadRequest } from "../../lib/errors";
import { WEBHOOK_TEXTS } from "../../texts/errors";

/**
 * Webhook URLs are chosen by developers, and the server calls them: without these checks a
 * developer could make it reach the database, a cloud metadata service or anything else inside
 * the network it runs in (docs/architecture.md §13). Checked when an endpoint is registered and
 * again on every connection, by the connection's own DNS lookup, so a host name that resolves to
 * a public address at registration and to a private one later (DNS rebinding) is refused too.
 */

const ipv4 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata services
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  ipv4.addSubnet(network, prefix, "ipv4");
}

const ipv6 = new BlockList();
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128],
  ["100::", 64], // discard
  ["64:ff9b:1::", 48], // NAT64 for local use (RFC 8215): never a public address
  ["2001::", 32], // Teredo: a tunnel to an IPv4 address of its own
  ["2001:db8::", 32],
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local
  ["ff00::", 8], // multicast
] as const) {
  ipv6.addSubnet(network, prefix, "ipv6");
}

/** The eight 16-bit groups of a valid IPv6 address (a dotted IPv4 tail included). */
function groupsOf(address: string): number[] {
  let text = address.split("%")[0] ?? "";
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(2).map(Number) as [number, number, number, number];
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const front = head ? head.split(":") : [];
  const back = tail ? tail.split(":") : [];
  const parts =
    tail === undefined
      ? front
      : [...front, ...Array<string>(8 - front.length - back.length).fill("0"), ...back];
  return parts.map((p) => parseInt(p, 16));
}

/**
 * The IPv4 address an IPv6 one carries, if any: mapped (::ffff:0:0/96), translated
 * (::ffff:0:0:0/96, SIIT), compatible (::/96), NAT64 (64:ff9b::/96) or 6to4 (2002::/16). A host
 * may route any of them to the IPv4 address inside, so that address is the one checked.
 */
function embeddedIPv4(groups: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const quad = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeroHead = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0;
  if (zeroHead && g4 === 0 && (g5 === 0xffff || g5 === 0)) return quad(g6, g7);
  if (zeroHead && g4 === 0xffff && g5 === 0) return quad(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b) return quad(g6, g7);
  if (g0 === 0x2002) return quad(g1 ?? 0, g2 ?? 0);
  return null;
}

/** True for every address a webhook must not reach unless WEBHOOK_ALLOW_PRIVATE_URLS is set. */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return ipv4.check(address, "ipv4");
  if (family !== 6) return true;
  if (ipv6.check(address, "ipv6")) return true;
  const carried = embeddedIPv4(groupsOf(address));
  return carried !== null && ipv4.check(carried, "ipv4");
}

/** The host of a URL as an address or a name, without IPv6 brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

const RESOLVE_TIMEOUT_MS = 5000;

async function resolveAll(host: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string[]>((resolve) => {
    timer = setTimeout(() => {
      resolve([]);
    }, RESOLVE_TIMEOUT_MS);
  });
  const lookup = dns.promises
    .lookup(host, { all: true, order: "verbatim" })
    .then((found) => found.map((a) => a.address))
    .catch(() => [] as string[]);
  try {
    return await Promise.race([lookup, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The URL to store for a new endpoint (normalised, without a fragment), or a 400 saying why not:
 * https only, and every address its host resolves to public. With `allowPrivate` http and any
 * address are allowed, and nothing is resolved (development and tests).
 */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean): Promise<string> {
  const url = new URL(raw);
  url.hash = "";
  const allowedSchemes = allowPrivate ? ["https:", "http:"] : ["https:"];
  if (!allowedSchemes.includes(url.protocol)) {
    const text = allowPrivate ? WEBHOOK_TEXTS.schemeRequired : WEBHOOK_TEXTS.httpsRequired;
    throw new BadRequest("webhook_url_invalid", text);
  }
  if (allowPrivate) return url.href;
  const host = hostOf(url);
  const addresses = isIP(host) ? [host] : await resolveAll(host);
  if (addresses.length === 0) {
    throw new BadRequest("webhook_url_invalid", WEBHOOK_TEXTS.unresolvable(host));
  }
  if (addresses.some(isForbiddenAddress)) {
    throw new BadRequest("webhook_url_forbidden", WEBHOOK_TEXTS.forbiddenAddress(host));
  }
  return url.href;
}

/** What a delivery attempt reports when its host is (now) a forbidden address. */
export class ForbiddenAddressError extends Error {
  constructor(host: string) {
    super(WEBHOOK_TEXTS.forbiddenAddress(host));
  }
}

/**
 * The DNS lookup of a delivery's connection: the addresses it connects to are the ones checked,
 * and one forbidden address among them refuses the host, as at registration.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) {
        callback(err, "", 0);
        return;
      }
      const first = addresses[0];
      if (!first) {
        callback(Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }), "", 0);
        return;
      }
      if (!allowPrivate && addresses.some((a) => isForbiddenAddress(a.address))) {
        callback(new ForbiddenAddressError(hostname), "", 0);
        return;
      }
      if (options.all) callback(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}
