// view.mjs: computes, from our library, the same answers UriOracle.java gives from the JDK, with
// identical field names, so both sides compare with a plain deep-equal. The library module
// ({Uri, URISyntaxException, IllegalArgumentException}) is passed in, never imported here.
//
//   evaluate(lib, {op: 'parse', args: [s]})  ->  {uri: VIEW} | {error: ERR}

/** ERR for anything thrown, shaped like UriOracle.err(). */
export function err(lib, e) {
  if (e instanceof lib.URISyntaxException) {
    return { type: 'URISyntaxException', reason: e.getReason(), index: e.getIndex(), message: e.message, input: e.getInput() };
  }
  const m = {
    type: e?.constructor?.name ?? typeof e,
    message: e instanceof Error ? e.message : String(e),
  };
  if (e instanceof Error && e.cause != null && e.cause !== e) m.cause = err(lib, e.cause);
  return m;
}

/** A getter's value, or {thrown: ERR} if it throws. */
function safe(lib, f) {
  try {
    return f();
  } catch (e) {
    return { thrown: err(lib, e) };
  }
}

export function view(lib, u, withPsa = true) {
  const g = (f) => safe(lib, f);
  const v = {
    string: g(() => u.toString()),
    ascii: g(() => u.toASCIIString()),
    scheme: g(() => u.getScheme()),
    ssp: g(() => u.getSchemeSpecificPart()),
    rawSsp: g(() => u.getRawSchemeSpecificPart()),
    authority: g(() => u.getAuthority()),
    rawAuthority: g(() => u.getRawAuthority()),
    userInfo: g(() => u.getUserInfo()),
    rawUserInfo: g(() => u.getRawUserInfo()),
    host: g(() => u.getHost()),
    port: g(() => u.getPort()),
    path: g(() => u.getPath()),
    rawPath: g(() => u.getRawPath()),
    query: g(() => u.getQuery()),
    rawQuery: g(() => u.getRawQuery()),
    fragment: g(() => u.getFragment()),
    rawFragment: g(() => u.getRawFragment()),
    absolute: g(() => u.isAbsolute()),
    opaque: g(() => u.isOpaque()),
    hash: g(() => u.hashCode()),
  };
  if (withPsa) {
    try {
      const p = u.parseServerAuthority();
      v.psa = p === u ? { same: true } : { uri: view(lib, p, false) };
    } catch (e) {
      v.psa = { error: err(lib, e) };
    }
  }
  return v;
}

const sign = (n) => (n > 0 ? 1 : n < 0 ? -1 : 0);

/** One small function per op, mirroring UriOracle.OPS. Each may throw; evaluate() wraps it. */
export const OPS = {
  parse: (lib, [s]) => ({ uri: view(lib, new lib.Uri(s)) }),
  create: (lib, [s]) => ({ uri: view(lib, lib.Uri.create(s)) }),
  compare: (lib, [a, b]) => {
    const x = new lib.Uri(a);
    const y = new lib.Uri(b);
    return {
      equals: x.equals(y),
      equalsReverse: y.equals(x),
      compareTo: sign(x.compareTo(y)),
      compareToReverse: sign(y.compareTo(x)),
      hashA: x.hashCode(),
      hashB: y.hashCode(),
    };
  },
};

export function evaluate(lib, req) {
  const op = OPS[req.op];
  try {
    if (!op) throw new Error(`unknown op: ${req.op}`);
    return op(lib, req.args ?? []);
  } catch (e) {
    return { error: err(lib, e) };
  }
}
