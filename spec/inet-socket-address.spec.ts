// inet-socket-address.spec.ts: InetSocketAddress against java.net's (JDK 25, no name ever looked up), from
// spec/fixtures/inet-socket-address.json (recorded by `npm run parity -- --isa-only --write-fixtures` through
// scripts/jdk/SocketAddressOracle.java; answers naming this machine's interfaces are not recorded).
//
// Each row is one call (new InetSocketAddress(host, port), createUnresolved, new InetSocketAddress(address,
// port), new InetSocketAddress(port), equals) and the JDK's whole answer: every getter, toString() before and
// after getHostName(), hashCode(), or the exception's class and message. Then what the fixture must hold for
// those rows to cover the class, and the TypeScript manners the JDK has no answer for (argument types,
// immutability, how util.inspect shows an address).
import { inspect } from 'node:util';
import { IllegalArgumentException, InetAddress, InetSocketAddress } from '../src';
import { load } from './fixture-helpers';

/** What SocketAddressOracle reports for a Throwable: a JavaScript Error's '' message is Java's null getMessage(). */
interface Err {
  type: string;
  message: string | null;
  cause?: Err;
}
type AddressView = { class: string; string: string; hash: number } | null;
type Val = string | number | boolean | AddressView | { thrown: Err };
type View = Record<string, Val>;
type Answer =
  { isa: View } | { error: Err } | { addressError: Err } | { equals: Val; equalsReverse: Val; hashA: Val; hashB: Val };
/** An address term: null, a getByName text, bytes, or [host, bytes]. */
type Term = string | null | number[] | [string | null, number[]];
type Maker = ['port', number] | ['host' | 'unresolved', string, number] | ['address', Term, number];
interface Case {
  op: 'isaHost' | 'isaUnresolved' | 'isaAddress' | 'isaPort' | 'isaEquals';
  args: unknown[];
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

const addressView = (y: InetAddress | null): AddressView =>
  y === null ? null : { class: y.constructor.name, string: y.toString(), hash: y.hashCode() };

/** Every getter, in SocketAddressOracle.view()'s order: getHostString() before toString(), getHostName() last. */
function view(x: InetSocketAddress, given: InetAddress | null): View {
  const v: View = {
    port: safe(() => x.getPort()),
    unresolved: safe(() => x.isUnresolved()),
    hostString: safe(() => x.getHostString()),
    string: safe(() => x.toString()),
    address: safe(() => addressView(x.getAddress())),
    sameAddress: safe(() => x.getAddress() === x.getAddress()),
    hash: safe(() => x.hashCode()),
    equalsItself: safe(() => x.equals(x)),
  };
  if (given !== null) v.givenAddress = safe(() => x.getAddress() === given);
  v.hostName = safe(() => x.getHostName());
  v.stringAfter = safe(() => x.toString());
  v.hostStringAfter = safe(() => x.getHostString());
  v.addressAfter = safe(() => addressView(x.getAddress()));
  v.hashAfter = safe(() => x.hashCode());
  return v;
}

function addressOf(t: Term): InetAddress | null {
  if (t === null) return null;
  if (typeof t === 'string') return InetAddress.getByName(t);
  if (t.length === 2 && Array.isArray(t[1])) return InetAddress.getByAddress(t[0] as string | null, t[1].slice());
  return InetAddress.getByAddress((t as number[]).slice());
}

function make(m: Maker): InetSocketAddress {
  switch (m[0]) {
    case 'port':
      return new InetSocketAddress(m[1]);
    case 'host':
      return new InetSocketAddress(m[1], m[2]);
    case 'unresolved':
      return InetSocketAddress.createUnresolved(m[1], m[2]);
    case 'address':
      return new InetSocketAddress(addressOf(m[1]), m[2]);
  }
}

/** The answer SocketAddressOracle gives for the row, computed from our class. */
function answer(c: Case): Answer {
  const [a, b] = c.args;
  let given: InetAddress | null = null;
  if (c.op === 'isaAddress') {
    try {
      given = addressOf(a as Term);
    } catch (e) {
      return { addressError: errOf(e) };
    }
  }
  try {
    switch (c.op) {
      case 'isaHost':
        return { isa: view(new InetSocketAddress(a as string, b as number), null) };
      case 'isaUnresolved':
        return { isa: view(InetSocketAddress.createUnresolved(a as string, b as number), null) };
      case 'isaAddress':
        return { isa: view(new InetSocketAddress(given, b as number), given) };
      case 'isaPort':
        return { isa: view(new InetSocketAddress(a as number), null) };
      case 'isaEquals': {
        const x = make(a as Maker);
        const y = make(b as Maker);
        return {
          equals: safe(() => x.equals(y)),
          equalsReverse: safe(() => y.equals(x)),
          hashA: safe(() => x.hashCode()),
          hashB: safe(() => y.hashCode()),
        };
      }
    }
  } catch (e) {
    return { error: errOf(e) };
  }
}

/** The call as a title: the op and its arguments as ASCII JSON, cut to about 90 chars. */
function titled(c: Case): string {
  const args = JSON.stringify(c.args).replace(
    /[\u007f-\uffff]/g,
    (ch) => '\\u' + ch.charCodeAt(0).toString(16).padStart(4, '0'),
  );
  const s = `${c.op}(${args.slice(1, -1)})`;
  return s.length > 90 ? s.slice(0, 87) + '...' : s;
}

const fixture = load<Case>('inet-socket-address');

describe(`InetSocketAddress as java.net's (JDK ${fixture.jdk}, no lookups)`, () => {
  test.each(fixture.cases.map((c) => [titled(c), c] as const))('%s', (_t, c) => {
    expect(answer(c)).toEqual(c.expected);
  });
});

describe('what the fixture holds (so that the rows above cover the class)', () => {
  const views = fixture.cases.flatMap((c) => ('isa' in c.expected ? [{ c, v: c.expected.isa }] : []));
  const errors = fixture.cases.flatMap((c) => ('error' in c.expected ? [{ c, e: c.expected.error }] : []));
  const pairs = fixture.cases.flatMap((c) =>
    'equals' in c.expected ? [c.expected as { equals: Val; hashA: Val; hashB: Val }] : [],
  );
  const has = (what: string, n: number) => expect([what, n >= 1]).toEqual([what, true]);

  test('every constructor, resolved and unresolved, IPv4 and IPv6', () => {
    for (const op of ['isaHost', 'isaUnresolved', 'isaAddress', 'isaPort', 'isaEquals']) {
      has(op, fixture.cases.filter((c) => c.op === op).length);
    }
    has('unresolved from a name', views.filter(({ c, v }) => c.op === 'isaHost' && v.unresolved === true).length);
    for (const cls of ['Inet4Address', 'Inet6Address']) {
      has(cls, views.filter(({ v }) => (v.address as AddressView)?.class === cls).length);
    }
  });

  test('toString() before and after getHostName(): the JDK 14 forms, and the name a literal settles on', () => {
    const strings = views.map(({ v }) => v.string as string);
    has('host/<unresolved>:port', strings.filter((s) => /.\/<unresolved>:\d+$/.test(s)).length);
    has('/[IPv6]:port', strings.filter((s) => /^\/\[[0-9a-f:%]+\]:\d+$/.test(s)).length);
    has('/IPv4:port', strings.filter((s) => /^\/[\d.]+:\d+$/.test(s)).length);
    has('name/IPv4:port', strings.filter((s) => /^[^/]+\/[\d.]+:\d+$/.test(s)).length);
    const changed = views.filter(({ v }) => v.string !== v.stringAfter).map(({ v }) => v.stringAfter as string);
    has('IPv4 text/IPv4:port after', changed.filter((s) => /^([\d.]+)\/\1:\d+$/.test(s)).length);
    has('IPv6 text/[IPv6]:port after', changed.filter((s) => /^([0-9a-f:%]+)\/\[\1\]:\d+$/.test(s)).length);
  });

  test('every exception and its message', () => {
    has('port out of range:-1', errors.filter(({ e }) => e.message === 'port out of range:-1').length);
    has('port out of range:65536', errors.filter(({ e }) => e.message === 'port out of range:65536').length);
    has("hostname can't be null", errors.filter(({ e }) => e.message === "hostname can't be null").length);
    expect(new Set(errors.map(({ e }) => e.type))).toEqual(
      new Set(['IllegalArgumentException', 'UnknownHostException']),
    );
  });

  test('equals: true and false; equal addresses whose hashes differ (the JDK lowercases, equalsIgnoreCase folds more)', () => {
    has('equal', pairs.filter((p) => p.equals === true).length);
    has('not equal', pairs.filter((p) => p.equals === false).length);
    has('equal, other hashes', pairs.filter((p) => p.equals === true && p.hashA !== p.hashB).length);
  });
});

// The JDK's answers below were read from JDK 25.0.3 (with SocketAddressOracle's resolver); each is also in
// the fixture or follows from its rows.
describe('examples', () => {
  test('a literal resolves; getHostName() settles its name on the address text, which toString() then shows', () => {
    const a = new InetSocketAddress('[::1]', 80);
    expect([a.isUnresolved(), a.toString(), a.getHostString()]).toEqual([
      false,
      '/[0:0:0:0:0:0:0:1]:80',
      '0:0:0:0:0:0:0:1',
    ]);
    expect(a.getHostName()).toBe('0:0:0:0:0:0:0:1');
    expect(a.toString()).toBe('0:0:0:0:0:0:0:1/[0:0:0:0:0:0:0:1]:80');
    expect(a.getAddress()?.toString()).toBe('0:0:0:0:0:0:0:1/0:0:0:0:0:0:0:1');
  });

  test('a name stays unresolved, as after a failed lookup; localhost and "" resolve', () => {
    expect(String(new InetSocketAddress('example.com', 443))).toBe('example.com/<unresolved>:443');
    expect(new InetSocketAddress('example.com', 443).getAddress()).toBeNull();
    expect(String(new InetSocketAddress('LocalHost', 1))).toBe('localhost/127.0.0.1:1');
    expect(String(new InetSocketAddress('', 1))).toBe('localhost/127.0.0.1:1');
    expect(String(InetSocketAddress.createUnresolved('127.0.0.1', 80))).toBe('127.0.0.1/<unresolved>:80');
  });

  test('the wildcard address: (port) and (null, port)', () => {
    expect(String(new InetSocketAddress(80))).toBe('0.0.0.0/0.0.0.0:80');
    expect(new InetSocketAddress(null, 80).equals(new InetSocketAddress(80))).toBe(true);
    expect(new InetSocketAddress(80).hashCode()).toBe(80);
  });

  test('the exceptions, in Java order: the hostname constructor reads no null host (JavaScript null is the address form), createUnresolved checks the port first', () => {
    expect(() => new InetSocketAddress(70000)).toThrow(new IllegalArgumentException('port out of range:70000'));
    expect(() => new InetSocketAddress('h', -1)).toThrow(new IllegalArgumentException('port out of range:-1'));
    expect(() => InetSocketAddress.createUnresolved(null as unknown as string, 1)).toThrow(
      new IllegalArgumentException("hostname can't be null"),
    );
    expect(() => InetSocketAddress.createUnresolved(null as unknown as string, -5)).toThrow(
      new IllegalArgumentException('port out of range:-5'),
    );
    expect(() => new InetSocketAddress(null, 65536)).toThrow(IllegalArgumentException);
  });

  test('equals and hashCode: the same address by other names; unresolved names equal but for case', () => {
    const named = new InetSocketAddress(InetAddress.getByAddress('zz', [1, 2, 3, 4]), 1);
    expect(new InetSocketAddress('1.2.3.4', 1).equals(named)).toBe(true);
    expect(new InetSocketAddress('1.2.3.4', 80).hashCode()).toBe(16909140);
    expect(InetSocketAddress.createUnresolved('1.2.3.4', 1).equals(new InetSocketAddress('1.2.3.4', 1))).toBe(false);
    const [s, longS] = [InetSocketAddress.createUnresolved('S', 1), InetSocketAddress.createUnresolved('\u017f', 1)];
    expect([s.equals(longS), s.hashCode(), longS.hashCode()]).toEqual([true, 116, 384]);
    expect(InetSocketAddress.createUnresolved('\u0130', 1).hashCode()).toBe(4031); // "i\u0307".hashCode() + 1
  });
});

describe('TypeScript manners', () => {
  const I = InetSocketAddress as unknown as new (...args: unknown[]) => InetSocketAddress;

  test('arguments of another type are TypeErrors', () => {
    for (const args of [[], ['80'], [1.5], [2 ** 31], [NaN], [undefined], ['h', '80'], ['h', 1.5], ['h'], [{}, 1]]) {
      expect(() => new I(...args)).toThrow(TypeError);
    }
    expect(() => new I(undefined, 1)).toThrow(TypeError);
    expect(() => new I(1, 1)).toThrow(TypeError);
    const unresolved = InetSocketAddress.createUnresolved as (...args: unknown[]) => InetSocketAddress;
    for (const args of [
      [1, 1],
      [undefined, 1],
      ['h', '1'],
      ['h', undefined],
    ]) {
      expect(() => unresolved(...args)).toThrow(TypeError);
    }
  });

  test('immutable: no field to assign; getAddress() is the address it was given', () => {
    const given = InetAddress.ofLiteral('10.0.0.1');
    const a = new InetSocketAddress(given, 5);
    expect(Object.keys(a)).toEqual([]);
    expect(a.getAddress()).toBe(given);
    expect(new InetSocketAddress(-0).getPort()).toBe(0);
    expect(Object.is(new InetSocketAddress(-0).getPort(), 0)).toBe(true);
  });

  test('equals takes anything; a non-InetSocketAddress is never equal', () => {
    const a = new InetSocketAddress('1.2.3.4', 1);
    for (const other of [null, undefined, '/1.2.3.4:1', a.getAddress(), {}]) expect(a.equals(other)).toBe(false);
  });

  test('util.inspect and Object.prototype.toString name the Java class', () => {
    const a = InetSocketAddress.createUnresolved('h', 1);
    expect(inspect(a)).toBe('InetSocketAddress <h/<unresolved>:1>');
    expect(Object.prototype.toString.call(a)).toBe('[object InetSocketAddress]');
  });
});
