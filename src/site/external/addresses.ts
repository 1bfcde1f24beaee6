/**
 * The hosts check --external does not request without --allow-private: a literal loopback,
 * private, link-local or otherwise non-public address (IPv4, IPv6, IPv4 inside IPv6), and the
 * names that mean this machine (`localhost`, `*.localhost`, RFC 6761). Read from the host as the
 * URL Standard serializes it (IPv4 dotted, IPv6 bracketed and compressed), nothing looked up.
 */

/** The IPv4 ranges that are not the public internet's, as [first address, prefix length]. */
const PRIVATE_V4: readonly (readonly [number, number])[] = [
  [0x00000000, 8], // "this network"
  [0x0a000000, 8], // private (RFC 1918)
  [0x64400000, 10], // shared address space (carrier-grade NAT)
  [0x7f000000, 8], // loopback
  [0xa9fe0000, 16], // link-local
  [0xac100000, 12], // private (RFC 1918)
  [0xc0000000, 24], // IETF protocol assignments
  [0xc0a80000, 16], // private (RFC 1918)
  [0xc6120000, 15], // benchmarking
  [0xe0000000, 3], // multicast, reserved, broadcast
];

/** Whether `hostname` (a URL's, as serialized) is a loopback or private address, or a name for this machine. */
export function isPrivateHost(hostname: string): boolean {
  // A final dot is the same name (`localhost.`: resolvers map it to this machine too).
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (name.startsWith('[')) return isPrivateV6(name.slice(1, -1));
  const v4 = ipv4(name);
  return v4 !== null && isPrivateV4(v4);
}

function isPrivateV4(address: number): boolean {
  return PRIVATE_V4.some(([first, prefix]) => address >>> (32 - prefix) === first >>> (32 - prefix));
}

/** A dotted IPv4 address as a number, or null for a name. */
function ipv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^[0-9]{1,3}$/.test(part) || Number(part) > 255) return null;
    value = value * 256 + Number(part);
  }
  return value;
}

/** Whether a compressed IPv6 address (URL Standard form, lowercase) is not a public one. */
function isPrivateV6(text: string): boolean {
  const groups = v6Groups(text);
  if (groups === null) return true;
  const [a, b, c, d, e, f, g, h] = groups as [number, number, number, number, number, number, number, number];
  const v4 = ((g << 16) | h) >>> 0;
  if (a === 0 && b === 0 && c === 0 && d === 0) {
    if (e === 0 && f === 0) return g === 0 || isPrivateV4(v4); // ::, ::1, and the IPv4-compatible form
    if (e === 0 && f === 0xffff) return isPrivateV4(v4); // IPv4-mapped
    if (e === 0xffff && f === 0) return isPrivateV4(v4); // IPv4-translated (RFC 2765)
  }
  if (a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0) return isPrivateV4(v4); // NAT64
  if (a === 0x100 && b === 0 && c === 0 && d === 0) return true; // discard-only (RFC 6666)
  if (a === 0x2001 && b === 0xdb8) return true; // documentation (RFC 3849)
  // Unique local, link-local, site-local (deprecated, RFC 3879), multicast.
  return (a & 0xfe00) === 0xfc00 || (a & 0xffc0) === 0xfe80 || (a & 0xffc0) === 0xfec0 || (a & 0xff00) === 0xff00;
}

/** The eight groups of an IPv6 address as the URL Standard writes it (hex groups, one `::` at most). */
function v6Groups(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const side = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  const head = side(halves[0]!);
  const tail = halves.length === 2 ? side(halves[1]!) : [];
  const zeros = 8 - head.length - tail.length;
  if (zeros < 0 || (halves.length === 1 && zeros !== 0)) return null;
  const groups = [...head, ...new Array<number>(zeros).fill(0), ...tail];
  return groups.some((g) => !(g >= 0 && g <= 0xffff)) ? null : groups;
}

/**
 * Whether `hostname` is a name reserved for documentation and tests (RFC 2606, RFC 6761):
 * `example.com`, `example.net`, `example.org` and their subdomains, and the `.example`, `.test` and
 * `.invalid` top-level domains. Links to them stand for a link in an example, not for a site.
 */
export function isReservedName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  const labels = name.split('.');
  const top = labels[labels.length - 1]!;
  if (top === 'example' || top === 'test' || top === 'invalid') return true;
  const last2 = labels.slice(-2).join('.');
  return last2 === 'example.com' || last2 === 'example.net' || last2 === 'example.org';
}
