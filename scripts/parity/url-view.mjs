// url-view.mjs: computes, from our library, the answers UrlOracle.java gives from java.net.URL, with
// identical field names, so both sides compare with a plain deep-equal. The library module
// ({JavaURL, Uri, …}) is passed in, never imported here.
//
//   evaluateUrl(lib, {op: 'url', args: [spec]})  ->  {url: VIEW} | {error: ERR} | {contextError: ERR}
//
// The ops are UrlOracle's: url, urlContext, url4, url3, of, equals. ERR is view.mjs's err(): a thrown
// URISyntaxException with reason, index and input, anything else with its class name (our
// NullPointerException is a TypeError subclass named as the JVM's), message and cause.

import { err, safe } from './view.mjs';

/** Every getter, the strings, hashCode, and toURI as its string or {error: ERR}: UrlOracle.view(). */
export function urlView(lib, u) {
  const g = (f) => safe(lib, f);
  let uri;
  try {
    uri = u.toURI().toString();
  } catch (e) {
    uri = { error: err(lib, e) };
  }
  return {
    protocol: g(() => u.getProtocol()),
    authority: g(() => u.getAuthority()),
    userInfo: g(() => u.getUserInfo()),
    host: g(() => u.getHost()),
    port: g(() => u.getPort()),
    defaultPort: g(() => u.getDefaultPort()),
    path: g(() => u.getPath()),
    query: g(() => u.getQuery()),
    file: g(() => u.getFile()),
    ref: g(() => u.getRef()),
    externalForm: g(() => u.toExternalForm()),
    string: g(() => u.toString()),
    hash: g(() => u.hashCode()),
    toURI: uri,
  };
}

/** One function per UrlOracle op; each may throw, evaluateUrl() wraps it. */
export const URL_OPS = {
  url: (lib, [spec]) => ({ url: urlView(lib, new lib.JavaURL(spec)) }),
  urlContext: (lib, [context, spec]) => {
    let c;
    try {
      c = context === null ? null : new lib.JavaURL(context);
    } catch (e) {
      return { contextError: err(lib, e) };
    }
    return { url: urlView(lib, new lib.JavaURL(c, spec)) };
  },
  url4: (lib, [protocol, host, port, file]) => ({ url: urlView(lib, new lib.JavaURL(protocol, host, port, file)) }),
  url3: (lib, [protocol, host, file]) => ({ url: urlView(lib, new lib.JavaURL(protocol, host, file)) }),
  // The JDK's `new URI(s)` comes first: its URISyntaxException is our `new Uri(s)`'s.
  of: (lib, [s]) => ({ url: urlView(lib, lib.JavaURL.of(new lib.Uri(s))) }),
  equals: (lib, [a, b]) => {
    const x = new lib.JavaURL(a);
    const y = new lib.JavaURL(b);
    const g = (f) => safe(lib, f);
    return {
      equals: g(() => x.equals(y)),
      equalsReverse: g(() => y.equals(x)),
      sameFile: g(() => x.sameFile(y)),
      sameFileReverse: g(() => y.sameFile(x)),
      hashA: g(() => x.hashCode()),
      hashB: g(() => y.hashCode()),
    };
  },
};

export function evaluateUrl(lib, req) {
  const op = URL_OPS[req.op];
  try {
    if (!op) throw new Error(`unknown URL op: ${req.op}`);
    return op(lib, req.args);
  } catch (e) {
    return { error: err(lib, e) };
  }
}
