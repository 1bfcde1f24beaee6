/**
 * The Expires attribute as HttpCookie reads it: six date patterns tried in turn, each read as
 * java.text.SimpleDateFormat reads it for Locale.US, GMT, non-lenient, with two-digit years from 1970;
 * found by asking JDK 25 (scripts/jdk/CookieOracle.java), none of its code used.
 *
 *   EEE',' dd-MMM-yyyy HH:mm:ss 'GMT'     EEE',' dd-MMM-yy HH:mm:ss 'GMT'
 *   EEE',' dd MMM yyyy HH:mm:ss 'GMT'     EEE',' dd MMM yy HH:mm:ss 'GMT'
 *   EEE MMM dd yyyy HH:mm:ss 'GMT'Z       EEE MMM dd yy HH:mm:ss 'GMT'Z
 *
 * (the `yyyy` three first). A pattern reads a prefix of the text (what follows is ignored); before a number
 * or the zone, spaces and tabs are skipped (not before a name), while a literal must be there as written. A number is
 * any run of decimal digits (any script's), `-` allowed, read as Java's `Number.intValue()` reads it; a name
 * is the longest full name, else the longest short one, that the text starts with, ignoring case; the zone
 * (`Z`) is `+hhmm`/`-hhmm`, `GMT`, `GMT+h:mm` or `GMT+hh:mm` (after blanks only the name GMT, its offset
 * ignored), or the name UTC (the JDK knows every zone's names, this reader only UTC's: docs/porting.md).
 * Non-lenient: each field within its range (hour 0–23,
 * offset −13 h to +14 h…), the date a real one (the Julian calendar before 15 October 1582), and the day of
 * the week that date's. A two-digit year `yy` is 1970–2069; after a `yy` pattern, HttpCookie then puts the
 * year (in GMT) of the date read in 1970–2069 by its last two digits.
 */
import { digit } from '../url/chars';
import { regionMatchesIgnoreCase } from './text';

const enum F {
  WEEKDAY,
  MONTH,
  DAY,
  YEAR,
  HOUR,
  MINUTE,
  SECOND,
  ZONE,
}

/** A pattern: fields and literals, and whether its year is `yy`. */
interface Pattern {
  readonly parts: readonly (F | string)[];
  readonly shortYear: boolean;
}

/** The six patterns, made by a call marked pure: an app that does not read Expires keeps none of them. */
const PATTERNS: readonly Pattern[] = /* @__PURE__ */ (() => {
  const time = [F.HOUR, ':', F.MINUTE, ':', F.SECOND, ' GMT'];
  const dashed = [F.WEEKDAY, ', ', F.DAY, '-', F.MONTH, '-', F.YEAR, ' ', ...time];
  const spaced = [F.WEEKDAY, ', ', F.DAY, ' ', F.MONTH, ' ', F.YEAR, ' ', ...time];
  const zoned = [F.WEEKDAY, ' ', F.MONTH, ' ', F.DAY, ' ', F.YEAR, ' ', ...time, F.ZONE];
  return [dashed, spaced, zoned, dashed, spaced, zoned].map((parts, i) => ({ parts, shortYear: i >= 3 }));
})();

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const short = (names: string[]) => names.map((n) => n.slice(0, 3));
/** Zone names this reader knows (the JDK knows every zone's): all of offset zero. */
const ZONE_NAMES = ['UTC', 'Coordinated Universal Time', 'Greenwich Mean Time'];

const DAY_MS = 86_400_000n;
const MAX_YEAR = 292_278_994;
/** Day 0 is 1970-01-01; the first day of the Gregorian calendar, 1582-10-15. */
const CUTOVER = -141_427;

/** What a pattern read: the fields, the zone offset in minutes, and whether the year was two digits. */
interface Fields {
  weekday: number;
  month: number;
  day: number;
  year: number;
  hour: number;
  minute: number;
  second: number;
  offset: number;
  twoDigitYear: boolean;
}

/** Where the next field starts: after spaces and tabs, as SimpleDateFormat skips them. */
function skipBlanks(text: string, pos: number): number {
  while (pos < text.length && (text.charCodeAt(pos) === 0x20 || text.charCodeAt(pos) === 0x09)) pos++;
  return pos;
}

/**
 * A number at pos ([value, end, two digits exactly]): `-`, then digits, as DecimalFormat reads them,
 * then Number.intValue(): the low 32 bits of a long, a value beyond a long clamped.
 */
function number(text: string, pos: number): [number, number, boolean] | null {
  const start = pos;
  const negative = text.charCodeAt(pos) === 0x2d;
  if (negative) pos++;
  let value = 0n;
  const first = pos;
  for (let d: number; pos < text.length && (d = digit(text.charCodeAt(pos))) >= 0; pos++)
    value = value * 10n + BigInt(d);
  if (pos === first) return null;
  if (negative) value = -value;
  const int =
    BigInt.asIntN(64, value) === value ? Number(BigInt.asIntN(32, value)) : negative ? -2147483648 : 2147483647;
  return [int, pos, !negative && pos - start === 2];
}

/** The index of the longest of `names` at pos, else of the longest short name, and where it ends. */
function name(text: string, pos: number, names: string[]): [number, number] | null {
  for (const list of [names, short(names)]) {
    let best = -1;
    for (let i = 0; i < list.length; i++) {
      if ((best < 0 || list[i]!.length > list[best]!.length) && regionMatchesIgnoreCase(text, pos, list[i]!)) best = i;
    }
    if (best >= 0) return [best, pos + list[best]!.length];
  }
  return null;
}

const isAsciiDigit = (c: number) => c >= 0x30 && c <= 0x39;

/** `hh[:]mm` after a sign (`h:mm` allowed with the colon): [minutes, end]. */
function numericZone(text: string, pos: number, colon: boolean): [number, number] | null {
  const at = (i: number) => (i < text.length ? text.charCodeAt(i) : -1);
  let i = pos;
  if (!isAsciiDigit(at(i))) return null;
  let hours = at(i++) - 0x30;
  if (at(i) < 0) return null;
  if (isAsciiDigit(at(i))) hours = hours * 10 + at(i++) - 0x30;
  else if (!colon) return null;
  if (hours > 23) return null;
  if (colon && at(i++) !== 0x3a) return null;
  if (!isAsciiDigit(at(i)) || !isAsciiDigit(at(i + 1))) return null;
  const minutes = (at(i) - 0x30) * 10 + at(i + 1) - 0x30;
  if (minutes > 59) return null;
  return [hours * 60 + minutes, i + 2];
}

/**
 * The zone at pos: [offset in minutes, end]. After blanks, a zone that is not `+hhmm`/`-hhmm` is read
 * as a name only: `GMT+01:00` there is the name GMT (offset 0), what follows it ignored.
 */
function zone(text: string, pos: number, afterBlanks: boolean): [number, number] | null {
  const sign = (c: number) => (c === 0x2b ? 1 : c === 0x2d ? -1 : 0);
  let s = sign(text.charCodeAt(pos));
  if (s !== 0) {
    const z = numericZone(text, pos + 1, false);
    return z && [s * z[0], z[1]];
  }
  if (regionMatchesIgnoreCase(text, pos, 'GMT')) {
    if (afterBlanks) return [0, pos + 3];
    s = sign(text.charCodeAt(pos + 3));
    if (s === 0) return [0, pos + 3];
    const z = numericZone(text, pos + 4, true);
    return z && [s * z[0], z[1]];
  }
  for (const n of ZONE_NAMES) if (regionMatchesIgnoreCase(text, pos, n)) return [0, pos + n.length];
  return null;
}

/** Reads one pattern at the start of text, or null where it does not match. */
function read(text: string, pattern: Pattern): Fields | null {
  const f: Fields = {
    weekday: 0,
    month: 0,
    day: 0,
    year: 0,
    hour: 0,
    minute: 0,
    second: 0,
    offset: 0,
    twoDigitYear: false,
  };
  let pos = 0;
  for (const part of pattern.parts) {
    if (typeof part === 'string') {
      if (!text.startsWith(part, pos)) return null;
      pos += part.length;
      continue;
    }
    // Blanks are skipped before a number or a zone, not before a name.
    const before = pos;
    if (part !== F.WEEKDAY && part !== F.MONTH) pos = skipBlanks(text, pos);
    if (pos >= text.length) return null;
    let got: [number, number] | null;
    if (part === F.WEEKDAY || part === F.MONTH) got = name(text, pos, part === F.WEEKDAY ? WEEKDAYS : MONTHS);
    else if (part === F.ZONE) got = zone(text, pos, pos > before);
    else {
      const n = number(text, pos);
      if (n && part === F.YEAR) f.twoDigitYear = pattern.shortYear && n[2];
      got = n && [n[0], n[1]];
    }
    if (!got) return null;
    const value = got[0];
    pos = got[1];
    if (part === F.WEEKDAY) f.weekday = value;
    else if (part === F.MONTH) f.month = value;
    else if (part === F.DAY) f.day = value;
    else if (part === F.YEAR) f.year = value;
    else if (part === F.HOUR) f.hour = value;
    else if (part === F.MINUTE) f.minute = value;
    else if (part === F.SECOND) f.second = value;
    else f.offset = value;
  }
  return f;
}

/** Days from 1970-01-01 to a date of the proleptic Gregorian calendar. */
function gregorianDays(y: number, m: number, d: number): number {
  const yy = m < 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * ((m + 10) % 12) + 2) / 5) + d - 1;
  return era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719468;
}

/** Days from 1970-01-01 to a date of the Julian calendar. */
function julianDays(y: number, m: number, d: number): number {
  const a = m < 2 ? 1 : 0;
  const yy = y + 4800 - a;
  const mm = m + 1 + 12 * a - 3;
  return d + Math.floor((153 * mm + 2) / 5) + 365 * yy + Math.floor(yy / 4) - 32083 - 2440588;
}

/** Days from 1970-01-01 in GregorianCalendar's calendar: Julian before 15 October 1582. */
function days(y: number, m: number, d: number): number {
  const g = gregorianDays(y, m, d);
  return g >= CUTOVER ? g : julianDays(y, m, d);
}

/** The date (year, month 0–11, day) of a day number in GregorianCalendar's calendar. */
function dateOf(n: number): [number, number, number] {
  let year = Math.floor(n / 365.25) + 1970 + 1;
  while (days(year, 0, 1) > n) year--;
  let month = 11;
  while (days(year, month, 1) > n) month--;
  return [year, month, n - days(year, month, 1) + 1];
}

/** The epoch milliseconds of the fields, or null where a non-lenient GregorianCalendar refuses them. */
function instant(f: Fields): bigint | null {
  if (f.year < 1 || f.year > MAX_YEAR || f.day < 1 || f.day > 31) return null;
  if (f.hour < 0 || f.hour > 23 || f.minute < 0 || f.minute > 59 || f.second < 0 || f.second > 59) return null;
  if (f.offset < -13 * 60 || f.offset > 14 * 60) return null;
  const n = days(f.year, f.month, f.day);
  const [y, m, d] = dateOf(n);
  if (y !== f.year || m !== f.month || d !== f.day) return null;
  if ((((n + 4) % 7) + 7) % 7 !== f.weekday) return null;
  return BigInt(n) * DAY_MS + BigInt(((f.hour * 60 + f.minute - f.offset) * 60 + f.second) * 1000);
}

/** A `yy` year: 1970–2069 for two digits (a date before 1970-01-01 GMT a century later), else as written. */
function shortYearInstant(f: Fields): bigint | null {
  if (!f.twoDigitYear) return instant(f);
  f.year += f.year < 70 ? 2000 : 1900;
  const at = instant(f);
  if (at === null || at >= 0n) return at;
  f.year += 100;
  return instant(f);
}

/**
 * The milliseconds since the epoch of an Expires date, or null where no pattern reads it.
 * @example `expiresMillis('Tue, 01-Jan-2030 00:00:00 GMT')` is 1893456000000n; with Wed, null (not that day)
 */
export function expiresMillis(text: string): bigint | null {
  for (const pattern of PATTERNS) {
    const f = read(text, pattern);
    const at = f && (pattern.shortYear ? shortYearInstant(f) : instant(f));
    if (at === null) continue;
    if (!pattern.shortYear) return at;
    // The year (in GMT) put in 1970–2069 by its last two digits, the rest of the date and time kept.
    const n = Number(at / DAY_MS - (at % DAY_MS < 0n ? 1n : 0n));
    const [y, m, d] = dateOf(n);
    const era = y < 1 ? 1 - y : y;
    const year = (era % 100) + (era % 100 < 70 ? 2000 : 1900);
    const dayMs = at - BigInt(n) * DAY_MS;
    return BigInt(gregorianDays(year, m, 1) + d - 1) * DAY_MS + dayMs;
  }
  return null;
}
