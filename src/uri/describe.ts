/** A short description of a value for a TypeError message. */
export function describe(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'object') return 'an object';
  return typeof value === 'string' ? 'a string' : `${typeof value} ${String(value)}`;
}
