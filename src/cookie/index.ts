/**
 * java.net's cookie classes: HttpCookie, CookieManager, CookiePolicy and CookieStore (the JDK's in-memory
 * one inside CookieManager), exported from the package's main entry; an app that uses only HttpCookie
 * bundles no Uri.
 */
export { HttpCookie } from './cookie';
export { CookieManager, type HeaderMap } from './manager';
export { CookiePolicy } from './policy';
export type { CookieStore } from './store';
