// fast-paths.spec.ts: every fast path of the core held to the general path it stands in for.
//
// A fast path answers the common case without the general code; wherever it answers, it must give
// what the general path gives, exactly (every offset, component and string, not only toString). It
// may decline (null, -1, or a fall back into the general code); nothing is compared then, but each
// property counts how often it answers and requires a share of the runs, so that none passes by
// never reaching its fast path. The pairs (docs/performance.md, "Fast paths", lists them too):
//
//   fast path                                  general path
//   parsePlainServer (uri/server.ts)           parseServer, on the same range
//   resolveRelativePath (uri/resolve.ts)       resolveParts, then withStringForm
//   climb (uri/resolve.ts)                     normalizePath of the base's directory + reference
//   normalPathPrefix (uri/relativize.ts)       relativizePaths (normalizePath of both paths)
//   spliced (uri/build.ts)                     withStringForm of the same components
//   tailFrom (uri/build.ts)                    withStringForm of the same components
//   mergePath's slice (url/dots.ts)            removeDots of the merged path
//   url.ts's known protocol of 4 or 5 letters  the scan for the ":" (the protocol in upper case)
//   runEnd (uri/chars.ts)                      a skip loop: spec/chars.spec.ts, every character
//   scanCssLinks (site/css-scan.ts)            cssLinksByTokens (site/css-tokens.ts): spec/css-scan.spec.ts
//   readTokens (site/tokens.ts)                readDocument (site/tree.ts): spec/site-tokens.spec.ts
//   decodeWellFormed (codec/urldecoder.ts)     decodeByLoop, in UTF-8
//   decodeUtf8Natively (codec/charsets.ts)     decodeUtf8 (uri/escape.ts)
//
// The seed is fixed (FC_SEED overrides it, FC_RUNS the number of runs) and fast-check prints it with
// any counterexample.
import fc from 'fast-check';
import { JavaURL } from '../src';
import { charsetNamed, decodeUtf8Natively } from '../src/codec/charsets';
import { decodeByLoop, decodeWellFormed } from '../src/codec/urldecoder';
import { decodeUtf8 } from '../src/uri/escape';
import { spliced, tailFrom, withStringForm, writtenAsParsed } from '../src/uri/build';
import { normalizePath } from '../src/uri/normalize';
import { parseOrFailure } from '../src/uri/parse';
import { ParsedParts, components, pathEnd } from '../src/uri/parts';
import { normalPathPrefix, relativizePaths } from '../src/uri/relativize';
import { climb, resolveParts, resolveRelativePath } from '../src/uri/resolve';
import { parsePlainServer, parseServer } from '../src/uri/server';
import { mergePath, pathSlashes, removeDots } from '../src/url/dots';

const seed = Number(process.env['FC_SEED'] ?? 20261122);
const numRuns = Number(process.env['FC_RUNS'] ?? 2500);
const settings = { seed, numRuns };

/** Every offset and component of p, and its string: what two results must share to be the same URI. */
function fields(p: ParsedParts) {
  const { input, schemeEnd, sspEnd, authorityStart, userInfoEnd, hostStart, hostEnd, port, pathStart, queryStart } = p;
  return {
    input,
    offsets: [schemeEnd, sspEnd, authorityStart, userInfoEnd, hostStart, hostEnd, port, pathStart, queryStart],
    components: [p.scheme, p.schemeSpecificPart, p.authority, p.userInfo, p.host, p.path, p.query, p.fragment],
  };
}

/** Counts the runs where the fast path answered; `atLeast` then requires a share of them. */
function answers() {
  let answered = 0;
  let runs = 0;
  return {
    run(answer: boolean) {
      runs++;
      if (answer) answered++;
    },
    atLeast(share: number) {
      expect(runs).toBeGreaterThan(0);
      expect(answered / runs).toBeGreaterThanOrEqual(share);
      // And it declines on some, or the general path was never in question.
      expect(answered).toBeLessThan(runs);
    },
  };
}

/** The parsed URI, or null where `s` is not one. */
function parsed(s: string): ParsedParts | null {
  const p = parseOrFailure(s, false);
  return p instanceof ParsedParts ? p : null;
}

const text = (units: string[], minLength: number, maxLength: number) =>
  fc.array(fc.constantFrom(...units), { minLength, maxLength }).map((a) => a.join(''));

// ---- authorities ----

const label = fc.constantFrom('a', 'b', 'x1', 'A', 'ab-c', 'xn--p', '1', '9a', '-a', 'a-', 'a_b', 'é', '%41', '');
const hostname = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 4 }), fc.boolean())
  .map(([labels, dot]) => labels.join('.') + (dot ? '.' : ''));
const ipv4 = fc
  .array(fc.oneof(fc.integer({ min: 0, max: 300 }).map(String), fc.constantFrom('01', '0000255', '4294967297')), {
    minLength: 3,
    maxLength: 5,
  })
  .map((octets) => octets.join('.'));
const ipv6 = fc.constantFrom(
  '[::1]',
  '[1:2:3:4:5:6:7:8]',
  '[::ffff:1.2.3.4]',
  '[::1%eth0]',
  '[fe80::1%1]',
  '[::',
  '[]',
);
const host = fc.oneof({ weight: 6, arbitrary: hostname }, ipv4, ipv6, fc.constantFrom('', 'a b', '[x]', 'h@h'));
const port = fc.option(
  fc.oneof(
    fc.integer({ min: 0, max: 65535 }).map(String),
    fc.constantFrom('', '0080', '999999999', '2147483647', '2147483648', '9999999999', '00000000001', '8a', ':8'),
  ),
  { nil: null },
);
const userInfo = fc.option(text(['u', 'p', ':', ';', '%41', '%zz', 'é', '~', '@', '[', ' '], 0, 3), {
  nil: null,
  freq: 4,
});
const authority = fc
  .record({ userInfo, host, port })
  .map((a) => (a.userInfo === null ? '' : a.userInfo + '@') + a.host + (a.port === null ? '' : ':' + a.port));
// The fast path's own case, often: letters and digits, hyphens inside, a port of at most nine digits.
const plainAuthority = fc
  .tuple(fc.array(fc.constantFrom('a', 'b', 'x1', 'A', 'ab-c', '1', '9a'), { minLength: 1, maxLength: 3 }), port)
  .map(([labels, p]) => labels.join('.') + (p === null ? '' : ':' + p));
const afterAuthority = fc.constantFrom('', '/', '/p', '?q', '#f', '/a?b#c', ':', ' ');

describe('parsePlainServer: parseServer where it answers', () => {
  test('the same end, user information, host and port', () => {
    const count = answers();
    fc.assert(
      fc.property(
        fc.constantFrom('//', 'http://', 's://'),
        fc.oneof(authority, plainAuthority),
        afterAuthority,
        (lead, a, after) => {
          const s = lead + a + after;
          const start = lead.length;
          const fast = new ParsedParts(s);
          const end = parsePlainServer(s, start, fast);
          const offsets = (p: ParsedParts) => [p.userInfoEnd, p.hostStart, p.hostEnd, p.port];
          count.run(end >= 0);
          // Declining, it sets nothing.
          if (end < 0) return expect(offsets(fast)).toEqual(offsets(new ParsedParts(s)));
          // The authority parseAuthority would hand to parseServer: up to the first "/", "?" or "#".
          const authorityEnd = s.slice(start).search(/[/?#]|$/) + start;
          expect(end).toBe(authorityEnd);
          const general = new ParsedParts(s);
          expect(parseServer(s, start, end, general)).toBeNull();
          expect(offsets(fast)).toEqual(offsets(general));
        },
      ),
      settings,
    );
    count.atLeast(0.15);
  });
});

// ---- paths ----

const segment = fc.constantFrom('a', 'b', 'c', 'a:b', '.', '..', '', '.a', '..a', 'a.', '%2e', '%7e', '%7E', 'é', ';p');
// Mostly normal segments, so that the fast paths (which take only normal paths) answer often.
const cleanSegment = fc.constantFrom('a', 'b', 'c', 'a:b', '.a', '..a', 'a.', '%2e', '%7e', '%7E', 'é', ';p');
const anySegments = (max: number) =>
  fc.array(fc.oneof({ weight: 3, arbitrary: cleanSegment }, segment), { maxLength: max });
const absolutePath = anySegments(5).map((s) => '/' + s.join('/'));
const relativePath = anySegments(4).map((s) => s.join('/'));
const anyPath = fc.oneof({ weight: 3, arbitrary: absolutePath }, relativePath);
/** A reference path: a run of "./" and "../", then segments. */
const referencePath = fc
  .tuple(fc.array(fc.constantFrom('./', '../'), { maxLength: 4 }), anySegments(3), fc.boolean())
  .map(([dots, s, slash]) => dots.join('') + s.join('/') + (slash && s.length > 0 ? '/' : ''));

describe('climb: normalizePath of the merged path where it answers', () => {
  test('the same path', () => {
    const count = answers();
    fc.assert(
      fc.property(anyPath, referencePath, (basePath, refPath) => {
        const slash = basePath.lastIndexOf('/');
        const fast = climb(basePath, slash, refPath);
        count.run(fast !== null);
        if (fast !== null) expect(fast).toBe(normalizePath(basePath.slice(0, slash + 1) + refPath));
      }),
      settings,
    );
    count.atLeast(0.2);
  });
});

// ---- URIs ----

const scheme = fc.constantFrom('http', 'HTTP', 'file', 's');
const query = fc.option(fc.constantFrom('', 'q', 'a=b', '%41', 'x?y/z'), { nil: null });
const fragment = fc.option(fc.constantFrom('', 'f', '%7e', 'a/b'), { nil: null });
const tail = fc.tuple(query, fragment).map(([q, f]) => (q === null ? '' : '?' + q) + (f === null ? '' : '#' + f));
// Authorities as written: some not as withStringForm would write them ("h:", "h:080").
const writtenAuthority = fc.constantFrom('h', 'H', 'u@h:8', 'h:8', 'h:', 'h:080', 'a_b', '[::1]:8', '1.2.3.4', 'x.y.');
/** Hierarchical URIs with and without scheme and authority, and an opaque one now and then. */
const uri = fc
  .oneof(
    { weight: 6, arbitrary: fc.tuple(scheme, writtenAuthority, absolutePath).map(([s, a, p]) => `${s}://${a}${p}`) },
    fc.tuple(scheme, absolutePath).map(([s, p]) => `${s}:${p}`),
    fc.tuple(writtenAuthority, absolutePath).map(([a, p]) => `//${a}${p}`),
    anyPath.map((p) => (/^[^/]*:/.test(p) ? './' + p : p)),
    fc.constantFrom('mailto:x@y', 'urn:a:b'),
  )
  .chain((head) => tail.map((t) => head + t))
  .map(parsed)
  .filter((p): p is ParsedParts => p !== null);
const reference = fc
  .oneof(
    { weight: 6, arbitrary: referencePath.map((p) => (/^[^/]*:/.test(p) ? './' + p : p)) },
    fc.constantFrom('', '/abs', '//x/y', 'http:g', 'g:h', 'mailto:x'),
  )
  .chain((head) => tail.map((t) => head + t))
  .map(parsed)
  .filter((p): p is ParsedParts => p !== null);

describe('resolveRelativePath: resolveParts and withStringForm where it answers', () => {
  test('the same string, offsets and components', () => {
    const count = answers();
    fc.assert(
      fc.property(uri, reference, (base, ref) => {
        const fast = resolveRelativePath(base, ref);
        count.run(fast !== null);
        if (fast === null) return;
        const general = resolveParts(base, ref);
        expect(typeof general).toBe('object');
        expect(fields(fast)).toEqual(fields(withStringForm(general as Exclude<typeof general, string>)));
      }),
      settings,
    );
    count.atLeast(0.4);
  });
});

/** A base and a target of the same scheme and authority, the target's path often below the base's. */
const relativizePair = fc
  .record({
    head: fc.oneof(
      { weight: 4, arbitrary: fc.tuple(scheme, writtenAuthority).map(([s, a]) => `${s}://${a}`) },
      scheme.map((s) => s + ':'),
      fc.constant(''),
    ),
    basePath: anyPath,
    below: fc.boolean(),
    more: relativePath,
    targetPath: anyPath,
    baseTail: tail,
    targetTail: tail,
  })
  .map((r) => {
    const fix = (p: string) => (r.head === '' && /^[^/]*:/.test(p) ? './' + p : p);
    const targetPath = r.below ? r.basePath + (r.basePath.endsWith('/') ? '' : '/') + r.more : r.targetPath;
    return [parsed(r.head + fix(r.basePath) + r.baseTail), parsed(r.head + fix(targetPath) + r.targetTail)];
  })
  .filter((pair): pair is [ParsedParts, ParsedParts] => pair[0] !== null && pair[1] !== null);

describe('normalPathPrefix: relativizePaths where it answers', () => {
  test("0 where that gives 'target', else the same reference", () => {
    const count = answers();
    const references = answers();
    fc.assert(
      fc.property(relativizePair, ([base, target]) => {
        const prefix = normalPathPrefix(base, target);
        count.run(prefix >= 0);
        references.run(prefix > 0);
        if (prefix < 0) return;
        const general = relativizePaths(base, target);
        if (prefix === 0) return expect(general).toBe('target');
        expect(general).not.toBe('target');
        expect(fields(tailFrom(target, target.pathStart + prefix))).toEqual(fields(general as ParsedParts));
      }),
      settings,
    );
    count.atLeast(0.4);
    // And a reference, not only 'target', on a good share.
    references.atLeast(0.15);
  });
});

describe('spliced: withStringForm of the same components where the base is written as parsed', () => {
  test('the same string, offsets and components', () => {
    const count = answers();
    fc.assert(
      fc.property(uri, fc.oneof(absolutePath, relativePath), uri, (base, path, from) => {
        const fast = base.pathStart >= 0 && writtenAsParsed(base);
        count.run(fast);
        if (!fast) return;
        const general = withStringForm(components(base.scheme, base, path, from.query, from.fragment));
        expect(fields(spliced(base, path, from))).toEqual(fields(general));
      }),
      settings,
    );
    count.atLeast(0.5);
  });
});

describe('tailFrom: withStringForm of the same components', () => {
  test('the same string, offsets and components, from anywhere in the path', () => {
    fc.assert(
      fc.property(uri, fc.nat(), (p, k) => {
        fc.pre(p.pathStart >= 0);
        const start = p.pathStart + (k % (pathEnd(p) - p.pathStart + 1));
        const general = withStringForm(components(null, null, p.input.slice(start, pathEnd(p)), p.query, p.fragment));
        expect(fields(tailFrom(p, start))).toEqual(fields(general));
      }),
      settings,
    );
  });
});

// ---- java.net.URL ----

const urlSegment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('a', 'b', 'a.', 'a..', 'é') },
  fc.constantFrom('.', '..', '', '.a', '..a', '...'),
);
const urlPath = fc
  .tuple(fc.constantFrom('/', '/', '/', '', 'x/'), fc.array(urlSegment, { maxLength: 5 }))
  .map(([lead, s]) => lead + s.join('/'));
const urlRest = fc
  .tuple(fc.array(fc.constantFrom('./', '../'), { maxLength: 4 }), fc.array(urlSegment, { maxLength: 3 }))
  .map(([dots, s]) => dots.join('') + s.join('/'));

describe("mergePath: removeDots of the merged path, the slice's case included", () => {
  test('the same path', () => {
    const count = answers();
    fc.assert(
      fc.property(urlPath, urlRest, (path, rest) => {
        const slashes = pathSlashes(path);
        const base = path.slice(0, path.lastIndexOf('/') + 1);
        // The case mergePath slices (as its guards read it): a base from "/" with no "/." and a rest of
        // "./" and "../" (no more of these than the base has segments) then no dot segment.
        const run = /^(?:\.\.?\/)*/.exec(rest)![0];
        const ups = run.split('../').length - 1;
        const after = rest.slice(run.length);
        const sliced =
          base.startsWith('/') &&
          !base.includes('/.') &&
          ups < slashes.at.length &&
          !after.startsWith('.') &&
          !after.includes('/.');
        count.run(sliced);
        expect(mergePath(path, slashes, rest)).toBe(removeDots(base + rest));
      }),
      settings,
    );
    count.atLeast(0.1);
  });
});

const protocol = fc.constantFrom('http', 'https', 'file', 'ftp', 'jar', 'jrt', 'jmod', 'mailto');

/** The URL's fields, or the error it throws. */
function urlFields(make: () => JavaURL) {
  try {
    const u = make();
    return [
      u.getProtocol(),
      u.getAuthority(),
      u.getUserInfo(),
      u.getHost(),
      u.getPort(),
      u.getPath(),
      u.getQuery(),
      u.getFile(),
      u.getRef(),
      u.toExternalForm(),
    ];
  } catch (e) {
    return String(e);
  }
}

describe("url.ts: a known protocol of 4 or 5 letters as written is what the scan for the ':' finds", () => {
  // The fast path takes the protocol only as written (lower case): in upper case the scan runs.
  test('the same URL or error', () => {
    const count = answers();
    fc.assert(
      fc.property(
        fc.constantFrom('', ' ', 'url:'),
        protocol,
        fc.constantFrom('//h/a', '//u@h:8/a/../b?q#f', '/a/./b', 'a:b', '', '//[::1]/', 'x!/y', '#f', '//h:x/'),
        fc.option(fc.constantFrom('http://h/a/b', 'file:/c/d', 'jar:file:/x.jar!/a/b'), { nil: null }),
        (lead, name, rest, context) => {
          const spec = (p: string) => lead + p + ':' + rest;
          const ctx = context === null ? null : new JavaURL(context);
          count.run(name.length === 4 || name.length === 5);
          expect(urlFields(() => new JavaURL(ctx, spec(name)))).toEqual(
            urlFields(() => new JavaURL(ctx, spec(name.toUpperCase()))),
          );
        },
      ),
      settings,
    );
    count.atLeast(0.3);
  });
});

// ---- decoding at size ----

/** What the general path gives: its value, or the thrown error's class and message. */
function outcome(f: () => string): string {
  try {
    return 'value ' + f();
  } catch (e) {
    return `${(e as Error).constructor.name}: ${(e as Error).message}`;
  }
}

describe('decodeWellFormed: decodeByLoop in UTF-8 where it answers', () => {
  // What decodeURIComponent takes: "+", text (non-ASCII, a BOM), escapes of well-formed UTF-8.
  const wellFormed = ['a', 'xyz', ' ', '+', '%2B', '%2b', '%41', '%7F', '%C3%A9', '%c3%a9', '%E2%82%AC', '%ED%9F%BF'];
  wellFormed.push('%F0%9F%98%80', '%EF%BB%BF', 'é', '\ud83d\ude00', '\ufeff', 'a'.repeat(40));
  // And what it does not: malformed runs (an encoded surrogate, overlong, truncated), lone surrogates, bad "%".
  const others = [
    '%80',
    '%C3',
    '%A9',
    '%ED%A0%80',
    '%C0%80',
    '%F4%90%80%80',
    '%FF',
    '\ud800',
    '\udc00',
    '%',
    '%4',
    '%zz',
  ];
  const string = fc.oneof(
    text(wellFormed, 0, 120),
    fc
      .array(fc.oneof(fc.constantFrom(...wellFormed), fc.constantFrom(...others)), { maxLength: 120 })
      .map((a) => a.join('')),
  );
  test('on strings of escapes, "+" and text', () => {
    const utf8 = charsetNamed('UTF-8', 'test');
    const counts = answers();
    fc.assert(
      fc.property(string, (s) => {
        const fast = decodeWellFormed(s);
        counts.run(fast !== null);
        if (fast !== null) expect(outcome(() => fast)).toBe(outcome(() => decodeByLoop(s, utf8)));
      }),
      settings,
    );
    counts.atLeast(0.4);
  });
});

describe('decodeUtf8Natively: decodeUtf8', () => {
  // Octets at the edges of UTF-8's ranges: ASCII, continuations, leads (E0, ED, F0 and F4 included), never-valid.
  const edges = [0x00, 0x41, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xe1, 0xed];
  edges.push(0xee, 0xef, 0xbb, 0xf0, 0xf1, 0xf4, 0xf5, 0xf8, 0xff);
  test('on every sequence of one or two octets, and of three of the edge octets', () => {
    const sequences: number[][] = [];
    for (let a = 0; a < 256; a++) for (let b = -1; b < 256; b++) sequences.push(b < 0 ? [a] : [a, b]);
    for (const a of edges) for (const b of edges) for (const c of edges) sequences.push([a, b, c]);
    const differ = sequences.filter((o) => decodeUtf8Natively(new Uint8Array(o)) !== decodeUtf8(o));
    expect(differ).toEqual([]);
  });
  test('on long runs of the edge octets', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...edges), { minLength: 256, maxLength: 600 }), (octets) => {
        expect(decodeUtf8Natively(new Uint8Array(octets))).toBe(decodeUtf8(octets));
      }),
      { seed, numRuns: Math.ceil(numRuns / 5) },
    );
  });
});
