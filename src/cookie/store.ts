/**
 * java.net.CookieStore, and the JDK's in-memory store that a CookieManager made without one uses: its
 * cookies in a list, indexed by domain and by URI in java.util.HashMaps whose iteration order get()
 * follows (src/cookie/hashmap.ts), with the JDK's lazy clean-up of expired and removed cookies. Found by
 * asking JDK 25 (scripts/jdk/CookieOracle.java).
 */
import { NullPointerException, URISyntaxException, Uri, typeError } from '../uri';
import { HttpCookie } from './cookie';
import { domainMatches, netscapeDomainMatches } from './domain';
import { JavaHashMap } from './hashmap';
import { equalsIgnoreCase, stringHash } from './text';

/**
 * java.net.CookieStore: where a CookieManager keeps its cookies. Implement it to keep them elsewhere, and
 * pass it to `new CookieManager(store, policy)`.
 * @example `new CookieManager().getCookieStore().getCookies()` is `[]`
 */
export interface CookieStore {
  /** Stores a cookie that a response to `uri` (or to no URI: null) set, replacing an equal one. */
  add(uri: Uri | null, cookie: HttpCookie): void;
  /** The cookies that may be sent to `uri`: those whose domain matches its host, and those set by it. */
  get(uri: Uri): HttpCookie[];
  /** Every cookie that has not expired. */
  getCookies(): HttpCookie[];
  /** The URIs cookies were set by (as `http://host`). */
  getURIs(): Uri[];
  /** Removes a cookie (one equal to it); whether one was removed. */
  remove(uri: Uri | null, cookie: HttpCookie): boolean;
  /** Removes every cookie; whether there was one. */
  removeAll(): boolean;
}

/** The index of the first cookie of list equal to c (HttpCookie.equals), or -1: ArrayList.indexOf. */
const indexOf = (list: HttpCookie[], c: HttpCookie): number => list.findIndex((x) => c.equals(x));

/** Removes the first cookie of list equal to c: ArrayList.remove(Object); whether one was. */
function removeEqual(list: HttpCookie[], c: HttpCookie): boolean {
  const i = indexOf(list, c);
  if (i >= 0) list.splice(i, 1);
  return i >= 0;
}

/** A Uri argument, or a TypeError. */
function uriArgument(uri: unknown, method: string, nullable: boolean): Uri | null {
  if ((uri === null && nullable) || uri instanceof Uri) return uri;
  if (uri === null) throw new NullPointerException('uri is null');
  throw typeError(`CookieStore.${method}: uri must be a Uri${nullable ? ' or null' : ''}`, uri);
}

/** A cookie argument: null is Java's NullPointerException `cookie is null`. */
function cookieArgument(cookie: unknown, method: string): HttpCookie {
  if (cookie instanceof HttpCookie) return cookie;
  if (cookie === null) throw new NullPointerException('cookie is null');
  throw typeError(`CookieStore.${method}: cookie must be an HttpCookie`, cookie);
}

/** The URI a cookie set by uri is indexed under: `http://` and its host, or uri itself where that fails. */
function effectiveUri(uri: Uri): Uri {
  try {
    return new Uri('http', uri.getHost(), null, null, null);
  } catch (e) {
    if (e instanceof URISyntaxException) return uri;
    throw e;
  }
}

/**
 * The JDK's in-memory CookieStore (sun.net's InMemoryCookieStore, not public in Java): what
 * `new CookieManager()` keeps its cookies in.
 * @internal
 */
export class InMemoryCookieStore implements CookieStore {
  readonly #jar: HttpCookie[] = [];
  readonly #byDomain = new JavaHashMap<string, HttpCookie[]>(stringHash, (a, b) => a === b);
  readonly #byUri = new JavaHashMap<Uri, HttpCookie[]>(
    (u) => u.hashCode(),
    (a, b) => a.equals(b),
  );

  add(uri: Uri | null, cookie: HttpCookie): void {
    const c = cookieArgument(cookie, 'add');
    const u = uriArgument(uri, 'add', true);
    removeEqual(this.#jar, c);
    if (c.getMaxAge() === 0) return;
    this.#jar.push(c);
    const domain = c.getDomain();
    if (domain !== null) addIndex(this.#byDomain, domain, c);
    if (u !== null) addIndex(this.#byUri, effectiveUri(u), c);
  }

  get(uri: Uri): HttpCookie[] {
    const u = uriArgument(uri, 'get', false)!;
    const cookies: HttpCookie[] = [];
    const scheme = u.getScheme();
    const secure = scheme !== null && equalsIgnoreCase(scheme, 'https');
    const host = u.getHost();
    for (const [domain, list] of this.#byDomain.entries()) {
      const gone: HttpCookie[] = [];
      for (const c of list) {
        const v = c.getVersion();
        if (!((v === 0 && netscapeDomainMatches(domain, host)) || (v === 1 && domainMatches(domain, host)))) continue;
        if (indexOf(this.#jar, c) === -1 || c.hasExpired()) gone.push(c);
        else if ((secure || !c.getSecure()) && indexOf(cookies, c) === -1) cookies.push(c);
      }
      for (const c of gone) {
        removeEqual(list, c);
        removeEqual(this.#jar, c);
      }
    }
    const effective = effectiveUri(u);
    for (const [index, list] of this.#byUri.entries()) {
      if (index !== effective && effective.compareTo(index) !== 0) continue;
      for (let i = 0; i < list.length; i++) {
        const c = list[i]!;
        if (indexOf(this.#jar, c) === -1 || c.hasExpired()) {
          if (indexOf(this.#jar, c) !== -1) removeEqual(this.#jar, c);
          list.splice(i--, 1);
        } else if ((secure || !c.getSecure()) && indexOf(cookies, c) === -1) cookies.push(c);
      }
    }
    return cookies;
  }

  getCookies(): HttpCookie[] {
    for (let i = 0; i < this.#jar.length; i++) if (this.#jar[i]!.hasExpired()) this.#jar.splice(i--, 1);
    return this.#jar.slice();
  }

  getURIs(): Uri[] {
    for (const [uri, list] of this.#byUri.entries()) if (list.length === 0) this.#byUri.delete(uri);
    return this.#byUri.entries().map(([uri]) => uri);
  }

  remove(uri: Uri | null, cookie: HttpCookie): boolean {
    const c = cookieArgument(cookie, 'remove');
    uriArgument(uri, 'remove', true);
    return removeEqual(this.#jar, c);
  }

  removeAll(): boolean {
    if (this.#jar.length === 0) return false;
    this.#jar.length = 0;
    this.#byDomain.clear();
    this.#byUri.clear();
    return true;
  }
}

/** Puts c last in the index's list for key, an equal cookie taken out first. */
function addIndex<K>(index: JavaHashMap<K, HttpCookie[]>, key: K, c: HttpCookie): void {
  const list = index.get(key);
  if (list === undefined) index.set(key, [c]);
  else {
    removeEqual(list, c);
    list.push(c);
  }
}
