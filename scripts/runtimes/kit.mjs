// The porting kit's JDK fixtures for scripts/runtimes/fixtures.mjs: HttpCookie, CookiePolicy,
// CookieManager (spec/fixtures/cookie.json, cookie-manager.json, peers-cookie.json) and
// InetSocketAddress (inet-socket-address.json, peers-isa.json), checked as spec/cookie-helpers.ts and
// spec/isa-helpers.ts check them, in plain JavaScript: each row is run at the JDK's clock (Date.now
// set to the millisecond the JDK's answer held for, then put back), and a scenario with its headers
// as a Map, then again as a plain object.

/** What a thrown value reports: a JavaScript Error's '' message is Java's null getMessage(). */
function errOf(e) {
  if (!(e instanceof Error)) return { type: typeof e, message: String(e) };
  const d = { type: e.name, message: e.message === '' ? null : e.message };
  if (e.cause != null && e.cause !== e) d.cause = errOf(e.cause);
  return d;
}

const safe = (f) => {
  try {
    return f();
  } catch (e) {
    return { thrown: errOf(e) };
  }
};

const answer = (f) => {
  try {
    return f();
  } catch (e) {
    return { error: errOf(e) };
  }
};

/** f's result with Date.now answering the times given, one per call of `next` (see scenario). */
function atClock(times, f) {
  const now = Date.now;
  let segment = 0;
  Date.now = () => times[segment];
  try {
    return f(() => segment++);
  } finally {
    Date.now = now;
  }
}

/** The fixtures' checks over `lib` (the built package as loaded), by fixture name. */
export function kitChecks(lib) {
  const { HttpCookie, CookieManager, CookiePolicy, Uri, InetAddress, InetSocketAddress } = lib;

  const view = (c) => ({
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
  });
  const policy = (name) => (name === null ? null : CookiePolicy[name]);
  const uri = (s) => (s === null ? null : new Uri(s));
  const step = (c, [method, arg]) =>
    answer(() => {
      if (method === 'hasExpired') return { value: c.hasExpired() };
      c[method](arg);
      return { value: null };
    });
  const made = (spec) => {
    if (spec === null) return null;
    const c = new HttpCookie(spec[0], spec[1]);
    for (const s of spec[2]) step(c, s);
    return c;
  };
  const OPS = {
    parse: ([header]) => ({ cookies: HttpCookie.parse(header).map(view) }),
    cookie: ([name, value, steps]) => {
      const c = new HttpCookie(name, value);
      const answers = steps.map((s) => step(c, s));
      return { steps: answers, cookie: view(c) };
    },
    equals: ([a, b]) => {
      const x = made(a);
      const y = made(b);
      return { equals: x.equals(y), equalsReverse: y.equals(x), hashA: x.hashCode(), hashB: y.hashCode() };
    },
    domainMatches: ([d, h]) => ({ value: HttpCookie.domainMatches(d, h) }),
    policy: ([name, u, spec]) => ({ value: policy(name).shouldAccept(uri(u), made(spec)) }),
  };
  const cookieRow = (c) => {
    const now = c.expected.now;
    const ask = () => answer(() => OPS[c.op](c.args));
    const ours = now === undefined ? ask() : atClock([now], ask);
    return [now === undefined ? ours : { now, ...ours }, c.expected];
  };

  const headers = (h, asObject) => (h === null ? null : asObject ? Object.fromEntries(h) : new Map(h));
  const run = (m, slots, st, asObject) => {
    const store = m.getCookieStore();
    return answer(() => {
      switch (st[0]) {
        case 'put':
          m.put(uri(st[1]), headers(st[2], asObject));
          return { value: null };
        case 'get':
          return { value: [...m.get(uri(st[1]), headers(st[2], asObject))] };
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
          store.add(uri(st[1]), st[2] === null ? null : HttpCookie.parse(st[2])[0]);
          return { value: null };
        case 'remove': {
          const i = st[2];
          const cookies = i < 0 ? [] : store.getCookies();
          if (i >= cookies.length)
            return {
              error: {
                type: 'IndexOutOfBoundsException',
                message: `Index ${i} out of bounds for length ${cookies.length}`,
              },
            };
          return { value: store.remove(uri(st[1]), i < 0 ? null : cookies[i]) };
        }
        case 'make': {
          const [name, value, steps] = st[2];
          const c = new HttpCookie(name, value);
          slots.set(st[1], c);
          return { value: steps.map((s) => step(c, s)) };
        }
        case 'set':
          return { value: st[2].map((s) => step(st[1] === null ? null : slots.get(st[1]), s)) };
        case 'addMade':
          store.add(uri(st[1]), st[2] === null ? null : slots.get(st[2]));
          return { value: null };
        case 'removeMade':
          return { value: store.remove(uri(st[1]), st[2] === null ? null : slots.get(st[2])) };
        default:
          throw new Error(`unknown step ${st[0]}`);
      }
    });
  };
  const scenario = ([policyName, steps], times, asObject) =>
    atClock(times, (tick) => {
      const m = new CookieManager(null, policy(policyName));
      const slots = new Map();
      const answers = steps.map((st) => (st[0] === 'tick' ? (tick(), { value: null }) : run(m, slots, st, asObject)));
      return { times, steps: answers };
    });
  /** Both scenarios' answers when they agree, else the first that does not. */
  const scenarioRow = (c) => {
    const asMap = scenario(c.args, c.expected.times, false);
    const asObject = scenario(c.args, c.expected.times, true);
    return [JSON.stringify(asMap) === JSON.stringify(c.expected) ? asObject : asMap, c.expected];
  };

  const addressView = (y) =>
    y === null ? null : { class: y.constructor.name, string: y.toString(), hash: y.hashCode() };
  const isaView = (x, given) => {
    const v = {
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
  };
  const addressOf = (t) => {
    if (t === null) return null;
    if (typeof t === 'string') return InetAddress.getByName(t);
    if (t.length === 2 && Array.isArray(t[1])) return InetAddress.getByAddress(t[0], t[1].slice());
    return InetAddress.getByAddress(t.slice());
  };
  const make = (m) => {
    if (m[0] === 'port') return new InetSocketAddress(m[1]);
    if (m[0] === 'host') return new InetSocketAddress(m[1], m[2]);
    if (m[0] === 'unresolved') return InetSocketAddress.createUnresolved(m[1], m[2]);
    return new InetSocketAddress(addressOf(m[1]), m[2]);
  };
  const isaAnswer = (c) => {
    const [a, b] = c.args;
    let given = null;
    if (c.op === 'isaAddress') {
      try {
        given = addressOf(a);
      } catch (e) {
        return { addressError: errOf(e) };
      }
    }
    try {
      switch (c.op) {
        case 'isaHost':
          return { isa: isaView(new InetSocketAddress(a, b), null) };
        case 'isaUnresolved':
          return { isa: isaView(InetSocketAddress.createUnresolved(a, b), null) };
        case 'isaAddress':
          return { isa: isaView(new InetSocketAddress(given, b), given) };
        case 'isaPort':
          return { isa: isaView(new InetSocketAddress(a), null) };
        case 'isaEquals': {
          const x = make(a);
          const y = make(b);
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
    throw new Error(`unknown op ${c.op}`);
  };
  const isaRow = (c) => [isaAnswer(c), c.expected];

  return {
    // spec/cookie.spec.ts
    cookie: cookieRow,
    // spec/cookie-manager.spec.ts
    'cookie-manager': scenarioRow,
    // spec/inet-socket-address.spec.ts
    'inet-socket-address': isaRow,
    // spec/peers.spec.ts
    'peers-cookie': (c) => (c.op === 'scenario' ? scenarioRow(c) : cookieRow(c)),
    'peers-isa': isaRow,
  };
}
