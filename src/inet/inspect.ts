/**
 * How Node's `util.inspect` (and so `console.log`) shows an InetAddress: the base class of
 * InetAddress, holding only that method, made by a call marked pure (as the core's base for Uri,
 * src/uri/inspect.ts, and for the same reason: esbuild would keep a class with a computed member key
 * in every bundle).
 * @internal
 */
export const InetInspectable = /* @__PURE__ */ (() =>
  class {
    /**
     * How Node's `util.inspect` shows an address: its class and Java's toString(), also inside arrays and objects.
     * @example util.inspect(InetAddress.getByName('localhost')) === 'Inet4Address <localhost/127.0.0.1>'
     * @group Beyond Java
     */
    [Symbol.for('nodejs.util.inspect.custom')](
      _depth: number,
      options?: { stylize?: (text: string, style: string) => string },
    ): string {
      const text = String(this);
      const tag = (this as { [Symbol.toStringTag]?: string })[Symbol.toStringTag];
      return `${tag} <${options?.stylize ? options.stylize(text, 'string') : text}>`;
    }
  })();
