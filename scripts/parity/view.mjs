// view.mjs: computes, from our library, the same answers UriOracle.java gives from the JDK, with
// identical field names, so both sides compare with a plain deep-equal. The library module
// ({Uri, URISyntaxException, IllegalArgumentException, URLEncoder, URLDecoder}) is passed in, never imported here.
//
//   evaluate(lib, {op: 'parse', args: [s]})  ->  {uri: VIEW} | {error: ERR}

/** ERR for anything thrown, shaped like UriOracle.err(). */
export function err(lib, e) {
  if (e instanceof lib.URISyntaxException) {
    return {
      type: 'URISyntaxException',
      reason: e.getReason(),
      index: e.getIndex(),
      message: e.message,
      input: e.getInput(),
    };
  }
  const m = {
    type: e?.constructor?.name ?? typeof e,
    message: e instanceof Error ? e.message : String(e),
  };
  if (e instanceof Error && e.cause != null && e.cause !== e) m.cause = err(lib, e.cause);
  return m;
}

/** A getter's value, or {thrown: ERR} if it throws. */
export function safe(lib, f) {
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

/** Whether make() gives a Uri equal to u, or {error: ERR} if it throws. */
function sameAs(lib, u, make) {
  try {
    return make().equals(u);
  } catch (e) {
    return { error: err(lib, e) };
  }
}

/** Our side of UriOracle.identities: u rebuilt from its string and from its components. */
export function identities(lib, s) {
  const { Uri } = lib;
  const u = new Uri(s);
  return {
    string: sameAs(lib, u, () => new Uri(u.toString())),
    three: sameAs(lib, u, () => new Uri(u.getScheme(), u.getSchemeSpecificPart(), u.getFragment())),
    five: sameAs(lib, u, () => new Uri(u.getScheme(), u.getAuthority(), u.getPath(), u.getQuery(), u.getFragment())),
    seven: sameAs(
      lib,
      u,
      () =>
        new Uri(u.getScheme(), u.getUserInfo(), u.getHost(), u.getPort(), u.getPath(), u.getQuery(), u.getFragment()),
    ),
  };
}

/** A term of UriOracle.equalsTerms: [op, x, y?], each argument but parse's a string or a term. */
export function term(lib, t) {
  const uri = (o) => (typeof o === 'string' ? new lib.Uri(o) : term(lib, o));
  switch (t[0]) {
    case 'parse':
      return new lib.Uri(t[1]);
    case 'normalize':
      return uri(t[1]).normalize();
    case 'resolve':
      return uri(t[1]).resolve(uri(t[2]));
    case 'relativize':
      return uri(t[1]).relativize(uri(t[2]));
    default:
      throw new Error(`unknown term ${t[0]}`);
  }
}

/** equals both ways and hashCode, and (keyEquals) whether equalityKey() agrees with equals. */
function equalsOf(x, y) {
  return {
    equals: x.equals(y),
    equalsReverse: y.equals(x),
    keyEquals: x.equalityKey() === y.equalityKey(),
  };
}

/** One small function per op, mirroring UriOracle.OPS. Each may throw; evaluate() wraps it. */
export const OPS = {
  parse: (lib, [s]) => ({ uri: view(lib, new lib.Uri(s)) }),
  create: (lib, [s]) => ({ uri: view(lib, lib.Uri.create(s)) }),
  compare: (lib, [a, b]) => {
    const x = new lib.Uri(a);
    const y = new lib.Uri(b);
    return {
      ...equalsOf(x, y),
      compareTo: sign(x.compareTo(y)),
      compareToReverse: sign(y.compareTo(x)),
      hashA: x.hashCode(),
      hashB: y.hashCode(),
    };
  },
  construct3: (lib, a) => ({ uri: view(lib, new lib.Uri(a[0], a[1], a[2])) }),
  construct4: (lib, a) => ({ uri: view(lib, new lib.Uri(a[0], a[1], a[2], a[3])) }),
  construct5: (lib, a) => ({ uri: view(lib, new lib.Uri(a[0], a[1], a[2], a[3], a[4])) }),
  construct7: (lib, a) => ({ uri: view(lib, new lib.Uri(a[0], a[1], a[2], a[3], a[4], a[5], a[6])) }),
  identities: (lib, [s]) => identities(lib, s),
  normalize: (lib, [s]) => ({ uri: view(lib, new lib.Uri(s).normalize()) }),
  resolve: (lib, [b, r]) => {
    const base = new lib.Uri(b);
    const ref = new lib.Uri(r);
    return { uri: view(lib, base.resolve(ref)) };
  },
  resolveString: (lib, [b, r]) => ({ uri: view(lib, new lib.Uri(b).resolve(r)) }),
  relativize: (lib, [b, t]) => {
    const base = new lib.Uri(b);
    const target = new lib.Uri(t);
    return { uri: view(lib, base.relativize(target)) };
  },
  resolvesTo: (lib, [b, r, t]) => {
    const [base, ref, target] = [b, r, t].map((s) => new lib.Uri(s));
    const x = base.resolve(ref);
    return { equals: x.equals(target), string: x.toString() };
  },
  equalsTerms: (lib, [a, b]) => {
    const x = term(lib, a);
    const y = term(lib, b);
    return { ...equalsOf(x, y), hashA: x.hashCode(), hashB: y.hashCode() };
  },
  withRaw: (lib, [s, component, text]) => {
    const u = new lib.Uri(s);
    const method = 'withRaw' + component[0].toUpperCase() + component.slice(1);
    try {
      return { string: u[method](text).toString() };
    } catch (e) {
      if (e instanceof lib.IllegalArgumentException) return { refused: true };
      throw e;
    }
  },
  // null stands for the charset left out, as for the JDK's one-argument forms.
  encode: (lib, [s, charset]) => ({ value: lib.URLEncoder.encode(s, charset ?? undefined) }),
  decode: (lib, [s, charset]) => ({ value: lib.URLDecoder.decode(s, charset ?? undefined) }),
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
