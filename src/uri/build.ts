/**
 * Parts → string, for the operations: the string of a URI that normalize, resolve, relativize or a
 * `with…` method builds from components, with its offsets (parts.ts draws them), as the JDK writes it.
 */
import { BuiltParts, type Components, type ParsedParts, type PartsInProgress, components, pathEnd } from './parts';
import { bracketHost } from './format';

/**
 * The nine components of a URI built from components (by normalize, resolve or relativize), and
 * its string, as the JDK forms them: a server-based authority is written from its host, user
 * information and port (so `h:` becomes `h`), a registry-based one as it is.
 * DEVIATION (the JDK's, in 17 and 25, with no bug filed): on such a result, the JDK's
 * getRawSchemeSpecificPart() called before toString() rebuilds the part from the decoded components
 * (`new URI("http://h/./a%2Fb?x%26y").normalize()` gives `//h/a/b?x&y`); this is always the raw
 * form, the JDK's own answer when toString() runs first.
 */
export function withStringForm(c: Components): ParsedParts {
  let string = c.scheme === null ? '' : c.scheme + ':';
  const schemeEnd = c.scheme === null ? -1 : c.scheme.length;
  let authorityStart = -1;
  let userInfoEnd = -1;
  let hostStart = -1;
  let hostEnd = -1;
  if (c.host !== null) {
    string += '//';
    authorityStart = string.length;
    if (c.userInfo !== null) {
      string += c.userInfo;
      userInfoEnd = string.length;
      string += '@';
    }
    hostStart = string.length;
    string += bracketHost(c.host);
    hostEnd = string.length;
    if (c.port !== -1) string += ':' + c.port;
  } else if (c.authority !== null) {
    string += '//';
    authorityStart = string.length;
    string += c.authority;
  }
  const pathStart = c.path === null ? -1 : string.length;
  if (c.path !== null) string += c.path;
  let queryStart = -1;
  if (c.query !== null) {
    queryStart = string.length + 1;
    string += '?' + c.query;
  }
  const sspEnd = string.length;
  if (c.fragment !== null) string += '#' + c.fragment;
  return new BuiltParts(string, c.authority, {
    schemeEnd,
    sspEnd,
    authorityStart,
    userInfoEnd,
    hostStart,
    hostEnd,
    port: c.port,
    pathStart,
    queryStart,
  });
}

/**
 * Whether p's string has its scheme and authority as withStringForm would write them from p's
 * components: no authority, a registry-based one, or a server-based one whose port is written as the
 * number (not `h:` or `h:080`, which the JDK writes `h` and `h:80`).
 */
export function writtenAsParsed(p: ParsedParts): boolean {
  if (p.authorityStart < 0) return p.pathStart === p.schemeEnd + 1;
  return p.hostStart < 0 || p.pathStart === (p.port < 0 ? p.hostEnd : p.hostEnd + 1 + String(p.port).length);
}

/**
 * A URI with base's scheme and authority, `path`, and tail's query and fragment, each as their
 * strings write them (base's string must be writtenAsParsed): the strings are spliced and the
 * offsets carried over, where withStringForm would cut out each component and join them again.
 * Fast path of withStringForm: for a base that is writtenAsParsed (and not opaque), it must give what
 * `withStringForm(components(base.scheme, base, path, tail.query, tail.fragment))` gives (the same
 * string, offsets and authority); spec/fast-paths.spec.ts holds it to that.
 */
export function spliced(base: ParsedParts, path: string, tail: ParsedParts): ParsedParts {
  const tailPathEnd = pathEnd(tail);
  const shift = base.pathStart + path.length - tailPathEnd;
  // base's offsets, then those of the query and fragment, which moved with tail's string.
  const p: PartsInProgress = new BuiltParts(
    base.input.slice(0, base.pathStart) + path + tail.input.slice(tailPathEnd),
    base.authority,
    base,
  );
  p.sspEnd = tail.sspEnd + shift;
  p.queryStart = tail.queryStart < 0 ? -1 : tail.queryStart + shift;
  return p;
}

/**
 * The relative reference that is p's string from `start` (in its path) on: the rest of the path,
 * then p's query and fragment as its string writes them; as withStringForm would build it from
 * those three components.
 * Fast path of `withStringForm(components(null, null, the rest of the path, p.query, p.fragment))`:
 * the same string and offsets; spec/fast-paths.spec.ts holds it to that.
 */
export function tailFrom(p: ParsedParts, start: number): ParsedParts {
  const queryStart = p.queryStart < 0 ? -1 : p.queryStart - start;
  return new BuiltParts(p.input.slice(start), null, { sspEnd: p.sspEnd - start, pathStart: 0, queryStart });
}

/** `p` with another path, as the JDK builds it from p's components with that path. */
export function withPath(p: ParsedParts, path: string): ParsedParts {
  return writtenAsParsed(p) ? spliced(p, path, p) : withStringForm(components(p.scheme, p, path, p.query, p.fragment));
}

/**
 * Raw components → string, and where component `name` starts in it (-1 where it is not written). An
 * empty authority is written where the path would otherwise read as one, and where `emptyAuthority`
 * asks for it.
 */
export function formatRaw(
  r: {
    scheme: string | null;
    /** Written only where the path is null (an opaque URI). */
    schemeSpecificPart: string;
    authority: string | null;
    path: string | null;
    query: string | null;
    fragment: string | null;
  },
  emptyAuthority = false,
  name = '',
): { string: string; start: number } {
  let start = -1;
  let s = r.scheme === null ? '' : r.scheme + ':';
  if (r.path === null) s += r.schemeSpecificPart;
  else {
    if (r.authority !== null || emptyAuthority || r.path.startsWith('//')) s += '//';
    if (name === 'authority' || name === 'userInfo') start = s.length;
    if (r.authority !== null) s += r.authority;
    if (name === 'path') start = s.length;
    s += r.path;
    if (name === 'query') start = s.length + 1;
    if (r.query !== null) s += '?' + r.query;
  }
  if (name === 'fragment') start = s.length + 1;
  return { string: r.fragment === null ? s : s + '#' + r.fragment, start };
}
