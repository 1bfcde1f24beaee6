// inet-view.mjs: computes, from our library, the answers InetOracle.java gives from java.net.InetAddress, with
// identical field names, so both sides compare with a plain deep-equal. The library module
// ({InetAddress, Inet4Address, Inet6Address, …}) is passed in, never imported here.
//
//   evaluateInet(lib, {op: 'getByName', args: [s]})  ->  {address: VIEW} | {addresses: [VIEW]} | {error: ERR} | …
//
// ERR is {type, message, cause?}: the error's name (the Java class's simple name), its message, and its
// cause's ERR. A JavaScript Error has no null message: the JDK's null getMessage() is our '' (what Java's
// no-argument constructors give here, e.g. `new NullPointerException()`), so '' is written null.
// getByAddress's bytes go in as the request's `form` says: a number[] as written, an Int8Array or a Uint8Array.

/** ERR for anything thrown, shaped like InetOracle's (UriOracle.err()). */
export function inetErr(e) {
  if (!(e instanceof Error)) return { type: typeof e, message: String(e) };
  const m = { type: e.name, message: e.message === '' ? null : e.message };
  if (e.cause != null && e.cause !== e) m.cause = inetErr(e.cause);
  return m;
}

/** A getter's value, or {thrown: ERR} if it throws. */
function safe(f) {
  try {
    return f();
  } catch (e) {
    return { thrown: inetErr(e) };
  }
}

/** getAddress() as signed numbers, or what else it gave (it must be an Int8Array). */
function bytesOf(b) {
  return b instanceof Int8Array ? Array.from(b) : { notInt8Array: b?.constructor?.name ?? typeof b };
}

/**
 * Every getter, in InetOracle.view()'s order: the host name getters last, then toString() again
 * (`stringAfter`), as getHostName() keeps the name it found.
 */
export function inetView(lib, x) {
  const v = {
    class: x?.constructor?.name,
    string: safe(() => x.toString()),
    hostAddress: safe(() => x.getHostAddress()),
    address: safe(() => bytesOf(x.getAddress())),
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
  if (x instanceof lib.Inet6Address) {
    v.scopeId = safe(() => x.getScopeId());
    v.ipv4Compatible = safe(() => x.isIPv4CompatibleAddress());
  }
  v.hostName = safe(() => x.getHostName());
  v.canonicalHostName = safe(() => x.getCanonicalHostName());
  v.stringAfter = safe(() => x.toString());
  return v;
}

/** The bytes in the request's form: 'array' (as written), 'int8' or 'uint8'; null stays null. */
export function bytesIn(bytes, form = 'array') {
  if (bytes === null) return null;
  if (form === 'int8') return Int8Array.from(bytes);
  if (form === 'uint8') return Uint8Array.from(bytes, (v) => v & 255);
  return bytes.slice();
}

/** An equals term: a string or null through getByName, an array through getByAddress. */
const term = (lib, t, form) =>
  Array.isArray(t) ? lib.InetAddress.getByAddress(bytesIn(t, form)) : lib.InetAddress.getByName(t);

const one = (lib, x) => ({ address: inetView(lib, x) });

/** One function per InetOracle op (lib, args, form); each may throw, evaluateInet() wraps it. */
export const INET_OPS = {
  ofLiteral: (lib, [s]) => one(lib, lib.InetAddress.ofLiteral(s)),
  inet4OfLiteral: (lib, [s]) => one(lib, lib.Inet4Address.ofLiteral(s)),
  inet4OfPosixLiteral: (lib, [s]) => one(lib, lib.Inet4Address.ofPosixLiteral(s)),
  inet6OfLiteral: (lib, [s]) => one(lib, lib.Inet6Address.ofLiteral(s)),
  getByName: (lib, [s]) => one(lib, lib.InetAddress.getByName(s)),
  getAllByName: (lib, [s]) => ({ addresses: Array.from(lib.InetAddress.getAllByName(s), (x) => inetView(lib, x)) }),
  getByAddress: (lib, [bytes], form) => one(lib, lib.InetAddress.getByAddress(bytesIn(bytes, form))),
  getByAddressHost: (lib, [host, bytes], form) => one(lib, lib.InetAddress.getByAddress(host, bytesIn(bytes, form))),
  loopback: (lib) => one(lib, lib.InetAddress.getLoopbackAddress()),
  equals: (lib, [a, b], form) => {
    const x = term(lib, a, form);
    const y = term(lib, b, form);
    return {
      equals: safe(() => x.equals(y)),
      equalsReverse: safe(() => y.equals(x)),
      hashA: safe(() => x.hashCode()),
      hashB: safe(() => y.hashCode()),
    };
  },
};

export function evaluateInet(lib, req) {
  const op = INET_OPS[req.op];
  try {
    if (!op) throw new Error(`unknown InetAddress op: ${req.op}`);
    return op(lib, req.args, req.form);
  } catch (e) {
    return { error: inetErr(e) };
  }
}
