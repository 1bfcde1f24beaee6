/**
 * The components of a URI, as the parser leaves them and the operations read them. A parsed URI's
 * components are offsets into its string, cut out only when asked for: parsing allocates one small
 * object and no substrings.
 */

/** The components of a URI as written (raw), as java.net.URI keeps them. */
export interface Components {
  readonly scheme: string | null;
  readonly authority: string | null;
  readonly userInfo: string | null;
  readonly host: string | null;
  /** -1 when undefined. */
  readonly port: number;
  /** null exactly when the URI is opaque. */
  readonly path: string | null;
  readonly query: string | null;
  readonly fragment: string | null;
}

/** The nine components: the raw scheme-specific part too. */
export interface Parts extends Components {
  /** Everything between the scheme's ":" and the "#" (for a parsed URI, exactly as written). */
  readonly schemeSpecificPart: string;
}

/**
 * The offsets of a URI's components in its string, drawn once here. An offset of -1 marks an
 * undefined component. For `s://u@h:8/p?q#f` (the second line: each index, less 10 from 10 on):
 *
 *     s : / / u @ h : 8 / p ? q # f
 *     0 1 2 3 4 5 6 7 8 9 0 1 2 3 4
 *       |     | | | |   |     | '- sspEnd: the "#" before the fragment, or the string's length
 *       |     | | | |   |     '- queryStart: after the "?" (the path ends at queryStart - 1)
 *       |     | | | |   '- pathStart: where the path starts and the authority ends
 *       |     | | | '- hostEnd (then ":" and the port, whose value is `port`)
 *       |     | | '- hostStart (-1 for a registry-based authority)
 *       |     | '- userInfoEnd: the "@" after the user information
 *       |     '- authorityStart: after "//"
 *       '- schemeEnd: the ":" after the scheme (the scheme starts at 0)
 *
 * An opaque URI (`mailto:a@b`) has only schemeEnd and sspEnd; its pathStart is -1. A path with no
 * authority may follow an empty one (`file:////x`: pathStart is schemeEnd + 3). {@link checkOffsets}
 * states every rule the offsets keep.
 */
export interface Offsets {
  readonly schemeEnd: number;
  readonly sspEnd: number;
  readonly authorityStart: number;
  readonly userInfoEnd: number;
  readonly hostStart: number;
  readonly hostEnd: number;
  /** The port's value (not an offset), -1 when undefined. */
  readonly port: number;
  readonly pathStart: number;
  readonly queryStart: number;
}

/**
 * The components of a parsed string, as offsets into it (see {@link Offsets}). They are read-only:
 * the parser fills a new ParsedParts through {@link PartsInProgress} and, once it returns, nothing
 * changes them; an operation builds a {@link BuiltParts}.
 */
export class ParsedParts implements Parts, Offsets {
  // `declare`d fields, set by the constructor: a field with an initializer would be defined twice.
  declare readonly schemeEnd: number;
  /** The index of the "#" before the fragment, or the length of the input. */
  declare readonly sspEnd: number;
  declare readonly authorityStart: number;
  declare readonly userInfoEnd: number;
  declare readonly hostStart: number;
  declare readonly hostEnd: number;
  declare readonly port: number;
  declare readonly pathStart: number;
  declare readonly queryStart: number;
  /** The string parsed. */
  declare readonly input: string;

  /**
   * The parts of `input` at `offsets`, by name: each one left out is -1 (undefined), sspEnd the
   * string's length. The parser starts from none and sets them as it reads (see PartsInProgress);
   * an operation gives them all at once (see BuiltParts).
   * @example new ParsedParts('b?q', { pathStart: 0, queryStart: 2 }).query === 'q'
   */
  constructor(input: string, offsets: Partial<Offsets> = NONE) {
    this.input = input;
    this.schemeEnd = offsets.schemeEnd ?? -1;
    this.sspEnd = offsets.sspEnd ?? input.length;
    this.authorityStart = offsets.authorityStart ?? -1;
    this.userInfoEnd = offsets.userInfoEnd ?? -1;
    this.hostStart = offsets.hostStart ?? -1;
    this.hostEnd = offsets.hostEnd ?? -1;
    this.port = offsets.port ?? -1;
    this.pathStart = offsets.pathStart ?? -1;
    this.queryStart = offsets.queryStart ?? -1;
  }

  get scheme(): string | null {
    return cut(this, schemeStart(this), this.schemeEnd);
  }

  get schemeSpecificPart(): string {
    return this.input.slice(this.schemeEnd + 1, this.sspEnd);
  }

  get authority(): string | null {
    return cut(this, this.authorityStart, this.pathStart);
  }

  get userInfo(): string | null {
    return cut(this, userInfoStart(this), this.userInfoEnd);
  }

  get host(): string | null {
    return cut(this, this.hostStart, this.hostEnd);
  }

  get path(): string | null {
    return cut(this, this.pathStart, pathEnd(this));
  }

  get query(): string | null {
    return cut(this, this.queryStart, this.sspEnd);
  }

  get fragment(): string | null {
    return cut(this, fragmentStart(this), this.input.length);
  }
}

/** No offsets: every component undefined. */
const NONE: Partial<Offsets> = {};

/** A ParsedParts as the parser (parse.ts, server.ts) fills it: the only code that writes its offsets. */
export type PartsInProgress = { -readonly [K in keyof ParsedParts]: ParsedParts[K] };

/** The component of p's string on [start, end), or null for start -1 (undefined). */
function cut(p: ParsedParts, start: number, end: number): string | null {
  return start < 0 ? null : p.input.slice(start, end);
}

// Where the components of `p` that have no offset of their own start and end (start -1: undefined).
export const schemeStart = (p: ParsedParts): number => (p.schemeEnd < 0 ? -1 : 0);
export const userInfoStart = (p: ParsedParts): number => (p.userInfoEnd < 0 ? -1 : p.authorityStart);
export const pathEnd = (p: ParsedParts): number => (p.queryStart < 0 ? p.sspEnd : p.queryStart - 1);
export const fragmentStart = (p: ParsedParts): number => (p.sspEnd < p.input.length ? p.sspEnd + 1 : -1);

/**
 * The eight components as a plain object: `scheme`, the authority of `from` (its authority, user
 * information, host and port; none when `from` is null), `path`, `query` and `fragment`. (Written
 * out: object spread with an extra property is a slow path in V8.)
 */
export function components(
  scheme: string | null,
  from: Components | null,
  path: string | null,
  query: string | null,
  fragment: string | null,
): Components {
  return {
    scheme,
    authority: from && from.authority,
    userInfo: from && from.userInfo,
    host: from && from.host,
    port: from ? from.port : -1,
    path,
    query,
    fragment,
  };
}

/**
 * The components of a URI that normalize, resolve or relativize built: offsets into the string
 * built from them, but the authority as the operation gave it, as the JDK keeps it (the string of
 * `http://h:/a/../b` normalized writes the authority `h`; the URI's authority stays `h:`).
 */
export class BuiltParts extends ParsedParts {
  declare readonly givenAuthority: string | null;

  /**
   * The string built, the authority as given, and the offsets by name (as ParsedParts takes them).
   * @example new BuiltParts('b?q', null, { pathStart: 0, queryStart: 2 }) is the relative reference `b?q`
   */
  constructor(input: string, givenAuthority: string | null, offsets: Partial<Offsets>) {
    super(input, offsets);
    this.givenAuthority = givenAuthority;
  }

  override get authority(): string | null {
    return this.givenAuthority;
  }
}

/**
 * The first rule of the offset layout (see {@link Offsets}) that `p` breaks, or null when it keeps
 * them all: each offset in the string and at its delimiter, in order, and the components each kind
 * of URI has. The tests assert it on every parts object the parser and the operations make (a Uri
 * whose getters disagree with its string breaks one of these). Not used by the library itself.
 * @example checkOffsets(new BuiltParts('b?q', null, { pathStart: 0, queryStart: 1 })) === 'queryStart: -1, or after a "?" that ends the path'
 */
export function checkOffsets(p: ParsedParts): string | null {
  const s = p.input;
  const n = s.length;
  const at = (i: number, c: string): boolean => s.charAt(i) === c;
  const rules: [string, boolean][] = [
    [
      'schemeEnd: -1, or a ":" after at least one character',
      p.schemeEnd === -1 || (p.schemeEnd > 0 && at(p.schemeEnd, ':')),
    ],
    [
      'sspEnd: after schemeEnd, at a "#" or the end',
      p.sspEnd > p.schemeEnd && p.sspEnd <= n && (p.sspEnd === n || at(p.sspEnd, '#')),
    ],
  ];
  if (p.pathStart < 0) {
    rules.push(
      [
        'opaque: a scheme and a scheme-specific part not starting with "/"',
        p.schemeEnd > 0 && p.sspEnd > p.schemeEnd + 1 && !at(p.schemeEnd + 1, '/'),
      ],
      [
        'opaque: no authority, host, port or query',
        p.authorityStart === -1 &&
          p.userInfoEnd === -1 &&
          p.hostStart === -1 &&
          p.hostEnd === -1 &&
          p.port === -1 &&
          p.queryStart === -1,
      ],
    );
  } else {
    const end = pathEnd(p);
    const path = s.slice(p.pathStart, end);
    rules.push(
      [
        "pathStart: after the scheme, before the path's end",
        p.pathStart > p.schemeEnd && p.pathStart <= end && end <= p.sspEnd,
      ],
      ['path: no "?" or "#" inside', path.indexOf('?') < 0 && path.indexOf('#') < 0],
      [
        'queryStart: -1, or after a "?" that ends the path',
        p.queryStart === -1 || (p.queryStart > p.pathStart && at(p.queryStart - 1, '?') && p.queryStart <= p.sspEnd),
      ],
    );
    if (p.authorityStart < 0) {
      const written = s.slice(p.schemeEnd + 1, p.pathStart);
      rules.push(
        ['no authority: the path right after the scheme, or after an empty "//"', written === '' || written === '//'],
        [
          'no authority: no host, user information or port',
          p.userInfoEnd === -1 && p.hostStart === -1 && p.hostEnd === -1 && p.port === -1,
        ],
      );
    } else {
      rules.push([
        'authorityStart: after "//", a non-empty authority before the path',
        p.authorityStart === p.schemeEnd + 3 &&
          s.slice(p.schemeEnd + 1, p.authorityStart) === '//' &&
          p.authorityStart < p.pathStart,
      ]);
      if (p.hostStart < 0) {
        rules.push([
          'registry-based: no host, user information or port',
          p.userInfoEnd === -1 && p.hostEnd === -1 && p.port === -1,
        ]);
      } else {
        const portText = s.slice(p.hostEnd + 1, p.pathStart);
        rules.push(
          [
            'userInfoEnd: -1, or an "@" in the authority',
            p.userInfoEnd === -1 || (p.userInfoEnd >= p.authorityStart && at(p.userInfoEnd, '@')),
          ],
          [
            'hostStart: the authority\'s start, or after the "@"',
            p.hostStart === (p.userInfoEnd < 0 ? p.authorityStart : p.userInfoEnd + 1),
          ],
          [
            'hostEnd: after a non-empty host, at the path or a ":"',
            p.hostEnd > p.hostStart && (p.hostEnd === p.pathStart || (p.hostEnd < p.pathStart && at(p.hostEnd, ':'))),
          ],
          [
            'port: the digits after the host\'s ":", -1 for none',
            p.hostEnd === p.pathStart || portText === ''
              ? p.port === -1
              : /^[0-9]+$/.test(portText) && Number(portText) === p.port,
          ],
        );
      }
    }
  }
  if (p instanceof BuiltParts && (p.givenAuthority === null) !== p.authorityStart < 0) {
    rules.push(['givenAuthority: null exactly when the string has no authority', false]);
  }
  for (const [rule, kept] of rules) if (!kept) return rule;
  return null;
}
