/** The exceptions java.net.URI throws, with the JDK's message formats. */

/**
 * Thrown when a string cannot be parsed as a URI, as java.net.URISyntaxException.
 * The message is `reason + " at index " + index + ": " + input` (without the index part when it is -1).
 * @example `new Uri('a b c')` throws `Illegal character in path at index 1: a b c`
 */
export class URISyntaxException extends Error {
  // Declared only, set by the constructor: a field without an initializer would be defined twice.
  /** The input string. */
  declare readonly input: string;
  /** Why the input was rejected, e.g. `Illegal character in path`. */
  declare readonly reason: string;
  /** The UTF-16 index at which the error was found, or -1 if it is not known. */
  declare readonly index: number;

  constructor(input: string, reason: string, index = -1) {
    if (typeof input !== 'string' || typeof reason !== 'string') {
      throw new TypeError('URISyntaxException: input and reason must be strings');
    }
    if (!Number.isInteger(index) || index < -1) throw new IllegalArgumentException('Bad index');
    super(syntaxMessage(input, reason, index));
    this.input = input;
    this.reason = reason;
    this.index = index;
  }

  /** The input string, as `getInput()` in Java. */
  getInput(): string {
    return this.input;
  }

  /** The reason, as `getReason()` in Java, e.g. `Expected authority`. */
  getReason(): string {
    return this.reason;
  }

  /** The error index, as `getIndex()` in Java, or -1. */
  getIndex(): number {
    return this.index;
  }

  // A getter in each class, not an assignment to the prototype after it: a statement outside the
  // class would keep the class in every bundle, where the class alone is dropped from an app that
  // never uses it. The setter keeps `this.name = …` (in a subclass) working as on a data property.
  /** `'URISyntaxException'`, the Java class's simple name. */
  override get name(): string {
    return 'URISyntaxException';
  }

  /** Assigning a name makes it an own property of the error, as it does on any Error. */
  override set name(value: string) {
    ownName(this, value);
  }
}

/**
 * The URISyntaxException that java.net.URI throws for `input`: since JDK 25 (JDK-8348986, with the
 * default `jdk.includeInExceptions`), its input, and so its message, has leading and trailing spaces
 * (U+0020) removed and each run of them shrunk to one; the index is not adjusted. The constructor
 * itself keeps the input as given, as Java's does.
 * @example `new Uri('?q# ')` throws `Illegal character in fragment at index 3: ?q#`
 */
export function uriSyntaxError(input: string, reason: string, index = -1): URISyntaxException {
  return new URISyntaxException(reportedInput(input), reason, index);
}

/** The input as JDK 25's URISyntaxException reports it: spaces trimmed and each run shrunk to one. */
export function reportedInput(input: string): string {
  // The test spares the common input with no space to trim a split and a join.
  return /^ | $| {2}/.test(input) ? input.split(' ').filter(Boolean).join(' ') : input;
}

/** A URISyntaxException's message: `reason + " at index " + index + ": " + input`, without the index part for -1. */
export function syntaxMessage(input: string, reason: string, index: number): string {
  return reason + (index > -1 ? ' at index ' + index : '') + ': ' + input;
}

/**
 * Thrown by `Uri.create` (wrapping a URISyntaxException as `cause`) and by operations given an
 * argument they cannot take, as java.lang.IllegalArgumentException.
 * @example `Uri.create('a b')` throws `Illegal character in path at index 1: a b`
 */
export class IllegalArgumentException extends Error {
  /**
   * Java's four forms: `()`, `(message)`, `(message, cause)` and `(cause)`, whose message is the
   * cause's as Java's `toString()` writes it (`java.net.URISyntaxException: y at index 0: x`; a
   * JavaScript error's name and message) and empty for null.
   * @example `new IllegalArgumentException(new URISyntaxException('x', 'y', 0)).message` is `java.net.URISyntaxException: y at index 0: x`
   */
  constructor();
  constructor(message: string, cause?: Error | null);
  constructor(cause: Error | null);
  constructor(message?: string | Error | null, cause?: Error | null) {
    super(...throwableArguments(message, cause));
  }

  /** `'IllegalArgumentException'`, the Java class's simple name. */
  override get name(): string {
    return 'IllegalArgumentException';
  }

  /** Assigning a name makes it an own property of the error, as it does on any Error. */
  override set name(value: string) {
    ownName(this, value);
  }
}

/**
 * java.lang.NullPointerException, which the JDK's toASCIIString throws (with this message) for a URI
 * holding a lone surrogate, a character with no UTF-8 form. It extends TypeError, JavaScript's own
 * error for a null dereference.
 * @example
 * ```ts
 * new Uri('/\ud800').toASCIIString(); // throws NullPointerException:
 * // Cannot invoke "java.nio.ByteBuffer.hasRemaining()" because "bb" is null
 * ```
 */
export class NullPointerException extends TypeError {
  /** Java's two forms: `()` and `(message)`. @example `new NullPointerException('x').message === 'x'` */
  constructor(message?: string) {
    super(message as string);
  }

  /** `'NullPointerException'`, the Java class's simple name. */
  override get name(): string {
    return 'NullPointerException';
  }

  /** Assigning a name makes it an own property of the error, as it does on any Error. */
  override set name(value: string) {
    ownName(this, value);
  }
}

/**
 * java.io.IOException, the superclass of MalformedURLException and UnsupportedEncodingException (as in Java).
 * @example `new JavaURL('nope')` throws a MalformedURLException, which is an IOException
 */
export class IOException extends Error {
  /** Java's four forms, as IllegalArgumentException's: `()`, `(message)`, `(message, cause)`, `(cause)`. */
  constructor();
  constructor(message: string, cause?: Error | null);
  constructor(cause: Error | null);
  constructor(message?: string | Error | null, cause?: Error | null) {
    super(...throwableArguments(message, cause));
  }

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
 * java.io.UnsupportedEncodingException, which URLEncoder and URLDecoder throw for a charset name
 * they do not know; the message is the name, as the JDK's.
 * @example `URLEncoder.encode('a', 'nope')` throws `UnsupportedEncodingException: nope`
 */
export class UnsupportedEncodingException extends IOException {
  /** Java's two forms: `()` and `(message)`. @example `new UnsupportedEncodingException('x').message === 'x'` */
  constructor(message?: string) {
    super(message as string);
  }

  /** `'UnsupportedEncodingException'`, the Java class's simple name. */
  override get name(): string {
    return 'UnsupportedEncodingException';
  }

  /** Assigning a name makes it an own property of the error, as it does on any Error. */
  override set name(value: string) {
    ownName(this, value);
  }
}

/**
 * The arguments of Error for Java's Throwable forms: `(message[, cause])`, or `(cause)`, whose message
 * is the cause's `toString()` as Java writes it: its class with its package for this library's Java
 * exceptions (`java.net.URISyntaxException: …`), its name for another error; none for null.
 */
function throwableArguments(
  first: string | Error | null | undefined,
  cause: Error | null | undefined,
): [string | undefined, ErrorOptions | undefined] {
  if (typeof first !== 'object' || first === null) return [first ?? undefined, cause == null ? undefined : { cause }];
  const ours =
    first instanceof URISyntaxException ||
    first instanceof IllegalArgumentException ||
    first instanceof NullPointerException ||
    first instanceof IOException;
  // java.net's names, and only they among this library's exceptions, hold a capital R or H (URI, URL, Host).
  const pkg = !ours
    ? ''
    : /[RH]/.test(first.name)
      ? 'java.net.'
      : first instanceof IOException
        ? 'java.io.'
        : 'java.lang.';
  return [pkg + String(first), { cause: first }];
}

/** What assigning `name` to an error did when the classes' names were data properties: an own property. */
export function ownName(error: Error, value: string): void {
  Object.defineProperty(error, 'name', { value, writable: true, enumerable: true, configurable: true });
}
