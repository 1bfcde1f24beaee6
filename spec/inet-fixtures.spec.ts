// inet-fixtures.spec.ts: InetAddress, Inet4Address and Inet6Address against java.net's (JDK 25, no name ever
// looked up), from spec/fixtures/inet.json (recorded by `npm run parity -- --inet-only --write-fixtures`
// through scripts/jdk/InetOracle.java; answers naming this machine's interfaces are not recorded).
//
// Each row is one call (ofLiteral, Inet4Address.ofLiteral / ofPosixLiteral, Inet6Address.ofLiteral,
// getByName, getAllByName, getByAddress with and without a host, getLoopbackAddress, equals) and the JDK's
// whole answer: every getter and predicate of the address, or the exception's class, message and cause. Then
// properties over the fixture's addresses: equals is symmetric and implies the same hashCode; getAddress()
// gives a fresh Int8Array each call; getByAddress copies the bytes it is given.
import fc from 'fast-check';
import { InetAddress, Inet4Address, Inet6Address } from '../src';
import { load } from './fixture-helpers';

/** What InetOracle reports for a Throwable: a JavaScript Error's '' message is Java's null getMessage(). */
interface Err {
  type: string;
  message: string | null;
  cause?: Err;
}
type Val = string | number | boolean | number[] | null | { thrown: Err } | { notInt8Array: string };
type View = Record<string, Val>;
type Answer =
  | { address: View }
  | { addresses: View[] }
  | { error: Err }
  | { equals: Val; equalsReverse: Val; hashA: Val; hashB: Val };
/** An argument: a text (or null) for the literal methods and getByName, a byte array for getByAddress. */
type Arg = string | null | number[];
interface Case {
  op: string;
  args: Arg[];
  form?: 'array' | 'int8' | 'uint8';
  kind: string;
  expected: Answer;
}

function errOf(e: unknown): Err {
  if (!(e instanceof Error)) return { type: typeof e, message: String(e) };
  const d: Err = { type: e.name, message: e.message === '' ? null : e.message };
  if (e.cause != null && e.cause !== e) d.cause = errOf(e.cause);
  return d;
}

function safe(f: () => Val): Val {
  try {
    return f();
  } catch (e) {
    return { thrown: errOf(e) };
  }
}

/** Every getter, in InetOracle.view()'s order: toString() again after the host name getters. */
function view(x: InetAddress): View {
  const v: View = {
    class: x.constructor.name,
    string: safe(() => x.toString()),
    hostAddress: safe(() => x.getHostAddress()),
    address: safe(() => {
      const b = x.getAddress();
      return b instanceof Int8Array ? Array.from(b) : { notInt8Array: String(b) };
    }),
    hash: safe(() => x.hashCode()),
    anyLocal: safe(() => x.isAnyLocalAddress()),
    loopback: safe(() => x.isLoopbackAddress()),
    linkLocal: safe(() => x.isLinkLocalAddress()),
    siteLocal: safe(() => x.isSiteLocalAddress()),
    multicast: safe(() => x.isMulticastAddress()),
    mcGlobal: safe(() => x.isMCGlobal()),
    mcNodeLocal: safe(() => x.isMCNodeLocal()),
    mcLinkLocal: safe(() => x.isMCLinkLocal()),
    mcSiteLocal: safe(() => x.isMCSiteLocal()),
    mcOrgLocal: safe(() => x.isMCOrgLocal()),
  };
  if (x instanceof Inet6Address) {
    v.scopeId = safe(() => x.getScopeId());
    v.ipv4Compatible = safe(() => x.isIPv4CompatibleAddress());
  }
  v.hostName = safe(() => x.getHostName());
  v.canonicalHostName = safe(() => x.getCanonicalHostName());
  v.stringAfter = safe(() => x.toString());
  return v;
}

/** The bytes as the row's form says: the numbers as written, an Int8Array or a Uint8Array. */
function bytesIn(b: Arg, form: Case['form'] = 'array'): Int8Array | Uint8Array | number[] | null {
  if (b === null || typeof b === 'string') return b as null;
  if (form === 'int8') return Int8Array.from(b);
  if (form === 'uint8') return Uint8Array.from(b, (v) => v & 255);
  return b.slice();
}

const text = (a: Arg) => a as string;

/** The address(es) a row's call makes, or what it throws. */
function call(c: Case): InetAddress | InetAddress[] {
  const [a, b] = c.args;
  switch (c.op) {
    case 'ofLiteral':
      return InetAddress.ofLiteral(text(a));
    case 'inet4OfLiteral':
      return Inet4Address.ofLiteral(text(a));
    case 'inet4OfPosixLiteral':
      return Inet4Address.ofPosixLiteral(text(a));
    case 'inet6OfLiteral':
      return Inet6Address.ofLiteral(text(a));
    case 'getByName':
      return InetAddress.getByName(text(a));
    case 'getAllByName':
      return InetAddress.getAllByName(text(a));
    case 'getByAddress':
      return InetAddress.getByAddress(bytesIn(a, c.form));
    case 'getByAddressHost':
      return InetAddress.getByAddress(text(a), bytesIn(b, c.form));
    case 'loopback':
      return InetAddress.getLoopbackAddress();
    case 'equals':
      return c.args.map((t) =>
        Array.isArray(t) ? InetAddress.getByAddress(bytesIn(t, c.form)) : InetAddress.getByName(t),
      );
  }
  throw new Error(`unknown op ${c.op}`);
}

/** The answer InetOracle gives for the row, computed from our classes. */
function answer(c: Case): Answer {
  let made: InetAddress | InetAddress[];
  try {
    made = call(c);
  } catch (e) {
    return { error: errOf(e) };
  }
  if (c.op === 'equals') {
    const [x, y] = made as InetAddress[];
    return {
      equals: safe(() => x.equals(y)),
      equalsReverse: safe(() => y.equals(x)),
      hashA: safe(() => x.hashCode()),
      hashB: safe(() => y.hashCode()),
    };
  }
  return Array.isArray(made) ? { addresses: made.map(view) } : { address: view(made) };
}

/** The call as a title: the op and its arguments as ASCII JSON, cut to about 90 chars. */
function titled(c: Case): string {
  const args = JSON.stringify(c.args).replace(
    /[\u007f-\uffff]/g,
    (ch) => '\\u' + ch.charCodeAt(0).toString(16).padStart(4, '0'),
  );
  const s = `${c.op}(${args.slice(1, -1)})${c.form && c.form !== 'array' ? ' ' + c.form : ''}`;
  return s.length > 90 ? s.slice(0, 87) + '...' : s;
}

const fixture = load<Case>('inet');

describe(`InetAddress literals as java.net's (JDK ${fixture.jdk}, no lookups)`, () => {
  test('every op is recorded', () => {
    expect([...new Set(fixture.cases.map((c) => c.op))].sort()).toEqual(
      ['ofLiteral', 'inet4OfLiteral', 'inet4OfPosixLiteral', 'inet6OfLiteral', 'getByName', 'getAllByName']
        .concat(['getByAddress', 'getByAddressHost', 'loopback', 'equals'])
        .sort(),
    );
  });
  test.each(fixture.cases.map((c) => [titled(c), c] as const))('%s', (_t, c) => {
    expect(answer(c)).toEqual(c.expected);
  });
});

/** Every address the fixture's rows make (each made afresh), with the row that made it. */
function addresses(): InetAddress[] {
  const out: InetAddress[] = [];
  for (const c of fixture.cases) {
    if (c.op === 'equals' || 'error' in c.expected) continue;
    const made = call(c);
    out.push(...(Array.isArray(made) ? made : [made]));
  }
  return out;
}

const settings = { seed: Number(process.env['FC_SEED'] ?? 20261128), numRuns: Number(process.env['FC_RUNS'] ?? 2000) };

describe("properties over the fixture's addresses", () => {
  const all = addresses();

  test('they are many', () => {
    expect(all.length).toBeGreaterThan(1500);
  });

  test('equals is symmetric and implies the same hashCode (every pair)', () => {
    const bad: string[] = [];
    for (const a of all) {
      for (const b of all) {
        const eq = a.equals(b);
        if (eq !== b.equals(a)) bad.push(`asymmetric: ${a} / ${b}`);
        if (eq && a.hashCode() !== b.hashCode()) bad.push(`equal, other hashes: ${a} / ${b}`);
      }
      if (a.equals(null) || a.equals(a.toString())) bad.push(`equals a non-address: ${a}`);
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });

  test('getAddress() gives a fresh Int8Array each call', () => {
    for (const a of all) {
      const before = [a.toString(), a.hashCode(), a.getHostAddress()];
      const x = a.getAddress();
      const y = a.getAddress();
      expect(x).toBeInstanceOf(Int8Array);
      expect(x).not.toBe(y);
      expect(Array.from(x)).toEqual(Array.from(y));
      x[0] ^= 1;
      expect(Array.from(a.getAddress())).toEqual(Array.from(y));
      expect([a.toString(), a.hashCode(), a.getHostAddress()]).toEqual(before);
    }
  });

  test('getByAddress copies the bytes it is given', () => {
    const bytes = fc.oneof(
      fc.array(fc.integer({ min: -128, max: 255 }), { minLength: 4, maxLength: 4 }),
      fc.array(fc.integer({ min: -128, max: 255 }), { minLength: 16, maxLength: 16 }),
    );
    fc.assert(
      fc.property(bytes, fc.constantFrom('array', 'int8', 'uint8'), (b, form) => {
        const given = bytesIn(b, form as Case['form']) as number[] | Int8Array | Uint8Array;
        const a = InetAddress.getByAddress(given);
        const seen = Array.from(a.getAddress());
        for (let i = 0; i < given.length; i++) given[i] = (given[i] + 1) & 127;
        expect(Array.from(a.getAddress())).toEqual(seen);
        expect(a.equals(InetAddress.getByAddress(b))).toBe(true);
      }),
      settings,
    );
  });
});
