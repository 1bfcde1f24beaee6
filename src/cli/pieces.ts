/**
 * Output in pieces: a record is a list of strings, none of them longer than a piece, so that a value
 * of hundreds of megabytes (a 256 MB line and its components) is shown or written as JSON without
 * ever making one string over V8's limit (about 512 M UTF-16 units), which escaping could pass.
 */
import { visible } from './display';

/** The most UTF-16 units of a value escaped at once. */
export const PIECE = 1 << 20;

/** `s` cut into pieces of at most PIECE units, never between the two halves of a surrogate pair. */
function* cut(s: string): Generator<string> {
  for (let start = 0; start < s.length;) {
    let end = Math.min(s.length, start + PIECE);
    const last = s.charCodeAt(end - 1);
    if (end < s.length && last >= 0xd800 && last <= 0xdbff) end--;
    yield s.slice(start, end);
    start = end;
  }
}

/** `s` as text output shows it (see `visible`), in pieces: one for a string of a piece's length or less. */
export function visibleParts(s: string): string[] {
  if (s.length <= PIECE) return [visible(s)];
  const parts: string[] = [];
  for (const piece of cut(s)) parts.push(visible(piece));
  return parts;
}

/** JSON text with U+2028 and U+2029 escaped as well (JSON.stringify leaves them raw). */
export function escapeSeparators(jsonText: string): string {
  if (!jsonText.includes('\u2028') && !jsonText.includes('\u2029')) return jsonText;
  return jsonText.replace(/[\u2028\u2029]/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
}

/**
 * `record` as one line of JSON (U+2028 and U+2029 escaped too), as JSON.stringify writes it
 * (members whose value is undefined left out), then "\n". A `large` record (one made of an input
 * longer than a piece) is made piece by piece as it is taken, so that it is never whole in memory.
 */
export function jsonLine(record: object, large = false): string | Iterable<string> {
  return large ? jsonPieces(record) : escapeSeparators(JSON.stringify(record)) + '\n';
}

function* jsonPieces(record: object): Generator<string> {
  yield* json(record);
  yield '\n';
}

/** `value` (a string, number, boolean, null, or an array or a record of them) as JSON, in pieces. */
function* json(value: unknown): Generator<string> {
  if (typeof value === 'string') {
    yield '"';
    for (const piece of cut(value)) yield escapeSeparators(JSON.stringify(piece).slice(1, -1));
    yield '"';
    return;
  }
  if (value === null || typeof value !== 'object') {
    yield JSON.stringify(value);
    return;
  }
  if (Array.isArray(value)) {
    // cookie's list of cookies; as JSON.stringify writes an array, an undefined member is null.
    yield '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) yield ',';
      yield* json(value[i] === undefined ? null : value[i]);
    }
    yield ']';
    return;
  }
  let first = true;
  yield '{';
  for (const [key, member] of Object.entries(value)) {
    if (member === undefined) continue;
    yield (first ? '' : ',') + JSON.stringify(key) + ':';
    first = false;
    yield* json(member);
  }
  yield '}';
}
