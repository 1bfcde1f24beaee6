/** The exception IDN throws that java.net.URI does not. */
import { ownName } from '../uri';

/**
 * java.lang.RuntimeException, as JDK 25's IDN.toASCII throws it for a label whose nameprepped form
 * is over 1,000 UTF-16 units (`input too long: 1001 UTF-16 code units`). Unlike Java's, this
 * library's IllegalArgumentException is not a subclass of it.
 * @example `IDN.toASCII('ü'.repeat(1001))` throws `RuntimeException: input too long: 1001 UTF-16 code units`
 */
export class RuntimeException extends Error {
  /** Java's two forms used here: `()` and `(message)`. @example `new RuntimeException('x').message === 'x'` */
  constructor(message?: string) {
    super(message as string);
  }

  /** `'RuntimeException'`, the Java class's simple name. @example `new RuntimeException().name === 'RuntimeException'` */
  override get name(): string {
    return 'RuntimeException';
  }

  /** Assigning a name makes it an own property of the error, as it does on any Error. */
  override set name(value: string) {
    ownName(this, value);
  }
}
