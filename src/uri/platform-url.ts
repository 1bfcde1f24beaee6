/**
 * The boundary to the platform's WHATWG `URL`. The WHATWG parser reads many strings differently from
 * RFC 2396 (`0177.0.0.1` is 127.0.0.1 to it, `http:/evil.com/` has a host, `a@b@evil.com` is
 * evil.com), so `toURL` hands over a URL only after checking that it addresses exactly the host and
 * port the Uri reports: the check is on the URL the platform built, whatever way it read the string.
 */
import { IllegalArgumentException } from './errors';
import type { ParsedParts } from './parts';

/**
 * The platform's `URL` where the program's type libraries declare one (the DOM library, or
 * `@types/node`), so that the result can go to `fetch`; otherwise the members every WHATWG URL has,
 * so that the declarations compile without either library.
 */
export type PlatformURL = typeof globalThis extends {
  /** The platform's URL class. */
  readonly URL: {
    /** The prototype of its instances. */
    readonly prototype: infer U;
  };
}
  ? U
  : WhatwgURL;

/** The members of a WHATWG URL, for programs whose type libraries declare no `URL`. */
export interface WhatwgURL {
  /** The whole URL, serialized. */
  readonly href: string;
  /** The scheme, host and port, e.g. `http://h:8080`. */
  readonly origin: string;
  /** The scheme with its `:`, e.g. `http:`. */
  readonly protocol: string;
  /** The user name of the user information, or `''`. */
  readonly username: string;
  /** The password of the user information, or `''`. */
  readonly password: string;
  /** The host with the port unless it is the scheme's default, e.g. `h:8080`. */
  readonly host: string;
  /** The host, e.g. `h` or `[::1]`; `''` for none. */
  readonly hostname: string;
  /** The port, or `''` when it is absent or the scheme's default. */
  readonly port: string;
  /** The path. */
  readonly pathname: string;
  /** The query with its `?`, or `''`. */
  readonly search: string;
  /** The fragment with its `#`, or `''`. */
  readonly hash: string;
  /** The whole URL, as `href`. */
  toString(): string;
  /** The whole URL, as `href`. */
  toJSON(): string;
}

/** The WHATWG special schemes' default ports, which a URL leaves out of `port`. */
const DEFAULT_PORTS: Readonly<Record<string, number>> = {
  'http:': 80,
  'https:': 443,
  'ws:': 80,
  'wss:': 443,
  'ftp:': 21,
};

/**
 * The URL for absolute URI `p` (its string, `p.input`), or an IllegalArgumentException naming what
 * `new URL(string)` would address. A URL of a non-special scheme keeps the host's case, so when only
 * that differs, the URL is made from `string` with the host in lower case: the same host, as host
 * names are case-insensitive (RFC 2396 section 3.2.2), in the form a special scheme's URL has it.
 */
export function toPlatformUrl(p: ParsedParts): PlatformURL {
  const string = p.input;
  let url: PlatformURL;
  try {
    url = new URL(string) as PlatformURL;
  } catch (e) {
    throw new IllegalArgumentException(`Not a valid URL: ${string}`, e as Error);
  }
  if (addresses(url, p)) return url;
  const sameButCase = withLowerCaseHost(p);
  if (sameButCase !== null && addresses(sameButCase, p)) return sameButCase;
  const urlReading = url.hostname === '' ? 'no host' : url.hostname + (url.port === '' ? '' : ':' + url.port);
  throw new IllegalArgumentException(
    p.host !== null
      ? `toURL: the URL would address ${urlReading}, not ${p.host.toLowerCase()}${p.port === -1 ? '' : ':' + p.port}`
      : p.authority !== null
        ? `toURL: the URL would address ${urlReading}, not the registry-based authority ${p.authority}`
        : `toURL: the URL would address ${urlReading}, but the URI has no authority`,
  );
}

/** Whether `url` addresses what `p` reports: the same host (see below), and the port or none for -1 and the default. */
function addresses(url: PlatformURL, p: ParsedParts): boolean {
  const port = p.port === -1 || p.port === DEFAULT_PORTS[url.protocol] ? '' : String(p.port);
  if (url.port !== port) return false;
  if (p.host !== null) return sameServerHost(url.hostname, p.host);
  return p.authority !== null ? sameRegistryName(url.hostname, p.authority) : url.hostname === '';
}

/**
 * The URL of p's string with its host (a registry-based authority: all of it) in ASCII lower case,
 * or null when that changes nothing or the URL parser rejects it.
 */
function withLowerCaseHost(p: ParsedParts): PlatformURL | null {
  const start = p.hostStart >= 0 ? p.hostStart : p.authorityStart;
  const end = p.hostStart >= 0 ? p.hostEnd : p.pathStart;
  if (start < 0) return null;
  const host = p.input.slice(start, end);
  // ASCII letters only: a registry-based authority may hold others, which toLowerCase would change.
  const lowerCase = host.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  if (lowerCase === host) return null;
  try {
    return new URL(p.input.slice(0, start) + lowerCase + p.input.slice(end)) as PlatformURL;
  } catch {
    return null;
  }
}

/**
 * Whether the URL's `hostname` is server-based `host`: the name in ASCII lower case, or the same IPv6
 * address. The platform writes an IPv6 address in one canonical form (the URL Standard's IPv6
 * serializer), so the literal the Uri holds is written by it too; a literal it rejects (one with a
 * scope id) addresses no URL host.
 */
function sameServerHost(hostname: string, host: string): boolean {
  if (host.charCodeAt(0) !== 0x5b) return hostname === host.toLowerCase(); // ASCII, as a server-based host is
  try {
    return new URL('http://' + host).hostname === hostname;
  } catch {
    return false;
  }
}

/**
 * Whether the URL's `hostname` is registry-based authority `authority`, label by label: an ASCII
 * label in ASCII lower case; a label with non-ASCII characters as its own IDNA form, an
 * `xn--` label whose Punycode decodes to it (lower case, NFC). Anything else the URL parser mapped
 * (`①②⑦` to `127`, `%41` to `a`, an `@` or `:` away) is another name.
 */
function sameRegistryName(hostname: string, authority: string): boolean {
  const labels = authority.split('.');
  const urlLabels = hostname.split('.');
  if (labels.length !== urlLabels.length) return false;
  return labels.every((label, i) => {
    const urlLabel = urlLabels[i]!;
    if (!/[^\0-\x7f]/.test(label)) return label.toLowerCase() === urlLabel;
    // Longer than a DNS label may be (RFC 1034 section 3.1) would also make decoding quadratic.
    if (urlLabel.length > 63 || !urlLabel.startsWith('xn--')) return false;
    return punycodeDecode(urlLabel.slice(4)) === label.toLowerCase().normalize('NFC');
  });
}

// RFC 3492 section 5: Punycode's parameters for IDNA (initial_n 0x80 and initial_bias 72 are below).
const enum Punycode {
  BASE = 36,
  T_MIN = 1,
  T_MAX = 26,
}

/** The Unicode label that Punycode string `s` (without `xn--`) encodes (RFC 3492 section 6.2), or null. */
function punycodeDecode(s: string): string | null {
  const delimiter = s.lastIndexOf('-');
  const output: number[] = [];
  for (let j = 0; j < Math.max(delimiter, 0); j++) output.push(s.charCodeAt(j));
  let n = 0x80;
  let i = 0;
  let bias = 72;
  for (let pos = delimiter + 1; pos < s.length;) {
    const oldI = i;
    for (let w = 1, k = Punycode.BASE; ; k += Punycode.BASE) {
      if (pos >= s.length) return null;
      // A digit: "a"–"z" (without case) 0–25, "0"–"9" 26–35.
      const value = parseInt(s[pos++]!, 36);
      const digit = value < 10 ? value + 26 : value - 10;
      if (!(digit >= 0)) return null;
      i += digit * w;
      const t = k <= bias ? Punycode.T_MIN : k >= bias + Punycode.T_MAX ? Punycode.T_MAX : k - bias;
      if (digit < t) break;
      w *= Punycode.BASE - t;
      if (i > 0x10ffff * (output.length + 1)) return null;
    }
    bias = adapt(i - oldI, output.length + 1, oldI === 0);
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    if (n > 0x10ffff) return null;
    output.splice(i++, 0, n);
  }
  return String.fromCodePoint(...output);
}

/**
 * RFC 3492 section 6.1: the bias adaptation function, with damp 700 and skew 38; 455 is
 * ((base - tmin) * tmax) / 2.
 */
function adapt(delta: number, points: number, first: boolean): number {
  delta = Math.floor(delta / (first ? 700 : 2));
  delta += Math.floor(delta / points);
  let k = 0;
  for (; delta > 455; k += Punycode.BASE) delta = Math.floor(delta / (Punycode.BASE - Punycode.T_MIN));
  return k + Math.floor((Punycode.BASE * delta) / (delta + 38));
}
