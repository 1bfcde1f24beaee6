/**
 * A parse failure on its way out of the scanner: a reason and an index. The scanner returns it (a
 * JavaScript throw costs several times a whole parse, even of an object with no stack trace), so
 * that rejecting a string, or a failed server-based parse that falls back to a registry-based
 * authority, costs about what a parse does. `parse` turns it into the public URISyntaxException.
 */
export class Failure {
  // Declared only, set by the constructor: a parameter property would be defined twice.
  declare readonly reason: string;
  declare readonly index: number;

  constructor(reason: string, index: number) {
    this.reason = reason;
    this.index = index;
  }
}

/**
 * Stops the parse with the JDK's `reason` at UTF-16 `index` (-1 when the JDK gives none), by a throw:
 * only inside an IPv6 address, whose rules nest deepest and fail rarely (parseServer catches it).
 */
export function fail(reason: string, index: number): never {
  throw new Failure(reason, index);
}
