/** The exception InetAddress throws that java.net.URI and java.net.URL do not. */
import { IOException, ownName } from '../uri';

/**
 * java.net.UnknownHostException: what `InetAddress.getByName` throws for a host it cannot give an
 * address, with the JDK's message. This library never looks a name up, so every name but `localhost`
 * fails as a failed lookup does in the JDK: the message is the name.
 * @example `InetAddress.getByName('[::1')` throws `UnknownHostException: [::1: invalid IPv6 address literal`
 */
export class UnknownHostException extends IOException {
  /** Java's two forms: `()` and `(message)`. @example `new UnknownHostException('x').message === 'x'` */
  constructor(message?: string) {
    super(message as string);
  }

  /** `'UnknownHostException'`, the Java class's simple name. */
  override get name(): string {
    return 'UnknownHostException';
  }

  /** Assigning a name makes it an own property of the error, as it does on any Error. */
  override set name(value: string) {
    ownName(this, value);
  }
}
