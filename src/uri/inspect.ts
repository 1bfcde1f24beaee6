/**
 * How Node's `util.inspect` (and so `console.log`) shows a Uri: the base class of Uri, holding only
 * that method. A class made by a call marked pure rather than a method in Uri: esbuild keeps any class
 * with a computed member key other than a well-known symbol (such as `Symbol.toStringTag`) in every
 * bundle, even one that never uses it; a base made this way is dropped with Uri.
 * @internal
 */
export const NodeInspectable = /* @__PURE__ */ inspectable();

function inspectable() {
  return class {
    /**
     * How Node's `util.inspect` (and so `console.log`) shows a Uri, also inside arrays and objects.
     * @example util.inspect(new Uri('http://a/b%20c?q')) === 'Uri <http://a/b%20c?q>'
     * @group Beyond Java
     */
    [Symbol.for('nodejs.util.inspect.custom')](
      _depth: number,
      options?: { stylize?: (text: string, style: string) => string },
    ): string {
      const text = String(this);
      return `Uri <${options?.stylize ? options.stylize(text, 'string') : text}>`;
    }
  };
}
