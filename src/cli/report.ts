/** What the CLI prints: the components of a parsed URI (as text or JSON) and syntax errors with a caret. */
import { URISyntaxException } from '../errors';
import type { Uri } from '../uri';

/** The components of `uri` as the JSON object `parse --json` prints. */
export function components(uri: Uri): Record<string, string | number | boolean | null> {
  const authorityKind = uri.getRawAuthority() === null ? null : uri.getHost() === null ? 'registry' : 'server';
  return {
    uri: uri.toString(),
    scheme: uri.getScheme(),
    schemeSpecificPart: uri.getSchemeSpecificPart(),
    rawSchemeSpecificPart: uri.getRawSchemeSpecificPart(),
    authority: uri.getAuthority(),
    rawAuthority: uri.getRawAuthority(),
    authorityKind,
    userInfo: uri.getUserInfo(),
    rawUserInfo: uri.getRawUserInfo(),
    host: uri.getHost(),
    port: uri.getPort(),
    path: uri.getPath(),
    rawPath: uri.getRawPath(),
    query: uri.getQuery(),
    rawQuery: uri.getRawQuery(),
    fragment: uri.getFragment(),
    rawFragment: uri.getRawFragment(),
    absolute: uri.isAbsolute(),
    opaque: uri.isOpaque(),
  };
}

/** The nine components as aligned text lines; a decoded form is shown where it differs from the raw one. */
export function componentLines(uri: Uri): string[] {
  const c = components(uri);
  const show = (raw: unknown, decoded: unknown = raw): string => {
    if (raw === null) return '(undefined)';
    return raw === decoded ? String(raw) : `${String(raw)}  (decoded: ${String(decoded)})`;
  };
  const kind = c['authorityKind'] === null ? '' : `  (${String(c['authorityKind'])}-based)`;
  const rows: [string, string][] = [
    ['scheme', show(c['scheme'])],
    ['scheme-specific part', show(c['rawSchemeSpecificPart'], c['schemeSpecificPart'])],
    ['authority', show(c['rawAuthority'], c['authority']) + kind],
    ['user info', show(c['rawUserInfo'], c['userInfo'])],
    ['host', show(c['host'])],
    ['port', String(c['port'])],
    ['path', show(c['rawPath'], c['path'])],
    ['query', show(c['rawQuery'], c['query'])],
    ['fragment', show(c['rawFragment'], c['fragment'])],
    ['absolute', String(c['absolute'])],
    ['opaque', String(c['opaque'])],
  ];
  return rows.map(([name, value]) => `${name.padEnd(22)}${value}`);
}

/**
 * The JDK's message, then the input with a caret under the index (when there is one):
 *   Illegal character in path at index 1: a b
 *     a b
 *      ^
 */
export function syntaxErrorLines(e: URISyntaxException): string[] {
  const lines = [e.message];
  const input = e.getInput();
  if (e.getIndex() >= 0 && !input.includes('\n') && !input.includes('\r')) {
    lines.push('  ' + input, '  ' + ' '.repeat(e.getIndex()) + '^');
  }
  return lines;
}
