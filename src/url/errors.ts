/** The exceptions java.net.URL throws that java.net.URI does not. */

/**
 * java.io.IOException, the superclass of MalformedURLException (as in Java).
 * @example `new JavaURL('nope')` throws a MalformedURLException, which is an IOException
 */
export class IOException extends Error {
  /** `'IOException'`, the Java class's simple name. */
  override get name(): string {
    return 'IOException';
  }

  /** Assigning a name makes it an own property of the error, as it does on any Error. */
  override set name(value: string) {
    ownName(this, value);
  }
}

/**
 * java.net.MalformedURLException: what `new JavaURL(…)` throws for a spec it cannot take, with the
 * JDK's message.
 * @example `new JavaURL('abc')` throws `MalformedURLException: no protocol: abc`
 */
export class MalformedURLException extends IOException {
  /** `'MalformedURLException'`, the Java class's simple name. */
  override get name(): string {
    return 'MalformedURLException';
  }

  /** Assigning a name makes it an own property of the error, as it does on any Error. */
  override set name(value: string) {
    ownName(this, value);
  }
}

/** What assigning `name` to an error did when the classes' names were data properties: an own property. */
function ownName(error: Error, value: string): void {
  Object.defineProperty(error, 'name', { value, writable: true, enumerable: true, configurable: true });
}
