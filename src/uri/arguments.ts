/** The checks of the arguments the Uri class is given: a TypeError for one of the wrong type. */

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

/** Checks a string argument; `orNull` is what else nullableArgument admits, for the message. */
export function stringArgument(value: unknown, name: string, orNull = ''): string {
  if (typeof value !== 'string') throw typeError(`Uri: ${name} must be a string${orNull}`, value);
  return value;
}

/** Checks a component that may be absent: a string, or null or undefined (both become null). */
export function nullableArgument(value: unknown, name: string): string | null {
  return value == null ? null : stringArgument(value, name, ', null or undefined');
}

/** Checks the port argument of `method`: a 32-bit integer. */
export function portArgument(port: unknown, method: string): number {
  if (typeof port !== 'number' || (port | 0) !== port)
    throw typeError(`${method}: port must be a 32-bit integer`, port);
  return port;
}

/**
 * Whether boolean option `name` is on; options, when given, must be an object whose only option is
 * `name` (a misspelled or misplaced option is an error, not silently ignored).
 */
export function optionSet(options: unknown, name: string, method: string): boolean {
  if (options === undefined) return false;
  if (options === null || typeof options !== 'object') {
    throw typeError(`Uri.${method}: options must be an object`, options);
  }
  for (const key in options) {
    if (key !== name) throw new TypeError(`Uri.${method}: unknown option ${key} (it takes ${name})`);
  }
  const value = (options as Record<string, unknown>)[name];
  if (value !== undefined && typeof value !== 'boolean') {
    throw typeError(`Uri.${method}: option ${name} must be a boolean`, value);
  }
  return value === true;
}
