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
import { isaAnswer, titled, type AddressView, type IsaCase, type Val } from './isa-helpers';

const fixture = load<IsaCase>('inet-socket-address');

describe(`InetSocketAddress as java.net's (JDK ${fixture.jdk}, no lookups)`, () => {
  test.each(fixture.cases.map((c) => [titled(c), c] as const))('%s', (_t, c) => {
    expect(isaAnswer(c)).toEqual(c.expected);
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
