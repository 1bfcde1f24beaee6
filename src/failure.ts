/**
 * A parse failure on its way out of the scanner: a reason and an index, without a stack trace, so
 * that a failed server-based parse that falls back to a registry-based authority costs little.
 * `parse` turns it into the public URISyntaxException.
 */
export class Failure {
  constructor(
    readonly reason: string,
    readonly index: number,
  ) {}
}

/** Stops the parse with the JDK's `reason` at UTF-16 `index` (-1 when the JDK gives none). */
export function fail(reason: string, index: number): never {
  throw new Failure(reason, index);
}
