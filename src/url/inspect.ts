/**
 * How Node's `util.inspect` (and so `console.log`) shows a JavaURL: the base class of JavaURL,
 * holding only that method, made by a call marked pure (as the core's base for Uri, src/uri/inspect.ts,
 * and for the same reason: esbuild would keep a class with a computed member key in every bundle).
 * Not shared with the core's: a name parameter there would change what an app importing only Uri
 * ships.
 * @internal
 */
export const JavaURLInspectable = /* @__PURE__ */ (() =>
  class {
    /**
     * How Node's `util.inspect` (and so `console.log`) shows a JavaURL, also inside arrays and objects.
     * @example util.inspect(new JavaURL('http://h/a b')) === 'JavaURL <http://h/a b>'
     * @group Beyond Java
     */
    [Symbol.for('nodejs.util.inspect.custom')](
      _depth: number,
      options?: { stylize?: (text: string, style: string) => string },
    ): string {
      const text = String(this);
      return `JavaURL <${options?.stylize ? options.stylize(text, 'string') : text}>`;
    }
  })();
