/**
 * The component constructors of java.net.URI: their forms (3, 4, 5 or 7 arguments), the form
 * `Uri.from` chooses by the names it is given, the checks of their arguments, and the string each
 * builds (quoted by format.ts) and parses.
 */
import { nullableArgument, portArgument, typeError } from './arguments';
import { Char } from './chars';
import { uriSyntaxError } from './errors';
import { format } from './format';
import { parse } from './parse';
import type { ParsedParts } from './parts';

/**
 * The components `Uri.from` takes, by name: those of one component constructor. A component left
 * out, null or undefined is not there (the port: -1).
 */
export type UriComponents = OpaqueComponents | AuthorityComponents | ServerComponents;

/** The components of `new Uri(scheme, ssp, fragment)`, for `Uri.from`. */
export interface OpaqueComponents {
  /** The scheme, e.g. `mailto`. */
  readonly scheme?: string | null;
  /** The scheme-specific part, decoded: quoted as the constructor quotes it. */
  readonly schemeSpecificPart: string | null;
  /** The fragment, decoded. */
  readonly fragment?: string | null;
}

/** The components of `new Uri(scheme, authority, path, query, fragment)`, for `Uri.from`. */
export interface AuthorityComponents {
  /** The scheme, e.g. `http`. */
  readonly scheme?: string | null;
  /** The authority, server- or registry-based, decoded. */
  readonly authority?: string | null;
  /** The path, decoded. */
  readonly path?: string | null;
  /** The query, decoded. */
  readonly query?: string | null;
  /** The fragment, decoded. */
  readonly fragment?: string | null;
}

/** The components of `new Uri(scheme, userInfo, host, port, path, query, fragment)`, for `Uri.from`. */
export interface ServerComponents {
  /** The scheme, e.g. `http`. */
  readonly scheme?: string | null;
  /** The user information, decoded. */
  readonly userInfo?: string | null;
  /** The host: a name, an IPv4 address, or an IPv6 address (bracketed or not). */
  readonly host?: string | null;
  /** The port, -1 for none. */
  readonly port?: number;
  /** The path, decoded. */
  readonly path?: string | null;
  /** The query, decoded. */
  readonly query?: string | null;
  /** The fragment, decoded. */
  readonly fragment?: string | null;
}

/** The arguments of each constructor, by their number. */
const FORMS: Record<number, readonly string[]> = {
  3: ['scheme', 'schemeSpecificPart', 'fragment'],
  4: ['scheme', 'host', 'path', 'fragment'],
  5: ['scheme', 'authority', 'path', 'query', 'fragment'],
  7: ['scheme', 'userInfo', 'host', 'port', 'path', 'query', 'fragment'],
};

/**
 * What `Uri.from(components)` parses: the constructor that takes the names given (see Uri.from), called
 * with them.
 */
export function parseNamed(components: UriComponents): ParsedParts {
  const proto: unknown = components === null || typeof components !== 'object' ? 0 : Object.getPrototypeOf(components);
  if (proto !== Object.prototype && proto !== null) {
    throw typeError('Uri.from: components must be a plain object', components);
  }
  // Own keys only: a key inherited from a polluted Object.prototype is no component.
  const c: Record<string, unknown> = { __proto__: null, ...(components as object) };
  let only = 7; // the constructors the keys so far allow, as bits (see forms)
  let narrowedBy = '';
  for (const key in c) {
    // The constructors that take the key, as bits: 3 arguments → 1, 5 → 2, 7 → 4.
    const forms = [3, 5, 7].reduce((bits, n, i) => (FORMS[n]!.includes(key) ? bits | (1 << i) : bits), 0);
    if (forms === 0) throw new TypeError(`Uri.from: unknown component ${key}`);
    if (c[key] === undefined || (only & forms) === only) continue;
    if ((only & forms) === 0) {
      throw new TypeError(`Uri.from: ${narrowedBy} and ${key} are components of different constructors`);
    }
    only &= forms;
    narrowedBy = key;
  }
  const names = FORMS[only === 1 ? 3 : only & 2 ? 5 : 7];
  return parseArguments(names.map((name) => (name === 'port' ? (c.port ?? -1) : c[name])));
}

/** What a component constructor parses from `args` (3, 4, 5 or 7 of them). */
export function parseArguments(args: unknown[]): ParsedParts {
  return parse(formatArguments(args), args.length === 4 || args.length === 7);
}

/**
 * The string a component constructor parses, by its number of arguments (3, 4, 5 or 7), after the
 * JDK's check that an absolute URI's path is not relative.
 */
function formatArguments(args: unknown[]): string {
  const names = FORMS[args.length];
  if (names === undefined) {
    throw new TypeError(`Uri: expected 1, 3, 4, 5 or 7 arguments, got ${args.length}`);
  }
  const c: Record<string, string | number | null> = {};
  names.forEach((name, i) => {
    c[name] = name === 'port' ? portArgument(args[i], 'Uri') : nullableArgument(args[i], name);
  });
  const s = format(c as never);
  checkPath(s, c['scheme'] as string | null, (c['path'] ?? null) as string | null);
  return s;
}

/** An absolute URI's path, when given, is empty or starts with "/". */
function checkPath(s: string, scheme: string | null, path: string | null): void {
  if (scheme !== null && path !== null && path !== '' && path.charCodeAt(0) !== Char.SLASH) {
    throw uriSyntaxError(s, 'Relative path in absolute URI');
  }
}
