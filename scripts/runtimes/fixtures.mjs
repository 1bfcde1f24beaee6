// The JDK's answers of spec/fixtures/*.json (the porting kit's through ./kit.mjs) held against the built package, in whichever runtime
// runs this file (Node, Bun or Deno: plain JavaScript, node:fs and node:module only), loaded as
// `import` (dist/index.mjs) or `require` (dist/index.cjs):
//
//   node|bun scripts/runtimes/fixtures.mjs import|require
//   deno run --allow-read --allow-env scripts/runtimes/fixtures.mjs import|require
//
// The checks are the jest specs' (spec/*.spec.ts, each named beside its fixture below), written
// again without Jest: each case's answer is computed in the fixture's own terms and compared with
// the fixture's as canonical JSON. Prints one JSON line, { runtime, mode, cases, failures, first },
// and exits 1 when any case disagrees (or a fixture has no cases), 0 otherwise.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { evaluateInet, inetErr } from '../parity/inet-view.mjs';
import { term } from '../parity/view.mjs';
import { kitChecks } from './kit.mjs';

const mode = globalThis.Deno ? globalThis.Deno.args[0] : process.argv[2];
if (mode !== 'import' && mode !== 'require') throw new Error('usage: fixtures.mjs import|require');
const lib =
  mode === 'import'
    ? await import(new URL('../../dist/index.mjs', import.meta.url).href)
    : createRequire(import.meta.url)('../../dist/index.cjs');
const { Uri, URLDecoder, URLEncoder, JavaURL, IDN } = lib;
if (typeof Uri !== 'function') throw new Error(`dist/index (${mode}) has no Uri`);

const fixture = (name) =>
  JSON.parse(readFileSync(new URL(`../../spec/fixtures/${name}.json`, import.meta.url), 'utf8'));

/** JSON with every object's keys sorted and undefined members left out, as Jest's toEqual compares. */
function canonical(value) {
  return JSON.stringify(value, (_key, v) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}

/** What `f` threw, or a marker string when it returned. */
function thrownBy(f) {
  try {
    f();
  } catch (e) {
    return e;
  }
  return 'no exception';
}

/**
 * A thrown value in the fixture's terms, with the members `want` has: the class (by constructor for
 * java.net.URI's fixtures, as fixture-helpers.ts; by name for the others), the message (with
 * `emptyIsNull`, '' is Java's null), a URISyntaxException's reason, index and input, the cause.
 */
function errorOf(e, want, { byName = false, emptyIsNull = false } = {}) {
  if (!(e instanceof Error)) return String(e);
  const d = { type: byName ? e.name : e.constructor.name, message: emptyIsNull && e.message === '' ? null : e.message };
  if ('reason' in want) Object.assign(d, { reason: e.getReason(), index: e.getIndex(), input: e.getInput() });
  if (want.cause) d.cause = errorOf(e.cause, want.cause, { byName, emptyIsNull });
  return d;
}

// ---- java.net.URI (spec/fixture-helpers.ts expectView) ----

const GETTERS = {
  string: (u) => u.toString(),
  ascii: (u) => u.toASCIIString(),
  scheme: (u) => u.getScheme(),
  ssp: (u) => u.getSchemeSpecificPart(),
  rawSsp: (u) => u.getRawSchemeSpecificPart(),
  authority: (u) => u.getAuthority(),
  rawAuthority: (u) => u.getRawAuthority(),
  userInfo: (u) => u.getUserInfo(),
  rawUserInfo: (u) => u.getRawUserInfo(),
  host: (u) => u.getHost(),
  port: (u) => u.getPort(),
  path: (u) => u.getPath(),
  rawPath: (u) => u.getRawPath(),
  query: (u) => u.getQuery(),
  rawQuery: (u) => u.getRawQuery(),
  fragment: (u) => u.getFragment(),
  rawFragment: (u) => u.getRawFragment(),
  absolute: (u) => u.isAbsolute(),
  opaque: (u) => u.isOpaque(),
  hash: (u) => u.hashCode(),
};

/** Uri `u` seen as the fixture's view `v` sees it: each getter's value, or what it threw. */
function viewOf(u, v) {
  const got = {};
  for (const [name, want] of Object.entries(v)) {
    if (name === 'psa') continue;
    const get = GETTERS[name];
    if (!get) throw new Error(`unknown field ${name}`);
    if (want !== null && typeof want === 'object')
      got[name] = {
        thrown: errorOf(
          thrownBy(() => get(u)),
          want.thrown,
        ),
      };
    else got[name] = get(u);
  }
  if (v.psa) {
    let p = null;
    const thrown = thrownBy(() => (p = u.parseServerAuthority()));
    if ('error' in v.psa) got.psa = { error: errorOf(thrown, v.psa.error) };
    else if (p === null) got.psa = { threw: errorOf(thrown, {}) };
    else if ('same' in v.psa) got.psa = p === u ? { same: true } : { notSame: true };
    else got.psa = p === u ? { same: true } : { uri: viewOf(p, v.psa.uri) };
  }
  return got;
}

/** The answer of `make` in the terms of `expected`: { uri: view } or { error }. */
function uriAnswer(make, expected) {
  if ('error' in expected) return { error: errorOf(thrownBy(make), expected.error) };
  return { uri: viewOf(make(), expected.uri) };
}

/** The error of `make` as { error }, or else `answer()`. */
function orError(make, expected, answer, options) {
  if ('error' in expected) return { error: errorOf(thrownBy(make), expected.error, options) };
  return answer();
}

const sign = (n) => (n > 0 ? 1 : n < 0 ? -1 : 0);

/** A term of the equality fixture ([op, x, y?]) as the parity evaluates it (scripts/parity/view.mjs). */
const evaluate = (t) => term(lib, t);

const REBUILD = {
  string: (u) => new Uri(u.toString()),
  three: (u) => new Uri(u.getScheme(), u.getSchemeSpecificPart(), u.getFragment()),
  five: (u) => new Uri(u.getScheme(), u.getAuthority(), u.getPath(), u.getQuery(), u.getFragment()),
  seven: (u) =>
    new Uri(u.getScheme(), u.getUserInfo(), u.getHost(), u.getPort(), u.getPath(), u.getQuery(), u.getFragment()),
};

const WITH_RAW = {
  userInfo: (u, t) => u.withRawUserInfo(t),
  authority: (u, t) => u.withRawAuthority(t),
  path: (u, t) => u.withRawPath(t),
  query: (u, t) => u.withRawQuery(t),
  fragment: (u, t) => u.withRawFragment(t),
};

// ---- java.net.URL (spec/java-url.spec.ts, spec/java-url-unicode.spec.ts) ----

/** What a call answers, as UrlOracle writes it: the value, or { thrown }. */
function answerOf(f) {
  try {
    return f();
  } catch (e) {
    return { thrown: { type: e.name, message: e.message } };
  }
}

/** Whether a URL's text holds an IPv6 literal with an interface-name scope (the JDK's hash depends on the machine). */
function ifaceScoped(text) {
  for (const m of text.matchAll(/\[([^\]]*)\]/g)) {
    const pct = m[1].indexOf('%');
    if (pct >= 0 && !/^[0-9]+$/.test(m[1].slice(pct + 1))) return true;
  }
  return false;
}

function urlView(u, v) {
  const got = {
    protocol: u.getProtocol(),
    authority: u.getAuthority(),
    userInfo: u.getUserInfo(),
    host: u.getHost(),
    port: u.getPort(),
    defaultPort: u.getDefaultPort(),
    path: u.getPath(),
    query: u.getQuery(),
    file: u.getFile(),
    ref: u.getRef(),
    externalForm: u.toExternalForm(),
    string: u.toString(),
    hash: answerOf(() => u.hashCode()),
  };
  if (ifaceScoped(u.toString())) got.hash = v.hash;
  if (typeof v.toURI === 'string') got.toURI = u.toURI().toString();
  else
    got.toURI = {
      error: errorOf(
        thrownBy(() => u.toURI()),
        v.toURI.error,
        { byName: true },
      ),
    };
  return got;
}

/**
 * A URL's error as spec/java-url.spec.ts compares it: the name and message, and a
 * URISyntaxException's reason, index and input (not the cause the JDK's exception carries).
 */
function urlError(error) {
  const { type, message, reason, index, input } = error;
  return reason === undefined ? { type, message } : { type, message, reason, index, input };
}

/** [our answer, the JDK's] for the URL `make` gives, in the terms of `expected`. */
function urlAnswer(make, expected) {
  if ('url' in expected) {
    const v = expected.url;
    const want = typeof v.toURI === 'string' ? v : { ...v, toURI: { error: urlError(v.toURI.error) } };
    return [{ url: urlView(make(), want) }, { url: want }];
  }
  const key = 'error' in expected ? 'error' : 'contextError';
  const want = urlError(expected[key]);
  return [{ [key]: errorOf(thrownBy(make), want, { byName: true }) }, { [key]: want }];
}

function unicodeUrl(spec, args) {
  try {
    let u;
    if (args === null) u = new JavaURL(spec);
    else if (args.length === 4) u = new JavaURL(args[0], args[1], args[2], args[3]);
    else u = new JavaURL(args[0], args[1], args[2]);
    return { protocol: u.getProtocol(), host: u.getHost(), port: u.getPort(), path: u.getPath(), hash: u.hashCode() };
  } catch (e) {
    if (e.name === 'MalformedURLException') return { error: `MalformedURLException: ${e.message}` };
    throw e;
  }
}

// ---- the fixtures: name -> case -> [our answer, the JDK's] ----

const FIXTURES = {
  // spec/parse.spec.ts
  parse: (c) => [uriAnswer(() => new Uri(c.input), c.expected), c.expected],
  // spec/create.spec.ts
  create: (c) => [uriAnswer(() => Uri.create(c.input), c.expected), c.expected],
  // spec/construct.spec.ts
  construct: (c) => [uriAnswer(() => new Uri(...c.args), c.expected), c.expected],
  // spec/normalize.spec.ts
  normalize: (c) => [uriAnswer(() => new Uri(c.input).normalize(), c.expected), c.expected],
  // spec/resolve.spec.ts
  resolve: (c) => {
    const [base, ref] = c.inputs;
    const make = () => (c.op === 'resolveString' ? new Uri(base).resolve(ref) : new Uri(base).resolve(new Uri(ref)));
    return [uriAnswer(make, c.expected), c.expected];
  },
  // spec/relativize.spec.ts
  relativize: (c) => [uriAnswer(() => new Uri(c.inputs[0]).relativize(new Uri(c.inputs[1])), c.expected), c.expected],
  // spec/compare.spec.ts
  compare: (c) => {
    const [x, y] = c.inputs;
    const got = orError(
      () => [new Uri(x), new Uri(y)],
      c.expected,
      () => {
        const a = new Uri(x);
        const b = new Uri(y);
        return {
          equals: a.equals(b),
          equalsReverse: b.equals(a),
          keyEquals: a.equalityKey() === b.equalityKey(),
          compareTo: sign(a.compareTo(b)),
          compareToReverse: sign(b.compareTo(a)),
          hashA: a.hashCode(),
          hashB: b.hashCode(),
        };
      },
    );
    return [got, c.expected];
  },
  // spec/equality.spec.ts
  equality: (c) => {
    const got = orError(
      () => c.terms.map(evaluate),
      c.expected,
      () => {
        const [a, b] = c.terms.map(evaluate);
        return {
          equals: a.equals(b),
          equalsReverse: b.equals(a),
          keyEquals: a.equalityKey() === b.equalityKey(),
          hashA: a.hashCode(),
          hashB: b.hashCode(),
        };
      },
    );
    return [got, c.expected];
  },
  // spec/identities.spec.ts
  identities: (c) => {
    const got = orError(
      () => new Uri(c.input),
      c.expected,
      () => {
        const u = new Uri(c.input);
        const result = {};
        for (const [name, rebuild] of Object.entries(REBUILD)) {
          const want = c.expected[name];
          result[name] =
            typeof want === 'boolean'
              ? rebuild(u).equals(u)
              : {
                  error: errorOf(
                    thrownBy(() => rebuild(u)),
                    want.error,
                  ),
                };
        }
        return result;
      },
    );
    return [got, c.expected];
  },
  // spec/with-raw.spec.ts
  'with-raw': (c) => {
    const [s, component, text] = c.args;
    const call = () => WITH_RAW[component](new Uri(s), text);
    if ('error' in c.expected) return [{ error: errorOf(thrownBy(call), c.expected.error) }, c.expected];
    if ('refused' in c.expected) {
      const e = thrownBy(call);
      return [{ refused: e instanceof lib.IllegalArgumentException }, c.expected];
    }
    return [{ string: call().toString() }, c.expected];
  },
  // spec/nfc.spec.ts
  nfc: (c) => [new Uri(c.input).toASCIIString(), c.ascii],
  // spec/url.spec.ts (java.net.URI's reading of request-forgery forms; toURL itself is the platform's)
  tourl: (c) => {
    if (c.error !== undefined) {
      const e = thrownBy(() => new Uri(c.input));
      return [e instanceof Error && e.message.includes(c.error), true];
    }
    const u = new Uri(c.input);
    const got = { host: u.getHost(), authority: u.getRawAuthority(), port: u.getPort() };
    return [got, { host: c.host, authority: c.authority, port: c.port }];
  },
  // spec/drive-letters.spec.ts (the reference, and the JDK's resolve of it)
  'drive-letters': (c) => {
    const written = new Uri(c.base).relativize(new Uri(c.target), { dotSegments: true }).toString();
    return [
      [written, new Uri(c.base).resolve(written).toString()],
      [c.reference, c.jdk.string],
    ];
  },
  // spec/codec.spec.ts
  codec: (c) => {
    const [s, charset] = c.args;
    const call = () =>
      c.op === 'encode' ? URLEncoder.encode(s, charset ?? undefined) : URLDecoder.decode(s, charset ?? undefined);
    return [orError(call, c.expected, () => ({ value: call() })), c.expected];
  },
  // spec/idn-fixtures.spec.ts
  idn: (c) => {
    const [s, flags] = c.args;
    let got;
    try {
      got = { value: flags === null ? IDN[c.op](s) : IDN[c.op](s, flags) };
    } catch (e) {
      got = { error: inetErr(e) };
    }
    return [got, c.expected];
  },
  // spec/inet-fixtures.spec.ts
  inet: (c) => [evaluateInet(lib, c), c.expected],
  // spec/java-url.spec.ts
  'url-parse': (c) => urlAnswer(() => new JavaURL(c.spec), c.expected),
  'url-context': (c) => {
    const make =
      'contextError' in c.expected
        ? () => new JavaURL(c.context)
        : () => new JavaURL(c.context === null ? null : new JavaURL(c.context), c.spec);
    return urlAnswer(make, c.expected);
  },
  'url-equals': (c) => {
    if ('error' in c.expected) {
      const want = urlError(c.expected.error);
      const make = () => [new JavaURL(c.a), new JavaURL(c.b)];
      return [{ error: errorOf(thrownBy(make), want, { byName: true }) }, { error: want }];
    }
    if (ifaceScoped(c.a) || ifaceScoped(c.b)) return [null, null]; // the JDK's answer depends on the machine
    const a = new JavaURL(c.a);
    const b = new JavaURL(c.b);
    const got = {
      equals: answerOf(() => a.equals(b)),
      equalsReverse: answerOf(() => b.equals(a)),
      sameFile: answerOf(() => a.sameFile(b)),
      sameFileReverse: answerOf(() => b.sameFile(a)),
      hashA: answerOf(() => a.hashCode()),
      hashB: answerOf(() => b.hashCode()),
    };
    return [got, c.expected];
  },
  'url-construct': (c) => {
    const make = () =>
      c.args.length === 4
        ? new JavaURL(c.args[0], c.args[1], c.args[2], c.args[3])
        : new JavaURL(c.args[0], c.args[1], c.args[2]);
    return urlAnswer(make, c.expected);
  },
  'url-of': (c) => urlAnswer(() => JavaURL.of(new Uri(c.uri)), c.expected),
  // spec/java-url-unicode.spec.ts
  'url-unicode': (c) => {
    if (c.kind === 'host-equals') {
      const x = new JavaURL(c.a);
      const y = new JavaURL(c.b);
      return [
        { equals: x.equals(y), equalsReverse: y.equals(x), hashA: x.hashCode(), hashB: y.hashCode() },
        c.expected,
      ];
    }
    return [unicodeUrl(c.spec ?? '', c.kind === 'sigma-construct' ? c.args : null), c.expected];
  },
};

Object.assign(FIXTURES, kitChecks(lib));

const runtime = globalThis.Bun
  ? `bun ${globalThis.Bun.version}`
  : globalThis.Deno
    ? `deno ${globalThis.Deno.version.deno}`
    : `node ${process.version.slice(1)}`;
let cases = 0;
const failures = [];
const perFixture = {};
for (const [name, check] of Object.entries(FIXTURES)) {
  const all = fixture(name).cases;
  perFixture[name] = all.length;
  if (!all.length) failures.push({ fixture: name, problem: 'no cases' });
  for (const c of all) {
    cases++;
    let got;
    let want;
    try {
      [got, want] = check(c);
    } catch (e) {
      [got, want] = [`threw ${e?.stack ?? e}`, 'an answer'];
    }
    if (canonical(got) !== canonical(want)) failures.push({ fixture: name, case: c, got });
  }
}
const cut = (s) => (s.length > 600 ? s.slice(0, 597) + '...' : s);
console.log(
  JSON.stringify({
    runtime,
    mode,
    cases,
    failures: failures.length,
    perFixture,
    first: failures.slice(0, 5).map((f) => cut(JSON.stringify(f))),
  }),
);
if (failures.length) globalThis.process?.exit?.(1) ?? globalThis.Deno.exit(1);
