// cookie-helpers.ts: what spec/cookie.spec.ts, spec/cookie-manager.spec.ts and spec/peers.spec.ts share: a
// cookie's view with every getter in CookieOracle.view()'s order, an answer or the error it threw, as the
// oracle writes them, and our answers to the oracle's ops: cookieOp (parse, cookie, equals, domainMatches,
// policy) and scenario (a CookieManager's steps, at the JDK's clock; under jest, as it mocks Date.now).
import { CookieManager, CookiePolicy, HttpCookie, Uri } from '../src';

export interface Err {
  type: string;
  message: string | null;
  cause?: Err;
}
type Val = string | number | boolean | null | { thrown: Err };
export type View = Record<string, Val>;
export function errOf(e: unknown): Err {
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

/** Every getter, in CookieOracle.view()'s order. */
export function view(c: HttpCookie): View {
  return {
    name: safe(() => c.getName()),
    value: safe(() => c.getValue()),
    comment: safe(() => c.getComment()),
    commentURL: safe(() => c.getCommentURL()),
    discard: safe(() => c.getDiscard()),
    domain: safe(() => c.getDomain()),
    maxAge: safe(() => c.getMaxAge()),
    path: safe(() => c.getPath()),
    portlist: safe(() => c.getPortlist()),
    secure: safe(() => c.getSecure()),
    httpOnly: safe(() => c.isHttpOnly()),
    version: safe(() => c.getVersion()),
    expired: safe(() => c.hasExpired()),
    string: safe(() => c.toString()),
    hash: safe(() => c.hashCode()),
  };
}

/** The answer of f, or {error}. */
export function answer<T extends object>(f: () => T): T | { error: Err } {
  try {
    return f();
  } catch (e) {
    return { error: errOf(e) };
  }
}

type PolicyName = 'ACCEPT_ALL' | 'ACCEPT_NONE' | 'ACCEPT_ORIGINAL_SERVER';

type Step = [string, ...unknown[]];
type Headers = [string, string[] | null][] | null;
const policy = (name: unknown) => (name === null ? null : CookiePolicy[name as PolicyName]);
const uri = (s: unknown) => (s === null ? null : new Uri(s as string)) as Uri;

/** A cookie spec: [name, value, setter steps]. */
type Spec = [string, string | null, [string, unknown?][]];

function step(c: HttpCookie, [method, arg]: [string, unknown?]): { value: unknown } | { error: Err } {
  return answer(() => {
    if (method === 'hasExpired') return { value: c.hasExpired() };
    (c as unknown as Record<string, (a: unknown) => void>)[method]!(arg);
    return { value: null };
  });
}

function made(spec: Spec | null): HttpCookie | null {
  if (spec === null) return null;
  const c = new HttpCookie(spec[0], spec[1]);
  for (const s of spec[2]) step(c, s);
  return c;
}

const OPS = {
  parse: ([header]: unknown[]) => ({ cookies: HttpCookie.parse(header as string).map(view) }),
  cookie: ([name, value, steps]: unknown[]) => {
    const c = new HttpCookie(name as string, value as string | null);
    const answers = (steps as [string, unknown?][]).map((s) => step(c, s));
    return { steps: answers, cookie: view(c) };
  },
  equals: ([a, b]: unknown[]) => {
    const x = made(a as Spec)!;
    const y = made(b as Spec)!;
    return { equals: x.equals(y), equalsReverse: y.equals(x), hashA: x.hashCode(), hashB: y.hashCode() };
  },
  domainMatches: ([d, h]: unknown[]) => ({ value: HttpCookie.domainMatches(d as string | null, h as string | null) }),
  policy: ([name, u, spec]: unknown[]) => ({
    value: policy(name)!.shouldAccept(uri(u), made(spec as Spec)),
  }),
};

export type CookieOp = keyof typeof OPS;

/** Our answer to one of CookieOracle's cookie ops (not at any clock: the caller sets it). */
export function cookieOp(op: CookieOp, args: unknown[]): object {
  return OPS[op](args);
}

const headers = (h: Headers, asObject: boolean) =>
  (h === null ? null : asObject ? Object.fromEntries(h) : new Map(h)) as Map<string, string[]>;

/** A scenario: the policy's name (or null) and its steps (see CookieOracle.java). */
export type ScenarioArgs = [string | null, Step[]];

/** A scenario's cookie k, made by a "make" step (null: null). */
const slot = (slots: Map<number, HttpCookie>, k: unknown) =>
  (k === null ? null : slots.get(k as number)!) as HttpCookie;

function run(m: CookieManager, slots: Map<number, HttpCookie>, st: Step, asObject: boolean) {
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
      case 'make': {
        const [name, value, steps] = st[2] as Spec;
        const c = new HttpCookie(name, value);
        slots.set(st[1] as number, c);
        return { value: steps.map((s) => step(c, s)) };
      }
      case 'set':
        return { value: (st[2] as [string, unknown?][]).map((s) => step(slot(slots, st[1]), s)) };
      case 'addMade':
        store.add(uri(st[1]), slot(slots, st[2]));
        return { value: null };
      case 'removeMade':
        return { value: store.remove(uri(st[1]), slot(slots, st[2])) };
      default:
        throw new Error(`unknown step ${st[0]}`);
    }
  });
}

/** Our answers to a scenario at the JDK's clock (`times`, one per segment between ticks), headers as Maps or objects. */
export function scenario([policyName, steps]: ScenarioArgs, times: number[], asObject: boolean) {
  let segment = 0;
  jest.spyOn(Date, 'now').mockImplementation(() => times[segment]!);
  const m = new CookieManager(null, policy(policyName));
  const slots = new Map<number, HttpCookie>();
  const answers = steps.map((st) => (st[0] === 'tick' ? (segment++, { value: null }) : run(m, slots, st, asObject)));
  return { times, steps: answers };
}
