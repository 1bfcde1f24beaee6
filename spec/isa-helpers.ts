// isa-helpers.ts: what spec/inet-socket-address.spec.ts and spec/peers.spec.ts share: the answer
// SocketAddressOracle gives for a row (every getter of the InetSocketAddress made, in its view()'s order, or
// the error), computed from our class, and a row's title.
import { InetAddress, InetSocketAddress } from '../src';

/** What SocketAddressOracle reports for a Throwable: a JavaScript Error's '' message is Java's null getMessage(). */
export interface Err {
  type: string;
  message: string | null;
  cause?: Err;
}
export type AddressView = { class: string; string: string; hash: number } | null;
export type Val = string | number | boolean | AddressView | { thrown: Err };
type View = Record<string, Val>;
export type Answer =
  { isa: View } | { error: Err } | { addressError: Err } | { equals: Val; equalsReverse: Val; hashA: Val; hashB: Val };
/** An address term: null, a getByName text, bytes, or [host, bytes]. */
type Term = string | null | number[] | [string | null, number[]];
type Maker = ['port', number] | ['host' | 'unresolved', string, number] | ['address', Term, number];
export interface IsaCase {
  op: 'isaHost' | 'isaUnresolved' | 'isaAddress' | 'isaPort' | 'isaEquals';
  args: unknown[];
  kind: string;
  expected: Answer;
}

function errOf(e: unknown): Err {
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

const addressView = (y: InetAddress | null): AddressView =>
  y === null ? null : { class: y.constructor.name, string: y.toString(), hash: y.hashCode() };

/** Every getter, in SocketAddressOracle.view()'s order: getHostString() before toString(), getHostName() last. */
function view(x: InetSocketAddress, given: InetAddress | null): View {
  const v: View = {
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
}

function addressOf(t: Term): InetAddress | null {
  if (t === null) return null;
  if (typeof t === 'string') return InetAddress.getByName(t);
  if (t.length === 2 && Array.isArray(t[1])) return InetAddress.getByAddress(t[0] as string | null, t[1].slice());
  return InetAddress.getByAddress((t as number[]).slice());
}

function make(m: Maker): InetSocketAddress {
  switch (m[0]) {
    case 'port':
      return new InetSocketAddress(m[1]);
    case 'host':
      return new InetSocketAddress(m[1], m[2]);
    case 'unresolved':
      return InetSocketAddress.createUnresolved(m[1], m[2]);
    case 'address':
      return new InetSocketAddress(addressOf(m[1]), m[2]);
  }
}

/** The answer SocketAddressOracle gives for the row, computed from our class. */
export function isaAnswer(c: IsaCase): Answer {
  const [a, b] = c.args;
  let given: InetAddress | null = null;
  if (c.op === 'isaAddress') {
    try {
      given = addressOf(a as Term);
    } catch (e) {
      return { addressError: errOf(e) };
    }
  }
  try {
    switch (c.op) {
      case 'isaHost':
        return { isa: view(new InetSocketAddress(a as string, b as number), null) };
      case 'isaUnresolved':
        return { isa: view(InetSocketAddress.createUnresolved(a as string, b as number), null) };
      case 'isaAddress':
        return { isa: view(new InetSocketAddress(given, b as number), given) };
      case 'isaPort':
        return { isa: view(new InetSocketAddress(a as number), null) };
      case 'isaEquals': {
        const x = make(a as Maker);
        const y = make(b as Maker);
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
}

/** The call as a title: the op and its arguments as ASCII JSON, cut to about 90 chars. */
export function titled(c: IsaCase): string {
  const args = JSON.stringify(c.args).replace(
    /[\u007f-\uffff]/g,
    (ch) => '\\u' + ch.charCodeAt(0).toString(16).padStart(4, '0'),
  );
  const s = `${c.op}(${args.slice(1, -1)})`;
  return s.length > 90 ? s.slice(0, 87) + '...' : s;
}
