// cookie-view.mjs: computes, from our library, the answers CookieOracle.java gives from java.net.HttpCookie,
// CookieManager, CookiePolicy and the in-memory CookieStore, with identical field names, so both sides
// compare with a plain deep-equal. The library module is passed in, never imported here.
//
//   evaluateCookie(lib, {op, args}, jdkAnswer)  ->  the answer, shaped as the oracle's
//
// The JDK's answer gives the clock: its `now` (its `times`, one per segment of a scenario between ticks) is
// what Date.now() returns while ours runs, so Expires, hasExpired and the order by creation time are compared
// exactly. ERR is {type, message, cause?}, a JavaScript '' message written null (Java's null getMessage()).

/** ERR for anything thrown, shaped like the oracle's. */
export function cookieErr(e) {
  if (!(e instanceof Error)) return { type: typeof e, message: String(e) };
  const m = { type: e.name, message: e.message === '' ? null : e.message };
  if (e.cause != null && e.cause !== e) m.cause = cookieErr(e.cause);
  return m;
}

function safe(f) {
  try {
    return f();
  } catch (e) {
    return { thrown: cookieErr(e) };
  }
}

/** Every getter, in CookieOracle.view()'s order. */
export function cookieView(c) {
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

/** Runs f with Date.now() returning `time`. */
export function atTime(time, f) {
  const real = Date.now;
  Date.now = () => time;
  try {
    return f();
  } finally {
    Date.now = real;
  }
}

const answer = (f) => {
  try {
    return f();
  } catch (e) {
    return { error: cookieErr(e) };
  }
};

function step(c, [method, arg]) {
  return answer(() => {
    if (method === 'hasExpired') return { value: c.hasExpired() };
    c[method](arg);
    return { value: null };
  });
}

/** A cookie spec [name, value, steps] made, a step that throws skipped; null stays null. */
function made(lib, spec) {
  if (spec === null) return null;
  const c = new lib.HttpCookie(spec[0], spec[1]);
  for (const s of spec[2]) step(c, s);
  return c;
}

const policy = (lib, name) => (name === null ? null : lib.CookiePolicy[name]);
const uri = (lib, s) => (s === null ? null : new lib.Uri(s));
/** The oracle's headers, [[key, values or null]...], as a Map (the form `form` says: 'map' or 'object'). */
function headers(h, form = 'map') {
  if (h === null) return null;
  return form === 'object' ? Object.fromEntries(h) : new Map(h);
}

/** The scenario's cookie k (made by a "make" step), or null. */
const slot = (slots, k) => (k === null ? null : slots.get(k));

function scenarioStep(lib, manager, slots, st, form) {
  return answer(() => {
    const store = manager.getCookieStore();
    switch (st[0]) {
      case 'put':
        manager.put(uri(lib, st[1]), headers(st[2], form));
        return { value: null };
      case 'get': {
        const r = manager.get(uri(lib, st[1]), headers(st[2], form));
        return { value: [...r].map(([k, v]) => [k, [...v]]) };
      }
      case 'policy':
        manager.setCookiePolicy(policy(lib, st[1]));
        return { value: null };
      case 'cookies':
        return { value: store.getCookies().map(cookieView) };
      case 'uris':
        return { value: store.getURIs().map(String) };
      case 'storeGet':
        return { value: store.get(uri(lib, st[1])).map(cookieView) };
      case 'removeAll':
        return { value: store.removeAll() };
      case 'add':
        store.add(uri(lib, st[1]), st[2] === null ? null : lib.HttpCookie.parse(st[2])[0]);
        return { value: null };
      case 'remove': {
        // The oracle takes the cookie from getCookies() by index: past its end, Java's List.get throws.
        const cookies = st[2] < 0 ? [] : store.getCookies();
        if (st[2] >= cookies.length) {
          const message = `Index ${st[2]} out of bounds for length ${cookies.length}`;
          return { error: { type: 'IndexOutOfBoundsException', message } };
        }
        return { value: store.remove(uri(lib, st[1]), st[2] < 0 ? null : cookies[st[2]]) };
      }
      case 'make': {
        const [name, value, steps] = st[2];
        const c = new lib.HttpCookie(name, value);
        slots.set(st[1], c);
        return { value: steps.map((s) => step(c, s)) };
      }
      case 'set':
        return { value: st[2].map((s) => step(slot(slots, st[1]), s)) };
      case 'addMade':
        store.add(uri(lib, st[1]), slot(slots, st[2]));
        return { value: null };
      case 'removeMade':
        return { value: store.remove(uri(lib, st[1]), slot(slots, st[2])) };
      default:
        throw new Error(`unknown step ${st[0]}`);
    }
  });
}

function scenario(lib, [policyName, steps], times, form) {
  let segment = 0;
  const real = Date.now;
  Date.now = () => times[segment];
  try {
    const manager = new lib.CookieManager(null, policy(lib, policyName));
    const slots = new Map();
    const answers = [];
    for (const st of steps) {
      if (st[0] === 'tick') {
        segment++;
        answers.push({ value: null });
      } else answers.push(scenarioStep(lib, manager, slots, st, form));
    }
    return { times, steps: answers };
  } finally {
    Date.now = real;
  }
}

/** One function per oracle op (lib, args); each may throw, evaluateCookie() wraps it. */
const OPS = {
  parse: (lib, [header]) => ({ cookies: lib.HttpCookie.parse(header).map(cookieView) }),
  cookie: (lib, [name, value, steps]) => {
    const c = new lib.HttpCookie(name, value);
    const answers = steps.map((s) => step(c, s));
    return { steps: answers, cookie: cookieView(c) };
  },
  equals: (lib, [a, b]) => {
    const x = made(lib, a);
    const y = made(lib, b);
    return { equals: x.equals(y), equalsReverse: y.equals(x), hashA: x.hashCode(), hashB: y.hashCode() };
  },
  domainMatches: (lib, [d, h]) => ({ value: lib.HttpCookie.domainMatches(d, h) }),
  policy: (lib, [name, u, spec]) => ({ value: policy(lib, name).shouldAccept(uri(lib, u), made(lib, spec)) }),
};

/** Our answer to req, at the JDK answer's time; `form` is how a scenario passes headers ('map' or 'object'). */
export function evaluateCookie(lib, req, jdk, form = 'map') {
  if (req.op === 'scenario') return scenario(lib, req.args, jdk.times, form);
  const timed = (a) => ('now' in jdk ? { now: jdk.now, ...a } : a);
  return atTime(jdk.now, () =>
    timed(
      answer(() => {
        const op = OPS[req.op];
        if (!op) throw new Error(`unknown cookie op: ${req.op}`);
        return op(lib, req.args);
      }),
    ),
  );
}
