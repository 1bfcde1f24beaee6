/**
 * java.net.CookieManager: stores the cookies of responses (put) and gives the Cookie header of a request
 * (get), with a CookiePolicy and a CookieStore, as JDK 25 answers (scripts/jdk/CookieOracle.java).
 */
import { IllegalArgumentException, NullPointerException, Uri, typeError } from '../uri';
import { HttpCookie } from './cookie';
import { CookiePolicy } from './policy';
import { type CookieStore, InMemoryCookieStore } from './store';
import { equalsIgnoreCase, parseJavaInteger } from './text';

/** Java's `Map<String, List<String>>` as the methods take it: a Map, or a plain object, of string arrays. */
export type HeaderMap =
  ReadonlyMap<string | null, readonly string[] | null> | Readonly<Record<string, readonly string[] | null>>;

/** The entries of a header map argument, or the IllegalArgumentException for null. */
function headerEntries(headers: unknown, method: string): [string | null, readonly string[] | null][] {
  if (headers instanceof Map) return [...(headers as Map<string | null, readonly string[] | null>)];
  if (typeof headers !== 'object' || headers === null || Array.isArray(headers))
    throw typeError(`CookieManager.${method}: the headers must be a Map or an object of string arrays`, headers);
  return Object.entries(headers as Record<string, readonly string[] | null>);
}

/** The port of uri, or the scheme's default: 443 for `https` (exactly), else 80. */
function portOf(uri: Uri): number {
  const port = uri.getPort();
  return port !== -1 ? port : uri.getScheme() === 'https' ? 443 : 80;
}

/**
 * Whether port is in a Port attribute's comma-separated list: each item read as Integer.parseInt (an item
 * that is not a number skipped); the list is read up to a comma that starts it or follows another.
 */
function inPortList(list: string, port: number): boolean {
  let rest = list;
  for (let comma = rest.indexOf(','); comma > 0; comma = rest.indexOf(',')) {
    if (parseJavaInteger(rest.slice(0, comma), 32) === BigInt(port)) return true;
    rest = rest.slice(comma + 1);
  }
  return rest.length > 0 && parseJavaInteger(rest, 32) === BigInt(port);
}

/** Whether a cookie's path applies to the request path: the same (both null included), or a prefix of it. */
const pathMatches = (path: string, cookiePath: string | null): boolean =>
  cookiePath !== null && path.startsWith(cookiePath);

/**
 * java.net.CookieManager: a cookie handler that stores the cookies of HTTP responses (`put`) in a
 * CookieStore, by a CookiePolicy, and gives the `Cookie` header of a request (`get`).
 * @example
 * ```ts
 * const m = new CookieManager();
 * m.put(new Uri('http://example.com/a/b'), { 'Set-Cookie': ['id=1'] });
 * m.get(new Uri('http://example.com/a/c'), {}).get('Cookie'); // ['id=1']
 * ```
 */
export class CookieManager {
  #policy: CookiePolicy;
  readonly #store: CookieStore;

  /**
   * `new CookieManager()`: the in-memory store and CookiePolicy.ACCEPT_ORIGINAL_SERVER; or with a store
   * and a policy of your own (null for the defaults).
   * @example `new CookieManager(null, CookiePolicy.ACCEPT_ALL)`
   */
  constructor(store: CookieStore | null = null, cookiePolicy: CookiePolicy | null = null) {
    if (store !== null && typeof store !== 'object')
      throw typeError('CookieManager: store must be a CookieStore or null', store);
    if (cookiePolicy !== null && typeof cookiePolicy !== 'object')
      throw typeError('CookieManager: cookiePolicy must be a CookiePolicy or null', cookiePolicy);
    this.#policy = cookiePolicy ?? CookiePolicy.ACCEPT_ORIGINAL_SERVER;
    this.#store = store ?? new InMemoryCookieStore();
  }

  /** setCookiePolicy: the policy from now on; null leaves it as it is. @example `m.setCookiePolicy(CookiePolicy.ACCEPT_NONE)` */
  setCookiePolicy(cookiePolicy: CookiePolicy | null): void {
    if (cookiePolicy !== null && typeof cookiePolicy !== 'object')
      throw typeError('CookieManager.setCookiePolicy: cookiePolicy must be a CookiePolicy or null', cookiePolicy);
    if (cookiePolicy !== null) this.#policy = cookiePolicy;
  }

  /** getCookieStore: the store. @example `m.getCookieStore().removeAll()` */
  getCookieStore(): CookieStore {
    return this.#store;
  }

  /**
   * get: the request headers' cookie part for uri, `Map { 'Cookie' => [...] }`: the cookies of the store
   * for uri whose path is a prefix of uri's path (`/` for none), not Secure unless uri is https, not
   * HttpOnly unless http or https, and whose port list (if any) has uri's port; longest path first, then
   * oldest first (then in the store's order). Each is written as HttpCookie.toString(), after `$Version="1"`
   * when the first is a version-1 cookie.
   * @example `m.get(new Uri('https://example.com/'), new Map()).get('Cookie')` is `['$Version="1"', 'a="b";$Path="/"', …]`
   * @throws IllegalArgumentException `Argument is null`
   */
  get(uri: Uri, requestHeaders: HeaderMap): Map<string, string[]> {
    if (uri === null || requestHeaders === null) throw new IllegalArgumentException('Argument is null');
    if (!(uri instanceof Uri)) throw typeError('CookieManager.get: uri must be a Uri', uri);
    headerEntries(requestHeaders, 'get');
    const scheme = uri.getScheme();
    const secure = scheme !== null && equalsIgnoreCase(scheme, 'https');
    const web = secure || (scheme !== null && equalsIgnoreCase(scheme, 'http'));
    const path = uri.getPath() || '/';
    const cookies: HttpCookie[] = [];
    for (const c of this.#store.get(uri)) {
      if (!pathMatches(path, c.getPath()) || (!secure && c.getSecure())) continue;
      if (c.isHttpOnly() && !web) continue;
      const ports = c.getPortlist();
      if (ports === null || ports === '' || inPortList(ports, portOf(uri))) cookies.push(c);
    }
    // A stable sort: longer paths first, then older cookies first.
    cookies.sort(
      (a, b) =>
        (b.getPath()?.length ?? 0) - (a.getPath()?.length ?? 0) ||
        HttpCookie.creationTime(a) - HttpCookie.creationTime(b),
    );
    const header: string[] = [];
    if (cookies.length > 0 && cookies[0]!.getVersion() > 0) header.push('$Version="1"');
    for (const c of cookies) header.push(c.toString());
    return new Map([['Cookie', header]]);
  }

  /**
   * put: stores the cookies of the response headers `Set-Cookie` and `Set-Cookie2` (any case) that the
   * policy accepts; a header that does not parse is skipped. A cookie without a path gets uri's directory
   * (its path up to its last `/`); without a domain, uri's host (+ `.local` when it has no dot); with an empty
   * Port, uri's port; one whose port list lacks uri's port is not stored.
   * @example `m.put(new Uri('http://example.com/a/b'), new Map([['Set-Cookie', ['id=1']]]))`
   * @throws IllegalArgumentException `Argument is null`
   */
  put(uri: Uri, responseHeaders: HeaderMap): void {
    if (uri === null || responseHeaders === null) throw new IllegalArgumentException('Argument is null');
    if (!(uri instanceof Uri)) throw typeError('CookieManager.put: uri must be a Uri', uri);
    for (const [key, values] of headerEntries(responseHeaders, 'put')) {
      if (key === null || !(equalsIgnoreCase(key, 'Set-Cookie2') || equalsIgnoreCase(key, 'Set-Cookie'))) continue;
      if (values === null)
        throw new NullPointerException(
          `Cannot invoke "java.util.List.iterator()" because the return value of "java.util.Map.get(Object)" is null`,
        );
      for (const value of values) {
        let cookies: HttpCookie[];
        try {
          cookies = HttpCookie.parse(value);
        } catch (e) {
          if (e instanceof IllegalArgumentException) continue;
          throw e;
        }
        for (const c of cookies) this.#store1(uri, c);
      }
    }
  }

  /** Completes a cookie of a response to uri and stores it if the policy accepts it. */
  #store1(uri: Uri, c: HttpCookie): void {
    if (c.getPath() === null) {
      let path = uri.getPath();
      if (path === null)
        throw new NullPointerException(`Cannot invoke "String.endsWith(String)" because "path" is null`);
      if (!path.endsWith('/')) {
        const slash = path.lastIndexOf('/');
        path = slash > 0 ? path.slice(0, slash + 1) : '/';
      }
      c.setPath(path);
    }
    if (c.getDomain() === null) {
      const host = uri.getHost();
      c.setDomain(host !== null && !host.includes('.') ? host + '.local' : host);
    }
    const ports = c.getPortlist();
    if (ports !== null) {
      const port = portOf(uri);
      if (ports === '') c.setPortlist(String(port));
      else if (!inPortList(ports, port)) return;
    }
    if (this.#accepts(uri, c)) this.#store.add(uri, c);
  }

  /** The policy's answer, false where it throws. */
  #accepts(uri: Uri, c: HttpCookie): boolean {
    try {
      return this.#policy.shouldAccept(uri, c);
    } catch {
      return false;
    }
  }
}
