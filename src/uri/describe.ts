/**
 * The TypeError for an argument of the wrong type: `what` is expected, then ", got " and a short
 * description of the value (`null`, `undefined`, `an object`, `a string`, or its type and value).
 * @example typeError('Uri: str must be a string', 1).message === 'Uri: str must be a string, got number 1'
 */
export function typeError(what: string, value: unknown): TypeError {
  const got =
    value == null
      ? value
      : typeof value === 'object'
        ? 'an object'
        : typeof value === 'string'
          ? 'a string'
          : typeof value + ' ' + String(value);
  return new TypeError(`${what}, got ${got}`);
}
