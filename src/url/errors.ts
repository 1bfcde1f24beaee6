/** The exception java.net.URL throws that java.net.URI does not. */
import { IOException, ownName } from '../uri';

/**
 * java.net.MalformedURLException: what `new JavaURL(…)` throws for a spec it cannot take, with the
 * JDK's message.
 * @example `new JavaURL('abc')` throws `MalformedURLException: no protocol: abc`
 */
export class MalformedURLException extends IOException {
  /** Java's two forms: `()` and `(message)`. @example `new MalformedURLException('x').message === 'x'` */
  constructor(message?: string) {
    super(message as string);
  }

  /** `'MalformedURLException'`, the Java class's simple name. */
  override get name(): string {
    return 'MalformedURLException';
  }

  /** Assigning a name makes it an own property of the error, as it does on any Error. */
  override set name(value: string) {
    ownName(this, value);
  }
}
