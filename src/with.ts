/**
 * The `with…` operations (beyond Java): a URI's string rebuilt with one component replaced. The new
 * value is decoded text, quoted as the component constructors quote it; every other component keeps
 * its raw form, so nothing else is re-encoded.
 */
import { PATH, URIC, USERINFO } from './chars';
import { IllegalArgumentException, uriSyntaxError } from './errors';
import { quote } from './escape';
import { bracketHost, formatSchemeSpecificPart } from './format';
import type { Parts } from './parts';

/** A component that a `with…` method replaces, with its new decoded value (null removes it). */
export type Change =
  | {
      name: 'scheme' | 'schemeSpecificPart' | 'userInfo' | 'host' | 'path' | 'query' | 'fragment';
      value: string | null;
    }
  | { name: 'port'; value: number };

/** The rebuilt string, whether its authority must be server-based, and the raw value the change must read back as. */
export interface Rebuilt {
  readonly string: string;
  readonly server: boolean;
  readonly expected: string | number | null;
}

/** Rebuilds `p` with `change` applied; throws IllegalArgumentException when the URI has no place for it. */
export function rebuild(p: Parts, change: Change): Rebuilt {
  const opaque = p.path === null;
  let { scheme, schemeSpecificPart, authority, userInfo, host, port, path, query, fragment } = p;
  let expected: string | number | null;
  let server = host !== null;
  const refuse = (why: string): never => {
    throw new IllegalArgumentException(`Cannot set the ${change.name} of ${formatRaw(p)}: ${why}`);
  };
  switch (change.name) {
    case 'scheme':
      expected = scheme = change.value;
      if (opaque && scheme === null) refuse('an opaque URI needs a scheme');
      break;
    case 'schemeSpecificPart':
      if (change.value === null) return refuse('a URI always has a scheme-specific part');
      expected = schemeSpecificPart = formatSchemeSpecificPart(change.value);
      path = null;
      break;
    case 'fragment':
      expected = fragment = change.value === null ? null : quote(change.value, URIC);
      break;
    case 'userInfo':
      if (host === null) return refuse('it has no server-based authority');
      expected = userInfo = change.value === null ? null : quote(change.value, USERINFO);
      authority = serverAuthority(userInfo, host, port);
      break;
    case 'port':
      if (host === null) return refuse('it has no server-based authority');
      expected = port = change.value;
      authority = serverAuthority(userInfo, host, port);
      break;
    default:
      if (opaque) return refuse('an opaque URI has no ' + change.name);
      if (change.name === 'host') {
        if (change.value === null) {
          expected = authority = null;
          server = false;
        } else {
          expected = host = bracketHost(change.value);
          authority = server ? serverAuthority(userInfo, host, port) : host;
          server = true;
        }
      } else if (change.name === 'path') {
        if (change.value === null) return refuse('a hierarchical URI always has a path');
        expected = path = quote(change.value, PATH);
        if (scheme !== null && path !== '' && !path.startsWith('/')) {
          throw uriSyntaxError(
            formatRaw({ scheme, schemeSpecificPart, authority, path, query, fragment }),
            'Relative path in absolute URI',
          );
        }
      } else {
        expected = query = change.value === null ? null : quote(change.value, URIC);
      }
  }
  const string = formatRaw({ scheme, schemeSpecificPart, authority, path, query, fragment });
  return { string, server, expected };
}

function serverAuthority(userInfo: string | null, host: string, port: number): string {
  return (userInfo === null ? '' : userInfo + '@') + host + (port === -1 ? '' : ':' + port);
}

/** Raw components → string; an empty authority is kept where the path would otherwise read as one. */
function formatRaw(
  r: Pick<Parts, 'scheme' | 'schemeSpecificPart' | 'authority' | 'path' | 'query' | 'fragment'>,
): string {
  let s = r.scheme === null ? '' : r.scheme + ':';
  if (r.path === null) s += r.schemeSpecificPart;
  else {
    if (r.authority !== null) s += '//' + r.authority;
    else if (r.path.startsWith('//')) s += '//';
    s += r.path;
    if (r.query !== null) s += '?' + r.query;
  }
  return r.fragment === null ? s : s + '#' + r.fragment;
}
