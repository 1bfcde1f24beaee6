// isa-view.mjs: computes, from our library, the answers SocketAddressOracle.java gives from
// java.net.InetSocketAddress, with identical field names, so both sides compare with a plain deep-equal. The
// library module ({InetSocketAddress, InetAddress, …}) is passed in, never imported here.
//
//   evaluateIsa(lib, {op: 'isaHost', args: [host, port]})  ->  {isa: VIEW} | {error: ERR} | {addressError: ERR} | …
//
// ERR is inet-view.mjs's. An address term (isaAddress, and the "address" maker of isaEquals) is null, a
// getByName text, an int array (getByAddress(bytes)) or [host, int array] (getByAddress(host, bytes)).

import { inetErr } from './inet-view.mjs';

/** A getter's value, or {thrown: ERR} if it throws. */
function safe(f) {
  try {
    return f();
  } catch (e) {
    return { thrown: inetErr(e) };
  }
}

/** An address as {class, string, hash}, or null. */
const addressView = (y) =>
  y === null ? null : { class: y?.constructor?.name, string: y.toString(), hash: y.hashCode() };

/** Every getter, in SocketAddressOracle.view()'s order. */
export function isaView(x, given) {
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
  if (given != null) v.givenAddress = safe(() => x.getAddress() === given);
  v.hostName = safe(() => x.getHostName());
  v.stringAfter = safe(() => x.toString());
  v.hostStringAfter = safe(() => x.getHostString());
  v.addressAfter = safe(() => addressView(x.getAddress()));
  v.hashAfter = safe(() => x.hashCode());
  return v;
}

/** The InetAddress of an address term (see the top of this file). */
export function addressOf(lib, t) {
  if (t === null) return null;
  if (typeof t === 'string') return lib.InetAddress.getByName(t);
  if (t.length === 2 && Array.isArray(t[1])) return lib.InetAddress.getByAddress(t[0], t[1].slice());
  return lib.InetAddress.getByAddress(t.slice());
}

/** The InetSocketAddress of a maker [kind, ...args]. */
export function make(lib, [kind, a, b]) {
  const I = lib.InetSocketAddress;
  if (kind === 'port') return new I(a);
  if (kind === 'host') return new I(a, b);
  if (kind === 'unresolved') return I.createUnresolved(a, b);
  if (kind === 'address') return new I(addressOf(lib, a), b);
  throw new Error(`unknown maker ${kind}`);
}

const one = (x, given) => ({ isa: isaView(x, given) });

/** One function per SocketAddressOracle op (lib, args); each may throw, evaluateIsa() wraps it. */
export const ISA_OPS = {
  isaPort: (lib, [p]) => one(new lib.InetSocketAddress(p)),
  isaHost: (lib, [host, p]) => one(new lib.InetSocketAddress(host, p)),
  isaUnresolved: (lib, [host, p]) => one(lib.InetSocketAddress.createUnresolved(host, p)),
  isaAddress: (lib, [term, p]) => {
    let given;
    try {
      given = addressOf(lib, term);
    } catch (e) {
      return { addressError: inetErr(e) };
    }
    return one(new lib.InetSocketAddress(given, p), given);
  },
  isaEquals: (lib, [a, b]) => {
    const x = make(lib, a);
    const y = make(lib, b);
    return {
      equals: safe(() => x.equals(y)),
      equalsReverse: safe(() => y.equals(x)),
      hashA: safe(() => x.hashCode()),
      hashB: safe(() => y.hashCode()),
    };
  },
};

export function evaluateIsa(lib, req) {
  const op = ISA_OPS[req.op];
  try {
    if (!op) throw new Error(`unknown InetSocketAddress op: ${req.op}`);
    return op(lib, req.args);
  } catch (e) {
    return { error: inetErr(e) };
  }
}
