/**
 * How Node's `util.inspect` (and so `console.log`) shows an HttpCookie: the base class of HttpCookie,
 * holding only that method, made by a call marked pure (as src/inet/inspect.ts, for the same reason:
 * esbuild would keep a class with a computed member key in every bundle).
 * @internal
 */
export const CookieInspectable = /* @__PURE__ */ (() =>
  class {
    /**
     * How Node's `util.inspect` shows a cookie: `HttpCookie <` and Java's toString() `>`.
     * @example util.inspect(new HttpCookie('a', 'b')) === 'HttpCookie <a="b">'
     * @group Beyond Java
     */
    [Symbol.for('nodejs.util.inspect.custom')](
      _depth: number,
      options?: { stylize?: (text: string, style: string) => string },
    ): string {
      const text = String(this);
      return `HttpCookie <${options?.stylize ? options.stylize(text, 'string') : text}>`;
    }
  })();
