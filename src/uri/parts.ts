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
 * The components of a parsed string, as offsets into it. The parser sets the offsets; once it
 * returns, nothing changes them. An offset of -1 marks an undefined component.
 */
export class ParsedParts implements Parts {
  /** The index of the ":" after the scheme. */
  schemeEnd = -1;
  /** The index of the "#" before the fragment, or the length of the input. */
  declare sspEnd: number;
  authorityStart = -1;
  /** The index of the "@" after the user information of a server-based authority. */
  userInfoEnd = -1;
  /** Where the host of a server-based authority starts; -1 for a registry-based authority. */
  hostStart = -1;
  hostEnd = -1;
  port = -1;
  /** Where the path starts (and the authority ends); -1 for an opaque URI. */
  pathStart = -1;
  /** The index after the "?" that begins the query. */
  queryStart = -1;

  /** The string parsed. */
  declare readonly input: string;

  // `declare`d fields, set here: a field without an initializer would be defined twice.
  constructor(input: string) {
    this.input = input;
    this.sspEnd = input.length;
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

  /** The string built, the authority as given, and the offsets in the order ParsedParts declares them. */
  constructor(
    input: string,
    givenAuthority: string | null,
    schemeEnd: number,
    sspEnd: number,
    authorityStart: number,
    userInfoEnd: number,
    hostStart: number,
    hostEnd: number,
    port: number,
    pathStart: number,
    queryStart: number,
  ) {
    super(input);
    this.givenAuthority = givenAuthority;
    this.schemeEnd = schemeEnd;
    this.sspEnd = sspEnd;
    this.authorityStart = authorityStart;
    this.userInfoEnd = userInfoEnd;
    this.hostStart = hostStart;
    this.hostEnd = hostEnd;
    this.port = port;
    this.pathStart = pathStart;
    this.queryStart = queryStart;
  }

  override get authority(): string | null {
    return this.givenAuthority;
  }
}
