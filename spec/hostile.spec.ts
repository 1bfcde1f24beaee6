// hostile.spec.ts: property tests (fast-check) with generated URIs and arbitrary strings.
//  - For valid URIs built from components (escapes in both cases, non-ASCII, IPv6, registry
//    authorities...): re-parsing gives an equal URI; equals, hashCode and compareTo agree with one
//    another; normalize is idempotent; toASCIIString re-parses; relativize undoes resolve and resolve
//    undoes relativize under the conditions where java.net.URI guarantees it.
//  - For arbitrary strings (graphemes, any UTF-16 unit, a URI-ish alphabet): parsing returns or
//    throws URISyntaxException with an index in range and the JDK's message; Uri.create and
//    resolve(String) throw IllegalArgumentException; nothing else ever escapes.
// Every identity asserted here was first checked against java.net.URI (OpenJDK 17) on 20,000
// samples of these generators; the comments say where the JDK does not guarantee more.
// The seed is fixed (FC_SEED overrides it, FC_RUNS the number of runs) and fast-check prints it
// with any counterexample.
import fc from 'fast-check';
import { IllegalArgumentException, URISyntaxException, Uri } from '../src';
import { expectOffsetsKept } from './offsets';

// checkOffsets (src/uri/parts.ts) on the parts of every Uri made here: see spec/offsets.ts.
jest.mock('../src/uri/parse', () => jest.requireActual('./offsets').checking('../src/uri/parse'));
jest.mock('../src/uri/build', () => jest.requireActual('./offsets').checking('../src/uri/build'));
expectOffsetsKept(100000);

const seed = Number(process.env['FC_SEED'] ?? 20261122);
const numRuns = Number(process.env['FC_RUNS'] ?? 2000);
const settings = { seed, numRuns };

// ---- generated valid URIs ----

const parses = (s: string): boolean => {
  try {
    new Uri(s);
    return true;
  } catch {
    return false;
  }
};

const text = (units: string[], maxLength: number) => fc.string({ unit: fc.constantFrom(...units), maxLength });
const scheme = fc.constantFrom('http', 'https', 'file', 'mailto', 'urn', 'a+b', 'x-1.z', 's');
const userInfo = fc.option(text(['u', 'p', ':', ';', '%41', '%c3%a9', 'é', '~', '&', '=', '+', '$', ','], 4), {
  nil: null,
});
// Server-based hosts, and registry-based authorities ("a_b", "é", "") that only compare as strings.
const host = fc.constantFrom(
  'h',
  'example.com',
  'a-b.c',
  'x1',
  '1.2.3.4',
  '[::1]',
  '[::ffff:1.2.3.4]',
  '[1:2:3:4:5:6:7:8]',
  '[::1%eth0]',
  'a_b',
  'é',
  '',
);
// Ports stay far from 2^31: the JDK's compareTo subtracts ports as ints, so ports whose difference
// overflows (2147483647 and -1, i.e. none) order both ways, as in the JDK.
const port = fc.option(fc.oneof(fc.integer({ min: 0, max: 65535 }), fc.constant('')), { nil: null });
// Non-ASCII units are NFC-stable or compose to non-ASCII ("e\u0301"): characters whose NFC form is
// ASCII (U+1FEF, U+212A...) make the JDK's toASCIIString give a string that does not re-parse.
const segmentUnits = [
  'a',
  'b',
  '.',
  '..',
  '%41',
  '%2F',
  '%7e',
  'é',
  'e\u0301',
  ':',
  '@',
  '~',
  ';p',
  '%C3%A9',
  '%FF',
  '=',
];
const path = fc.array(text(segmentUnits, 3), { maxLength: 5 }).map((s) => s.join('/'));
const queryOrFragment = fc.option(text(['a', '=', '&', '?', '/', '%41', '%4a', 'é', '[', ']', ':', '@', '%20'], 5), {
  nil: null,
});

type Kind = 'server' | 'absPath' | 'opaque' | 'network' | 'relAbs' | 'relPath' | 'empty';
interface Components {
  kind: Kind;
  scheme: string;
  userInfo: string | null;
  host: string;
  port: number | string | null;
  path: string;
  query: string | null;
  fragment: string | null;
  opaque: string;
}
const components: fc.Arbitrary<Components> = fc.record({
  kind: fc.constantFrom<Kind>(
    'server',
    'server',
    'server',
    'absPath',
    'opaque',
    'network',
    'relAbs',
    'relPath',
    'empty',
  ),
  scheme,
  userInfo,
  host,
  port,
  path,
  query: queryOrFragment,
  fragment: queryOrFragment,
  opaque: text(['a', 'b', '@', ':', '%41', 'é', '/', '?', '=', '%c3%a9'], 6),
});

/** Spellings of the same URI: scheme and host in upper case, escapes' hex digits flipped, "h:" for "h". */
interface Spelling {
  scheme: boolean;
  host: boolean;
  hex: boolean;
  emptyPort: boolean;
}
const plain: Spelling = { scheme: false, host: false, hex: false, emptyPort: false };
const spelling = fc.record({ scheme: fc.boolean(), host: fc.boolean(), hex: fc.boolean(), emptyPort: fc.boolean() });

/** The hex digits of every escape in the other case. */
function flipHex(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    out += s[i];
    if (s[i] === '%' && i + 2 < s.length) {
      const hex = s.slice(i + 1, i + 3);
      out += hex === hex.toUpperCase() ? hex.toLowerCase() : hex.toUpperCase();
      i += 2;
    }
  }
  return out;
}

function render(c: Components, f: Spelling = plain): string {
  const hex = (s: string | null) => (s !== null && f.hex ? flipHex(s) : s);
  const tail = (c.query === null ? '' : '?' + hex(c.query)) + (c.fragment === null ? '' : '#' + hex(c.fragment));
  const port = c.port === null ? (f.emptyPort ? ':' : '') : ':' + c.port;
  const authority = () =>
    (c.userInfo === null ? '' : hex(c.userInfo) + '@') + (f.host ? c.host.toUpperCase() : c.host) + port;
  const scheme = (f.scheme ? c.scheme.toUpperCase() : c.scheme) + ':';
  const absPath = '/' + hex(c.path);
  switch (c.kind) {
    case 'server':
      return scheme + '//' + authority() + absPath + tail;
    case 'absPath':
      return scheme + absPath + tail;
    case 'opaque':
      return scheme + 'x' + hex(c.opaque) + (c.fragment === null ? '' : '#' + hex(c.fragment));
    case 'network':
      return '//' + authority() + absPath + tail;
    case 'relAbs':
      return absPath + tail;
    case 'relPath':
      return 'x' + hex(c.path) + tail;
    default:
      return tail;
  }
}

const uri = components
  .map((c) => render(c))
  .filter(parses)
  .map((s) => new Uri(s));
/** Two spellings of one URI: equal unless a registry-based authority changed case. */
const spellings = fc
  .tuple(components, spelling)
  .map(([c, f]) => [render(c), render(c, f)] as const)
  .filter(([a, b]) => parses(a) && parses(b))
  .map(([a, b]) => [new Uri(a), new Uri(b)] as const);
/** Two URIs that differ in one component (or not at all, when the two draws agree). */
const neighbours = fc
  .tuple(
    components,
    components,
    fc.constantFrom<keyof Components>(
      'kind',
      'scheme',
      'userInfo',
      'host',
      'port',
      'path',
      'query',
      'fragment',
      'opaque',
    ),
  )
  .map(([a, b, key]) => [render(a), render({ ...a, [key]: b[key] })] as const)
  .filter(([a, b]) => parses(a) && parses(b))
  .map(([a, b]) => [new Uri(a), new Uri(b)] as const);
const pair = fc.oneof(spellings, neighbours, fc.tuple(uri, uri));

/** A hierarchical URI whose path is normalized and ends with "/" (a directory). */
const directory = components
  .map((c) =>
    render({
      ...c,
      kind: c.kind === 'opaque' || c.kind === 'empty' || c.kind === 'relPath' ? 'server' : c.kind,
      path: c.path + '/',
    }),
  )
  .filter(parses)
  .map((s) => new Uri(s))
  .filter((u) => {
    const p = u.getRawPath(); // "s://#" parses with an empty path, not "/"
    return p !== null && p.endsWith('/') && u.normalize().getRawPath() === p;
  });

/** A relative-path reference (no scheme, no authority) without ".", ".." or empty segments. */
const cleanReference = fc
  .tuple(
    fc.array(
      text(
        segmentUnits.filter((u) => u !== ':'),
        3,
      ),
      { maxLength: 4 },
    ),
    queryOrFragment,
    queryOrFragment,
  )
  .map(([segments, q, f]) => segments.join('/') + (q === null ? '' : '?' + q) + (f === null ? '' : '#' + f))
  .filter(parses)
  .map((s) => new Uri(s))
  .filter((v) => {
    const p = v.getRawPath();
    if (v.getScheme() !== null || v.getRawAuthority() !== null || p === null || p.startsWith('/')) return false;
    return p === '' || p.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
  });

const sign = (n: number) => Math.sign(n);

function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x80) return false;
  return true;
}

/** The six orders of a triple. */
const orders = <T>([a, b, c]: readonly [T, T, T]): [T, T, T][] => [
  [a, b, c],
  [a, c, b],
  [b, a, c],
  [b, c, a],
  [c, a, b],
  [c, b, a],
];

describe('generated valid URIs', () => {
  test('new Uri(u.toString()) equals u, with the same hashCode and compareTo 0 (the Javadoc identity)', () => {
    fc.assert(
      fc.property(uri, (u) => {
        const v = new Uri(u.toString());
        expect(v.equals(u)).toBe(true);
        expect(v.hashCode()).toBe(u.hashCode());
        expect(v.compareTo(u)).toBe(0);
      }),
      settings,
    );
  });

  test('equals is symmetric, implies equal hash codes, and holds exactly when compareTo is 0', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const equal = a.equals(b);
        expect(b.equals(a)).toBe(equal);
        if (equal) expect(a.hashCode()).toBe(b.hashCode());
        expect(a.compareTo(b) === 0).toBe(equal);
      }),
      settings,
    );
  });

  test('differently spelled URIs are equal when both have a server-based authority or both none', () => {
    fc.assert(
      fc.property(spellings, ([a, b]) => {
        // A registry-based authority compares case-sensitively; "s:///p" and "s://:/p" differ too.
        fc.pre(
          (a.getHost() !== null && b.getHost() !== null) ||
            (a.getRawAuthority() === null && b.getRawAuthority() === null),
        );
        expect(a.equals(b)).toBe(true);
      }),
      settings,
    );
  });

  test('compareTo is antisymmetric', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        expect(sign(a.compareTo(b)) + sign(b.compareTo(a))).toBe(0);
      }),
      settings,
    );
  });

  test('compareTo is transitive among URIs whose hosts are all defined or all undefined', () => {
    fc.assert(
      fc.property(fc.tuple(uri, uri, uri), (t) => {
        fc.pre(t.every((u) => u.getHost() === null) || t.every((u) => u.getHost() !== null));
        for (const [x, y, z] of orders(t)) {
          if (x.compareTo(y) <= 0 && y.compareTo(z) <= 0) expect(x.compareTo(z)).toBeLessThanOrEqual(0);
        }
      }),
      settings,
    );
  });

  test('as in the JDK, compareTo is not transitive across server- and registry-based authorities', () => {
    // java.net.URI: x < y (authority strings), y < z (strings), but x > z (ports 10 > 9).
    const [x, y, z] = ['s://a:10/', 's://a:1x/', 's://a:9/'].map((s) => new Uri(s)) as [Uri, Uri, Uri];
    expect([sign(x.compareTo(y)), sign(y.compareTo(z)), sign(x.compareTo(z))]).toEqual([-1, -1, 1]);
  });

  test('normalize() is idempotent', () => {
    fc.assert(
      fc.property(uri, (u) => {
        const n = u.normalize();
        expect(n.normalize().toString()).toBe(n.toString());
        expect(n.normalize().equals(n)).toBe(true);
      }),
      settings,
    );
  });

  test('toASCIIString() re-parses to an ASCII URI of the same shape, whose toASCIIString() is itself', () => {
    fc.assert(
      fc.property(uri, (u) => {
        const s = u.toASCIIString();
        const v = new Uri(s);
        expect(v.toASCIIString()).toBe(s);
        expect([v.isOpaque(), v.getRawAuthority() === null, v.getHost() === null]).toEqual([
          u.isOpaque(),
          u.getRawAuthority() === null,
          u.getHost() === null,
        ]);
        expect(isAscii(s)).toBe(true);
        if (isAscii(u.toString())) expect(s).toBe(u.toString());
      }),
      settings,
    );
  });

  test("toASCIIString() at any length: NFC, then encodeURIComponent's escapes of each non-ASCII run; a lone surrogate throws", () => {
    // Text of ASCII (escapes and brackets among it), characters of two, three and four octets, a
    // character NFC changes (e + U+0301), repeated to 1,500 and 4,000 characters at times; and, on
    // some runs, a lone surrogate before its last repetition.
    const units = [
      'a',
      '/',
      '%41',
      '[',
      '~',
      'é',
      'e\u0301',
      '\u00ff',
      '\u07ff',
      '\u0800',
      '€',
      '\uffff',
      '\ud83d\ude00',
    ];
    const reference = (s: string) => s.normalize('NFC').replace(/[^\0-\x7f]+/g, encodeURIComponent);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...units), { minLength: 1, maxLength: 40 }).map((a) => a.join('')),
        fc.constantFrom(1, 1, 1, 1500, 4000),
        fc.constantFrom('', '', '', '\ud800', '\udfff'),
        (unit, times, lone) => {
          const text = unit.repeat(Math.ceil(times / Math.max(unit.length, 1))) + lone + unit;
          const u = new Uri('urn:x:' + text);
          if (lone) {
            expect(() => u.toASCIIString()).toThrow(
              'Cannot invoke "java.nio.ByteBuffer.hasRemaining()" because "bb" is null',
            );
          } else {
            expect(u.toASCIIString()).toBe('urn:x:' + reference(text));
          }
        },
      ),
      settings,
    );
  });

  test('relativize undoes resolve: a directory base and a relative-path reference without dot segments', () => {
    // The JDK guarantees no more: a base path not ending with "/" or not normalized, a reference
    // with ".", ".." or empty segments, or a lone fragment against a base with a query all break it.
    fc.assert(
      fc.property(directory, cleanReference, (base, ref) => {
        fc.pre(
          !(
            ref.getRawPath() === '' &&
            ref.getRawQuery() === null &&
            ref.getRawFragment() !== null &&
            base.getRawQuery() !== null
          ),
        );
        expect(base.relativize(base.resolve(ref)).equals(ref)).toBe(true);
      }),
      settings,
    );
  });

  test('resolve undoes relativize: a directory base without a query and a normalized absolute target', () => {
    const target = uri.filter((t) => t.getScheme() !== null && t.normalize().equals(t));
    fc.assert(
      fc.property(directory, target, (base, t) => {
        fc.pre(base.getRawQuery() === null);
        expect(base.resolve(base.relativize(t)).equals(t)).toBe(true);
      }),
      settings,
    );
  });
});

// ---- arbitrary strings ----

const uriish = fc.string({
  unit: fc.constantFrom(
    ...'aAz09.:/?#[]@%!$&\'()*+,;=-_~ "<>\\^`{|}'.split(''),
    '%41',
    '%4',
    'é',
    '\ud800',
    '\u00a0',
    '\u2028',
    '::1',
    '//',
  ),
  maxLength: 40,
});
const strings: [string, fc.Arbitrary<string>][] = [
  ['graphemes', fc.string({ unit: 'grapheme', maxLength: 40 })],
  ['any UTF-16 units', fc.string({ unit: 'binary', maxLength: 40 })],
  ['a URI-ish alphabet', uriish],
];

/** Checks a URISyntaxException as the JDK builds one: index in [-1, input length], message = reason + index + input. */
/** JDK 25 reports the input with runs of spaces shrunk to one and none at either end (JDK-8348986). */
const reported = (s: string) => s.replace(/ +/g, ' ').replace(/^ | $/g, '');

function expectSyntaxError(e: unknown, parsed: string): void {
  expect(e).toBeInstanceOf(URISyntaxException);
  const x = e as URISyntaxException;
  const input = reported(parsed);
  expect(x.getInput()).toBe(input);
  const index = x.getIndex();
  expect(Number.isInteger(index) && index >= -1 && index <= input.length).toBe(true);
  expect(x.message.endsWith(input)).toBe(true);
  expect(x.message).toBe(x.getReason() + (index > -1 ? ' at index ' + index : '') + ': ' + input);
}

/** Runs f; returns what it threw, or undefined. */
function thrown(f: () => unknown): unknown {
  try {
    f();
    return undefined;
  } catch (e) {
    return e;
  }
}

describe.each(strings)('arbitrary strings: %s', (_name, arbitrary) => {
  test('new Uri(s) returns, or throws URISyntaxException with an index in range and the JDK message', () => {
    fc.assert(
      fc.property(arbitrary, (s) => {
        const e = thrown(() => new Uri(s));
        if (e !== undefined) expectSyntaxError(e, s);
      }),
      settings,
    );
  });

  test('Uri.create(s) returns, or throws IllegalArgumentException with the URISyntaxException as cause', () => {
    fc.assert(
      fc.property(arbitrary, (s) => {
        const e = thrown(() => Uri.create(s));
        if (e === undefined) return;
        expect(e).toBeInstanceOf(IllegalArgumentException);
        const x = e as IllegalArgumentException;
        expectSyntaxError(x.cause, s);
        expect(x.message).toBe((x.cause as URISyntaxException).message);
      }),
      settings,
    );
  });

  test('base.resolve(s) returns a Uri, or throws IllegalArgumentException', () => {
    const bases = ['http://a/b/c/d;p?q', 'mailto:x@y', 'a/b', ''].map((s) => new Uri(s));
    fc.assert(
      fc.property(arbitrary, fc.constantFrom(...bases), (s, base) => {
        let result: unknown;
        const e = thrown(() => (result = base.resolve(s)));
        if (e === undefined) return expect(result).toBeInstanceOf(Uri);
        expect(e).toBeInstanceOf(IllegalArgumentException);
        expectSyntaxError((e as IllegalArgumentException).cause, s);
      }),
      settings,
    );
  });
});
