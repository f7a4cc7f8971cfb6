// Where a webhook may be sent (docs/security.md, "Webhooks"): an https URL on
// a public address. Loopback, private, shared, link-local, unspecified,
// multicast and reserved addresses, and the cloud metadata endpoints among
// them, are refused, so an agency cannot make the portal call into its own
// network (SSRF). The URL's host is checked when the endpoint is saved, and
// every address its name resolves to is checked again at each delivery (a
// name may resolve elsewhere later: DNS rebinding). Pure: the resolver lives
// in backend/webhooks/http-post.ts.

export type TargetProblem = 'webhook_url_invalid' | 'webhook_url_https_only' | 'webhook_url_private';

export interface TargetPolicy {
  /** WEBHOOKS_ALLOW_PRIVATE_TARGETS: tests and local set-ups only; also lets plain http through. */
  allowPrivate: boolean;
}

/** [first address, prefix length] in IPv4's 32 bits. */
const IPV4_BLOCKED: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8], // RFC 1918
  ['100.64.0.0', 10], // shared address space (carrier NAT; Alibaba's metadata 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, with the metadata endpoint 169.254.169.254
  ['172.16.0.0', 12], // RFC 1918
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // RFC 1918
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

function parseIpv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = value * 256 + Number(part);
  }
  return value;
}

const ipv4InBlock = (address: number, [first, prefix]: [string, number]) => {
  const size = 2 ** (32 - prefix);
  return Math.floor(address / size) === Math.floor(parseIpv4(first)! / size);
};

const ipv4Blocked = (address: number) => IPV4_BLOCKED.some((block) => ipv4InBlock(address, block));

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail allowed), or null. */
function parseIpv6(text: string): number[] | null {
  let body = text;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    // ::ffff:1.2.3.4 → ::ffff:102:304
    const v4 = parseIpv4(tail);
    if (v4 === null) return null;
    body = `${text.slice(0, lastColon + 1)}${Math.floor(v4 / 65536).toString(16)}:${(v4 % 65536).toString(16)}`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const group = (part: string) => (part === '' ? [] : part.split(':'));
  const head = group(halves[0]!);
  const rest = halves.length === 2 ? group(halves[1]!) : [];
  if ([...head, ...rest].some((w) => !/^[0-9a-f]{1,4}$/i.test(w))) return null;
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const numbers = (list: string[]) => list.map((w) => parseInt(w, 16));
  return [...numbers(head), ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...numbers(rest)];
}

const ipv4Of = (high: number, low: number) => high * 65536 + low;

function ipv6Blocked(g: number[]): boolean {
  const [a, b, , , , f, g6, g7] = g as [number, number, number, number, number, number, number, number];
  const zeroUpTo = (n: number) => g.slice(0, n).every((w) => w === 0);
  if (zeroUpTo(8)) return true; // :: unspecified
  if (zeroUpTo(7) && g7 === 1) return true; // ::1 loopback
  if (zeroUpTo(5) && f === 0xffff) return ipv4Blocked(ipv4Of(g6, g7)); // ::ffff:a.b.c.d, IPv4-mapped
  if (zeroUpTo(6)) return true; // ::a.b.c.d, IPv4-compatible (deprecated)
  if (a === 0x64 && b === 0xff9b && g.slice(2, 6).every((w) => w === 0)) return ipv4Blocked(ipv4Of(g6, g7)); // NAT64
  if (a === 0x2002) return ipv4Blocked(ipv4Of(b, g[2]!)); // 6to4 carries an IPv4 address
  if ((a & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local (AWS metadata fd00:ec2::254)
  if ((a & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((a & 0xffc0) === 0xfec0) return true; // fec0::/10 site-local (deprecated)
  if ((a & 0xff00) === 0xff00) return true; // multicast
  if (a === 0x2001 && b === 0x0db8) return true; // documentation
  if (a === 0x0100 && g.slice(1, 4).every((w) => w === 0)) return true; // 100::/64 discard
  return false;
}

/** Whether an IP address (as text, IPv6 without brackets) is no public target; text that is no address counts as blocked (fail closed). */
export function isBlockedAddress(ip: string): boolean {
  const v4 = parseIpv4(ip);
  if (v4 !== null) return ipv4Blocked(v4);
  const v6 = parseIpv6(ip.replace(/%.*$/, ''));
  return v6 === null || ipv6Blocked(v6);
}

/** The URL's host as an address, when it is one (IPv6 without its brackets); null for a name. */
export function literalAddress(hostname: string): string | null {
  if (hostname.startsWith('[') && hostname.endsWith(']')) return hostname.slice(1, -1);
  return parseIpv4(hostname) !== null ? hostname : null;
}

/** Names that always mean this machine or the cloud's own services, whatever DNS says. */
const blockedName = (host: string) => host === 'localhost' || host.endsWith('.localhost') || host === 'metadata.google.internal' || host.endsWith('.internal');

/** The problem with a webhook URL as written (its name's addresses are checked at delivery), or null. */
export function checkTargetUrl(text: string, policy: TargetPolicy): TargetProblem | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'webhook_url_invalid';
  }
  // The WHATWG parser has already turned 2130706433 or 0x7f.1 into 127.0.0.1.
  if (url.username || url.password || url.hash) return 'webhook_url_invalid';
  if (url.protocol !== 'https:' && !(policy.allowPrivate && url.protocol === 'http:')) return 'webhook_url_https_only';
  if (policy.allowPrivate) return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const literal = literalAddress(host);
  if (literal !== null) return isBlockedAddress(literal) ? 'webhook_url_private' : null;
  return blockedName(host) ? 'webhook_url_private' : null;
}
