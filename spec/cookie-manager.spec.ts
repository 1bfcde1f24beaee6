// cookie-manager.spec.ts: CookieManager, CookiePolicy and the in-memory CookieStore against JDK 25, from
// spec/fixtures/cookie-manager.json (recorded by `npm run parity -- --cookie-only --write-fixtures` through
// scripts/jdk/CookieOracle.java): each row is a scenario on a new CookieManager (put, get with the exact Cookie
// header in the JDK's order, setCookiePolicy, the store's add, get, getCookies, getURIs, remove, removeAll),
// the first ones the inputs of OpenJDK's CookieManager tests. Our clock is the JDK's (`times`, one per segment
// between ticks), so the order by creation time compares exactly. Each scenario passes its headers as a Map
// and again as a plain object.
import { CookieManager, CookiePolicy, type CookieStore, HttpCookie, IllegalArgumentException, Uri } from '../src';
import { load, title } from './fixture-helpers';
import { answer, view, type Err } from './cookie-helpers';

type Step = [string, ...unknown[]];
type Headers = [string, string[] | null][] | null;
interface Case {
  op: 'scenario';
  args: [string | null, Step[]];
  expected: { times: number[]; steps: ({ value: unknown } | { error: Err })[] };
}
type PolicyName = 'ACCEPT_ALL' | 'ACCEPT_NONE' | 'ACCEPT_ORIGINAL_SERVER';

const policy = (name: unknown) => (name === null ? null : CookiePolicy[name as PolicyName]);
const uri = (s: unknown) => (s === null ? null : new Uri(s as string)) as Uri;
const headers = (h: Headers, asObject: boolean) =>
  (h === null ? null : asObject ? Object.fromEntries(h) : new Map(h)) as Map<string, string[]>;

function run(m: CookieManager, st: Step, asObject: boolean) {
  const store = m.getCookieStore();
  return answer(() => {
    switch (st[0]) {
      case 'put':
        m.put(uri(st[1]), headers(st[2] as Headers, asObject));
        return { value: null };
      case 'get':
        return { value: [...m.get(uri(st[1]), headers(st[2] as Headers, asObject))] };
      case 'policy':
        m.setCookiePolicy(policy(st[1]));
        return { value: null };
      case 'cookies':
        return { value: store.getCookies().map(view) };
      case 'uris':
        return { value: store.getURIs().map(String) };
      case 'storeGet':
        return { value: store.get(uri(st[1])).map(view) };
      case 'removeAll':
        return { value: store.removeAll() };
      case 'add':
        store.add(uri(st[1]), (st[2] === null ? null : HttpCookie.parse(st[2] as string)[0]) as HttpCookie);
        return { value: null };
      case 'remove': {
        const i = st[2] as number;
        const cookies = i < 0 ? [] : store.getCookies();
        if (i >= cookies.length) {
          return {
            error: {
              type: 'IndexOutOfBoundsException',
              message: `Index ${i} out of bounds for length ${cookies.length}`,
            },
          };
        }
        return { value: store.remove(uri(st[1]), (i < 0 ? null : cookies[i]) as HttpCookie) };
      }
      default:
        throw new Error(`unknown step ${st[0]}`);
    }
  });
}

function scenario([policyName, steps]: Case['args'], times: number[], asObject: boolean) {
  let segment = 0;
  jest.spyOn(Date, 'now').mockImplementation(() => times[segment]!);
  const m = new CookieManager(null, policy(policyName));
  const answers = steps.map((st) => (st[0] === 'tick' ? (segment++, { value: null }) : run(m, st, asObject)));
  return { times, steps: answers };
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
