/** The exceptions java.net.URI throws, with the JDK's message formats. */

/**
 * Thrown when a string cannot be parsed as a URI, as java.net.URISyntaxException.
 * The message is `reason + " at index " + index + ": " + input` (without the index part when it is -1).
 * @example `new Uri('a b c')` throws `Illegal character in path at index 1: a b c`
 */
export class URISyntaxException extends Error {
  /** The input string. */
  readonly input: string;
  /** Why the input was rejected, e.g. `Illegal character in path`. */
  readonly reason: string;
  /** The UTF-16 index at which the error was found, or -1 if it is not known. */
  readonly index: number;

  constructor(input: string, reason: string, index = -1) {
    if (typeof input !== 'string' || typeof reason !== 'string') {
      throw new TypeError('URISyntaxException: input and reason must be strings');
    }
    if (!Number.isInteger(index) || index < -1) throw new IllegalArgumentException('Bad index');
    super(reason + (index > -1 ? ' at index ' + index : '') + ': ' + input);
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
}
URISyntaxException.prototype.name = 'URISyntaxException';

/**
 * Thrown by `Uri.create` (wrapping a URISyntaxException as `cause`) and by operations given an
 * argument they cannot take, as java.lang.IllegalArgumentException.
 * @example `Uri.create('a b')` throws `Illegal character in path at index 1: a b`
 */
export class IllegalArgumentException extends Error {}
IllegalArgumentException.prototype.name = 'IllegalArgumentException';

/**
 * java.lang.NumberFormatException, which java.net.URI lets escape from its constructor for an
 * IPv4 part of an IPv6 address whose octet does not fit in an int, e.g. `//[::99999999999.1.1.1]`:
 * the message is then `Error at index 9 in: "99999999999"`. It is an IllegalArgumentException.
 */
export class NumberFormatException extends IllegalArgumentException {}
NumberFormatException.prototype.name = 'NumberFormatException';

/**
 * java.lang.NullPointerException, which the JDK's toASCIIString throws (with this message) for a URI
 * holding a lone surrogate, a character with no UTF-8 form. It extends TypeError, JavaScript's own
 * error for a null dereference.
 * @example new Uri('/\ud800').toASCIIString() throws
 *   `Cannot invoke "java.nio.ByteBuffer.hasRemaining()" because "bb" is null`
 */
export class NullPointerException extends TypeError {}
NullPointerException.prototype.name = 'NullPointerException';
