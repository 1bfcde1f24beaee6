// cookie-helpers.ts: what spec/cookie.spec.ts and spec/cookie-manager.spec.ts share: a cookie's view with
// every getter in CookieOracle.view()'s order, and an answer or the error it threw, as the oracle writes them.
import type { HttpCookie } from '../src';

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
