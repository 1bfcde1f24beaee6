// cookie-manager.spec.ts: CookieManager, CookiePolicy and the in-memory CookieStore against JDK 25, from
// spec/fixtures/cookie-manager.json (recorded by `npm run parity -- --cookie-only --write-fixtures` through
// scripts/jdk/CookieOracle.java): each row is a scenario on a new CookieManager (put, get with the exact Cookie
// header in the JDK's order, setCookiePolicy, the store's add, get, getCookies, getURIs, remove, removeAll; the
// steps that make a cookie and add, change and remove that same object are the peers' inputs', peers.spec.ts),
// the first ones the inputs of OpenJDK's CookieManager tests. Our clock is the JDK's (`times`, one per segment
// between ticks), so the order by creation time compares exactly. Each scenario passes its headers as a Map
// and again as a plain object.
import { CookieManager, CookiePolicy, type CookieStore, IllegalArgumentException, Uri } from '../src';
import { load, title } from './fixture-helpers';
import { scenario, type Err, type ScenarioArgs } from './cookie-helpers';

interface Case {
  op: 'scenario';
  args: ScenarioArgs;
  expected: { times: number[]; steps: ({ value: unknown } | { error: Err })[] };
}

const fixture = load<Case>('cookie-manager');

describe('CookieManager against JDK 25 (spec/fixtures/cookie-manager.json)', () => {
  afterEach(() => jest.restoreAllMocks());

  test('the fixture holds scenarios with every step', () => {
    const ops = new Set(fixture.cases.flatMap((c) => c.args[1].map((s) => s[0])));
    for (const op of ['put', 'get', 'tick', 'policy', 'cookies', 'uris', 'storeGet', 'add', 'remove', 'removeAll'])
      expect(ops).toContain(op);
  });

  test.each(fixture.cases.map((c, i) => [`#${i} ${title(JSON.stringify(c.args))}`, c] as const))('%s', (_, c) => {
    expect(scenario(c.args, c.expected.times, false)).toEqual(c.expected);
    jest.restoreAllMocks();
    expect(scenario(c.args, c.expected.times, true)).toEqual(c.expected);
  });
});

describe('CookieManager beyond the fixtures', () => {
  test('get gives a Map of one key, Cookie, to an array', () => {
    const m = new CookieManager(null, CookiePolicy.ACCEPT_ALL);
    m.put(new Uri('http://example.com/a/b'), { 'Set-Cookie': ['y=2'] });
    const got = m.get(new Uri('http://example.com/a/c'), new Map());
    expect(got).toBeInstanceOf(Map);
    expect([...got.keys()]).toEqual(['Cookie']);
    expect(Array.isArray(got.get('Cookie'))).toBe(true);
  });

  test('null arguments are Java’s, wrong types TypeErrors', () => {
    const m = new CookieManager();
    expect(() => m.put(null as unknown as Uri, {})).toThrow(new IllegalArgumentException('Argument is null'));
    expect(() => m.get(new Uri('http://a/'), null as unknown as Map<string, string[]>)).toThrow(
      IllegalArgumentException,
    );
    expect(() => m.put('http://a/' as unknown as Uri, {})).toThrow(TypeError);
    expect(() => m.put(new Uri('http://a/'), 'x' as unknown as Map<string, string[]>)).toThrow(TypeError);
  });

  test('a store and a policy of one’s own are used, and a policy that throws refuses', () => {
    const added: string[] = [];
    const store: CookieStore = {
      add: (_u, c) => void added.push(c.toString()),
      get: () => [],
      getCookies: () => [],
      getURIs: () => [],
      remove: () => false,
      removeAll: () => false,
    };
    const m = new CookieManager(store, { shouldAccept: (_u, c) => c?.getName() === 'ok' });
    m.put(new Uri('http://h.example/'), { 'Set-Cookie': ['ok=1', 'no=2'] });
    expect(added).toEqual(['ok=1']);
    expect(m.getCookieStore()).toBe(store);
    m.setCookiePolicy({
      shouldAccept: () => {
        throw new Error('no');
      },
    });
    m.put(new Uri('http://h.example/'), { 'Set-Cookie': ['ok=3'] });
    expect(added).toEqual(['ok=1']);
  });
});
