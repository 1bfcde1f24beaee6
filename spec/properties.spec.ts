// Property tests (fast-check) for the opt-in operations: link relativization always round-trips
// and follows the relative-path rules; both normalizations are idempotent. The seed is fixed
// (FC_SEED overrides it) and fast-check prints it with any counterexample.
import fc from 'fast-check';
import { Uri } from '../src';
import { expectOffsetsKept } from './offsets';

// checkOffsets (src/uri/parts.ts) on the parts of every Uri made here: see spec/offsets.ts.
jest.mock('../src/uri/parse', () => jest.requireActual('./offsets').checking('../src/uri/parse'));
jest.mock('../src/uri/build', () => jest.requireActual('./offsets').checking('../src/uri/build'));
expectOffsetsKept(100000);

const seed = Number(process.env['FC_SEED'] ?? 20261122);
const numRuns = Number(process.env['FC_RUNS'] ?? 2000);
const settings = { seed, numRuns };

const segment = fc.constantFrom('a', 'b', 'c', 'a:b', '.', '..', '%7e', '%7E', 'x.html', '', '~');
const path = fc.array(segment, { maxLength: 6 }).map((s) => '/' + s.join('/'));
const query = fc.option(fc.constantFrom('', 'q', 'a=b', '%41'), { nil: null });
const fragment = fc.option(fc.constantFrom('', 'f', 'top'), { nil: null });
const authority = fc.constantFrom('h', 'H', 'u@h:8', 'h:8', 'a_b', 'x.y');
const scheme = fc.constantFrom('http', 'HTTP', 'https', 'file');
const tail = (q: string | null, f: string | null) => (q === null ? '' : '?' + q) + (f === null ? '' : '#' + f);

/** An absolute hierarchical base with an authority and its target, sharing scheme and authority half the time. */
const pair = fc
  .record({
    scheme,
    authority,
    basePath: path,
    sameOrigin: fc.boolean(),
    scheme2: scheme,
    authority2: authority,
    path,
    query,
    fragment,
  })
  .map((r) => {
    const base = new Uri(`${r.scheme}://${r.authority}${r.basePath}`).normalize();
    const origin = r.sameOrigin ? `${r.scheme}://${r.authority}` : `${r.scheme2}://${r.authority2}`;
    return { base, target: new Uri(origin + r.path + tail(r.query, r.fragment)).normalize() };
  });

const segments = (p: string) => p.split('/').slice(1);
const leadingDots = (s: string[]) => {
  let k = 0;
  while (k < s.length && s[k] === '..') k++;
  return k;
};

describe('relativize(t, { dotSegments: true })', () => {
  test('resolves back to the target', () => {
    fc.assert(
      fc.property(pair, ({ base, target }) => {
        const ref = base.relativize(target, { dotSegments: true });
        expect(base.resolve(ref).equals(target)).toBe(true);
        // The link as written in a document: its string reads back as the same reference.
        expect(base.resolve(ref.toString()).equals(target)).toBe(true);
      }),
      settings,
    );
  });

  test('is a relative path with no needless ".." for the same scheme and authority', () => {
    fc.assert(
      fc.property(pair, ({ base, target }) => {
        const sameOrigin = new Uri(base.getScheme()!, base.getRawAuthority(), null, null, null).equals(
          new Uri(target.getScheme()!, target.getRawAuthority(), null, null, null),
        );
        const basePath = base.getRawPath()!;
        // A base whose normalized path keeps ".." above the root cannot be left by a relative path.
        fc.pre(sameOrigin && target.getRawPath() !== '' && !segments(basePath).includes('..'));
        const ref = base.relativize(target, { dotSegments: true });
        expect(ref.getScheme()).toBeNull();
        expect(ref.getRawAuthority()).toBeNull();
        expect(ref.getRawPath()!.startsWith('/')).toBe(false);
        // A lone fragment keeps the base's query, which is then the target's too.
        const loneFragment = ref.getRawPath() === '' && ref.getRawQuery() === null && ref.getRawFragment() !== null;
        expect(ref.getRawQuery()).toBe(loneFragment ? base.getRawQuery() : target.getRawQuery());
        expect(ref.getRawFragment()).toBe(target.getRawFragment());
        const directory = segments(basePath).slice(0, -1);
        const targetDirectory = segments(target.getRawPath()!).slice(0, -1);
        let common = 0;
        const hexUpper = (x: string | undefined) => x?.replace(/%[0-9a-f]{2}/gi, (e) => e.toUpperCase());
        while (common < directory.length && hexUpper(directory[common]) === hexUpper(targetDirectory[common])) common++;
        // Leading ".." of the reference: one per directory left, plus the target's own leading ".."
        // after the common directories (a normalized absolute path may keep ".." above the root).
        const refSegments = segments('/' + ref.getRawPath()!.replace(/^\.\//, ''));
        const rest = segments(target.getRawPath()!).slice(common);
        expect(leadingDots(refSegments)).toBe(directory.length - common + leadingDots(rest));
      }),
      settings,
    );
  });

  test('within one document: "#f" or "?q" wherever it resolves back, with our resolve and with URL', () => {
    fc.assert(
      fc.property(pair, ({ base, target }) => {
        const ref = base.relativize(target, { dotSegments: true }).toString();
        if (!ref.startsWith('#') && !ref.startsWith('?')) return;
        expect(base.resolve(ref).equals(target)).toBe(true);
        // Where URL can read both (it refuses some, such as a port in a file: URL), it agrees.
        let targetHref: string;
        try {
          targetHref = new URL(target.toString()).href;
        } catch {
          return;
        }
        expect(new URL(ref, base.toString()).href).toBe(targetHref);
      }),
      settings,
    );
  });

  test.each([
    // [page, target, link]
    ['http://h/a/p.html', 'http://h/a/p.html#f', '#f'],
    ['http://h/a/p.html?x', 'http://h/a/p.html?x#f', '#f'],
    ['http://h/a/p.html#old', 'http://h/a/p.html#new', '#new'],
    ['http://h/a/', 'http://h/a/?q', '?q'],
    ['http://h/a/', 'http://h/a/?q#f', '?q#f'],
    // The page's query is not the target's: "#f" would keep "?x".
    ['http://h/a/p.html?x', 'http://h/a/p.html#f', 'p.html#f'],
    // "?q" against a document resolves to its directory in the JDK (RFC 2396), so the name stays.
    ['http://h/a/p.html', 'http://h/a/p.html?q', 'p.html?q'],
    // No fragment-only reference drops a fragment.
    ['http://h/a/p.html#z', 'http://h/a/p.html', 'p.html'],
    // Where no relative path resolves back; each link, and the refusal of the shorter one, checked
    // with JDK 25.0.3: URI.create(page).resolve(link).equals(URI.create(target)).
    // "../" gives http://h/../../ (the ".." above the root stays); "/" gives the target.
    ['http://h/../a', 'http://h/', '/'],
    // A path that starts with "//" would read as an authority ("//c" resolves to http://c), and a
    // network-path reference is never given (a page on file: reads //h//c as file://h//c): the target.
    ['http://h/a/b', 'http://h//c', 'http://h//c'],
    // Another authority or scheme: the target itself, absolute.
    ['http://h/a/b.html', 'http://other/x', 'http://other/x'],
    ['http://h/a/b.html', 'https://h/a/x', 'https://h/a/x'],
  ])('from %s, %s is %s', (page, target, link) => {
    const ref = new Uri(page).relativize(new Uri(target), { dotSegments: true });
    expect(ref.toString()).toBe(link);
    expect(new Uri(page).resolve(ref).equals(new Uri(target))).toBe(true);
    expect(new Uri(page).resolve(link).equals(new Uri(target))).toBe(true);
    expect(new URL(link, page).href).toBe(new URL(target).href);
  });

  test('the issue example: from http://h/a/b/page.html, http://h/a/c/x.png is ../c/x.png', () => {
    const ref = new Uri('http://h/a/b/page.html').relativize(new Uri('http://h/a/c/x.png'), { dotSegments: true });
    expect(ref.toString()).toBe('../c/x.png');
  });
});

const anyUri = fc
  .record({
    scheme: fc.option(scheme, { nil: null }),
    authority: fc.option(authority, { nil: null }),
    path,
    query,
    fragment,
  })
  .map(
    (r) =>
      (r.scheme === null ? '' : r.scheme + ':') +
      (r.authority === null ? '' : '//' + r.authority) +
      r.path +
      tail(r.query, r.fragment),
  );

describe('normalization is idempotent', () => {
  test('normalize()', () => {
    fc.assert(
      fc.property(anyUri, (s) => {
        const once = new Uri(s).normalize();
        const twice = once.normalize();
        expect(twice.toString()).toBe(once.toString());
        expect(twice.equals(once)).toBe(true);
      }),
      settings,
    );
  });
  test('normalize({ rfc3986: true })', () => {
    fc.assert(
      fc.property(anyUri, (s) => {
        const once = new Uri(s).normalize({ rfc3986: true });
        expect(once.normalize({ rfc3986: true }).toString()).toBe(once.toString());
      }),
      settings,
    );
  });
});

/**
 * URIs from a small alphabet, so that pairs collide often: case variants of scheme, host and
 * escapes, empty and explicit ports, registry-based authorities, empty and absent queries and
 * fragments, opaque URIs; and the results of the operations on them.
 */
const collidingUri = fc
  .record({
    scheme: fc.constantFrom('', 'http:', 'HTTP:', 'Http:', 'urn:'),
    authority: fc.constantFrom(
      '',
      '//',
      '//h',
      '//H',
      '//h:',
      '//h:80',
      '//h:080',
      '//u@h',
      '//U@h',
      '//@h',
      '//a_b',
      '//A_B',
      '//[::1]',
      '//[::A]',
    ),
    path: fc.constantFrom('', '/', '/a', '/A', '/%7e', '/%7E', '/~', '//x', 'a', 'a/../b', '/./a', 'x:y'),
    query: fc.constantFrom('', '?', '?q', '?%2f', '?%2F'),
    fragment: fc.constantFrom('', '#', '#f', '#%aa', '#%AA'),
  })
  .map((r) => r.scheme + r.authority + r.path + r.query + r.fragment)
  .filter((s) => Uri.canParse(s))
  .chain((s) =>
    fc
      .constantFrom<(u: Uri) => Uri>(
        (u) => u,
        (u) => u.normalize(),
        (u) => new Uri('http://h/b/c').resolve(u),
        (u) => new Uri('http://H/').relativize(u),
        (u) => new Uri('HTTP://h:/b/').relativize(u),
      )
      .map((op) => {
        try {
          return op(new Uri(s));
        } catch {
          return new Uri(s);
        }
      }),
  );

describe('equalityKey() (beyond Java)', () => {
  test('two keys are the same string exactly when equals is true', () => {
    fc.assert(
      fc.property(collidingUri, collidingUri, (a, b) => {
        expect(a.equalityKey() === b.equalityKey()).toBe(a.equals(b));
        if (a.equals(b)) expect(a.hashCode()).toBe(b.hashCode());
      }),
      { ...settings, numRuns: numRuns * 5 },
    );
  });
  test('a Set keyed on it holds what a HashSet<URI> holds', () => {
    const uris = ['HTTP://A/x%7e', 'http://a/x%7E', 'http://a:/x%7E', 'http://a/x~'].map((s) => new Uri(s));
    const set = new Map(uris.map((u) => [u.equalityKey(), u]));
    // equals is true for the first three (java.net.URI's rules: scheme and host without case, escapes'
    // hex digits without case, an empty port is none) and false for "~" against "%7E".
    expect(uris.map((u) => u.equals(uris[0]))).toEqual([true, true, true, false]);
    expect(set.size).toBe(2);
  });
});

describe('withRaw… (beyond Java)', () => {
  test('each gives back the URI, string for string, for its own raw component', () => {
    fc.assert(
      fc.property(collidingUri, (u) => {
        // Only a URI whose string reads back as itself: the JDK writes some operation results (a
        // relative path "x:y") as strings that read as other components.
        fc.pre(Uri.parse(u.toString())?.equals(u) === true);
        const s = u.toString();
        if (!u.isOpaque()) {
          if (u.getHost() !== null) expect(u.withRawUserInfo(u.getRawUserInfo()).toString()).toBe(s);
          // An operation's result may hold an authority its string writes otherwise (the JDK writes
          // `h:080` as `h:80`): set back, it is equal, its string the authority as held.
          expect(u.withRawAuthority(u.getRawAuthority()).equals(u)).toBe(true);
          expect(u.withRawPath(u.getRawPath() as string).toString()).toBe(s);
          expect(u.withRawQuery(u.getRawQuery()).toString()).toBe(s);
        }
        expect(u.withRawFragment(u.getRawFragment()).toString()).toBe(s);
      }),
      settings,
    );
  });
});
