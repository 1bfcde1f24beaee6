/** java.net.CookiePolicy: which cookies a CookieManager accepts, with the JDK's three policies. */
import type { Uri } from '../uri';
import type { HttpCookie } from './cookie';
import { domainMatches } from './domain';

/**
 * java.net.CookiePolicy: decides whether a CookieManager stores a cookie that a response to `uri` set.
 * Implement it for a policy of your own, or use one of the JDK's three.
 * @example `new CookieManager(null, CookiePolicy.ACCEPT_ALL)`
 */
export interface CookiePolicy {
  /** Whether to accept the cookie. */
  shouldAccept(uri: Uri | null, cookie: HttpCookie | null): boolean;
}

/** The JDK's three policies, as CookiePolicy's static fields. */
export const CookiePolicy: {
  /** ACCEPT_ALL: accepts every cookie. @example `CookiePolicy.ACCEPT_ALL.shouldAccept(uri, cookie) === true` */
  readonly ACCEPT_ALL: CookiePolicy;
  /** ACCEPT_NONE: accepts no cookie. @example `CookiePolicy.ACCEPT_NONE.shouldAccept(uri, cookie) === false` */
  readonly ACCEPT_NONE: CookiePolicy;
  /**
   * ACCEPT_ORIGINAL_SERVER (a CookieManager's default): accepts a cookie whose domain domain-matches the
   * URI's host (HttpCookie.domainMatches); false for a null URI or cookie.
   * @example for `http://a.example.com/`, a cookie of domain `.example.com` is accepted, one of `x.org` not
   */
  readonly ACCEPT_ORIGINAL_SERVER: CookiePolicy;
} = /* @__PURE__ */ (() =>
  Object.freeze({
    ACCEPT_ALL: Object.freeze({ shouldAccept: () => true }),
    ACCEPT_NONE: Object.freeze({ shouldAccept: () => false }),
    ACCEPT_ORIGINAL_SERVER: Object.freeze({
      shouldAccept: (uri: Uri | null, cookie: HttpCookie | null) =>
        uri !== null && cookie !== null && domainMatches(cookie.getDomain(), uri.getHost()),
    }),
  }))();
