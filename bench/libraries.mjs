/**
 * The libraries under comparison, each behind the same small interface. Every operation takes
 * strings, parses them as the library does, and returns something that depends on the whole result
 * (so that nothing can be optimized away). An operation a library does not have is null.
 *
 * An operation made with `withPrepared` has its first argument made from the string before the
 * timing (the context of `urlContext`: an object the program already holds), so that only the
 * operation is timed.
 */
import fastUri from 'fast-uri';
import RelateUrl from 'relateurl';
import * as uriJs from 'uri-js';
import URIjs from 'urijs';
import UrlParse from 'url-parse';
import { URI as VsUri } from 'vscode-uri';
import { JavaURL, Uri } from '../dist/index.mjs';

/** The length of a string, or 0 for null and undefined: folds a getter's result into a number. */
const len = (s) => (s == null ? 0 : String(s).length);

/** `op`, with `prepare` to make its first argument from the input's string before the timing. */
const withPrepared = (prepare, op) => Object.assign(op, { prepare });

/** Equals and both hash codes, always all three (no short cut when equals is false): 0 to 3. */
const equalsAndHashes = (x, y) => (x.equals(y) ? 1 : 0) + (x.hashCode() === y.hashCode() ? 2 : 0);

export const javaUri = {
  name: 'java-uri',
  parse: (s) => new Uri(s),
  canParse: (s) => Uri.canParse(s),
  toString: (s) => new Uri(s).toString(),
  getters(s) {
    const u = new Uri(s);
    return (
      len(u.getScheme()) +
      len(u.getRawSchemeSpecificPart()) +
      len(u.getSchemeSpecificPart()) +
      len(u.getRawAuthority()) +
      len(u.getAuthority()) +
      len(u.getRawUserInfo()) +
      len(u.getUserInfo()) +
      len(u.getHost()) +
      u.getPort() +
      len(u.getRawPath()) +
      len(u.getPath()) +
      len(u.getRawQuery()) +
      len(u.getQuery()) +
      len(u.getRawFragment()) +
      len(u.getFragment())
    );
  },
  resolve: (base, ref) => new Uri(base).resolve(ref).toString(),
  relativize: (base, target) => new Uri(base).relativize(new Uri(target)).toString(),
  relativizeLink: (base, target) => new Uri(base).relativize(new Uri(target), { dotSegments: true }).toString(),
  normalize: (s) => new Uri(s).normalize().toString(),
  equalsHash(a, b) {
    const x = new Uri(a);
    const y = new Uri(b);
    return x.equals(y) && x.hashCode() === y.hashCode();
  },
  urlParse: (s) => new Uri(s),
  urlContext: withPrepared(
    (s) => new Uri(s),
    (context, spec) => context.resolve(spec),
  ),
  urlEqualsHash: (a, b) => equalsAndHashes(new Uri(a), new Uri(b)),
};

/** java-uri's java.net.URL. */
export const javaURL = {
  name: 'JavaURL',
  urlParse: (s) => new JavaURL(s),
  urlContext: withPrepared(
    (s) => new JavaURL(s),
    (context, spec) => new JavaURL(context, spec),
  ),
  urlEqualsHash: (a, b) => equalsAndHashes(new JavaURL(a), new JavaURL(b)),
};

export const whatwgUrl = {
  name: 'URL (built in)',
  parse: (s) => new URL(s),
  canParse: (s) => URL.canParse(s),
  toString: (s) => new URL(s).href,
  getters(s) {
    const u = new URL(s);
    return (
      len(u.protocol) +
      len(u.username) +
      len(u.password) +
      len(u.host) +
      len(u.hostname) +
      len(u.port) +
      len(u.pathname) +
      len(u.search) +
      len(u.hash) +
      len(u.origin)
    );
  },
  resolve: (base, ref) => new URL(ref, base).href,
  relativize: null,
  relativizeLink: null,
  normalize: (s) => new URL(s).href,
  equalsHash: (a, b) => new URL(a).href === new URL(b).href,
  urlParse: (s) => new URL(s),
  // URL takes its base as a string: a URL object is turned back into its href and parsed again.
  urlContext: withPrepared(
    (s) => new URL(s),
    (context, spec) => new URL(spec, context),
  ),
  urlEqualsHash: (a, b) => new URL(a).href === new URL(b).href,
};

/** fast-uri and uri-js share one API: parse, serialize, resolve, normalize and equal on strings. */
function componentParser(name, lib) {
  return {
    name,
    parse: (s) => lib.parse(s),
    toString: (s) => lib.serialize(lib.parse(s)),
    getters(s) {
      const u = lib.parse(s);
      return len(u.scheme) + len(u.userinfo) + len(u.host) + len(u.port) + len(u.path) + len(u.query) + len(u.fragment);
    },
    resolve: (base, ref) => lib.resolve(base, ref),
    relativize: null,
    relativizeLink: null,
    normalize: (s) => lib.normalize(s),
    equalsHash: (a, b) => lib.equal(a, b),
  };
}

export const fastUriLib = componentParser('fast-uri', fastUri);
export const uriJsLib = componentParser('uri-js', uriJs);

export const urijsLib = {
  name: 'URI.js (urijs)',
  parse: (s) => new URIjs(s),
  toString: (s) => new URIjs(s).toString(),
  getters(s) {
    const u = new URIjs(s);
    return (
      len(u.protocol()) +
      len(u.username()) +
      len(u.password()) +
      len(u.hostname()) +
      len(u.port()) +
      len(u.path()) +
      len(u.path(true)) +
      len(u.query()) +
      len(u.fragment())
    );
  },
  resolve: (base, ref) => new URIjs(ref).absoluteTo(base).toString(),
  relativize: (base, target) => new URIjs(target).relativeTo(base).toString(),
  relativizeLink: (base, target) => new URIjs(target).relativeTo(base).toString(),
  normalize: (s) => new URIjs(s).normalize().toString(),
  equalsHash: (a, b) => new URIjs(a).equals(b),
};

export const urlParseLib = {
  name: 'url-parse',
  parse: (s) => new UrlParse(s),
  toString: (s) => new UrlParse(s).toString(),
  getters(s) {
    const u = new UrlParse(s);
    return (
      len(u.protocol) +
      len(u.username) +
      len(u.password) +
      len(u.host) +
      len(u.hostname) +
      len(u.port) +
      len(u.pathname) +
      len(u.query) +
      len(u.hash)
    );
  },
  resolve: (base, ref) => new UrlParse(ref, base).toString(),
  relativize: null,
  relativizeLink: null,
  normalize: null,
  equalsHash: null,
};

export const vscodeUri = {
  name: 'vscode-uri',
  parse: (s) => VsUri.parse(s),
  toString: (s) => VsUri.parse(s).toString(),
  getters(s) {
    const u = VsUri.parse(s);
    return len(u.scheme) + len(u.authority) + len(u.path) + len(u.query) + len(u.fragment);
  },
  resolve: null,
  relativize: null,
  relativizeLink: null,
  normalize: null,
  equalsHash: null,
};

/**
 * relateurl (html-minifier-terser's `minifyURLs` engine) relativizes links only: `relate(from, to)`
 * with its default options.
 */
export const relateUrl = {
  name: 'relateurl',
  parse: null,
  toString: null,
  getters: null,
  resolve: null,
  relativize: null,
  relativizeLink: (base, target) => RelateUrl.relate(base, target),
  normalize: null,
  equalsHash: null,
};

/** In the order of the table's columns; URL is the baseline of the ratios. */
export const LIBRARIES = [javaUri, whatwgUrl, fastUriLib, uriJsLib, urijsLib, urlParseLib, vscodeUri, relateUrl];

/** The columns of the java.net.URL table (beside java.net.URL on the JDK); URL is the baseline of the ratios. */
export const URL_LIBRARIES = [javaURL, javaUri, whatwgUrl];
