/**
 * The ids a page's own scripts make once they run, for the scripts known to make them: a link to
 * such a fragment works for every reader with scripts on, though the page as served does not define
 * it. One table, each entry read from a real build of its generator (read as a black box).
 */
import { isDigit } from './ascii';
import { spaceSeparatedUrls } from './microsyntax';

/** The ids a script makes on one page: `prefix` followed by 1, 2, … `count`. */
export interface ScriptIds {
  /** The script, for the report: `JSDoc's linenumber.js`. */
  readonly script: string;
  /** What each id begins with: `line`. */
  readonly prefix: string;
  /** The last number: the ids are `prefix` + 1 to `prefix` + `count`. */
  readonly count: number;
}

/** A script that makes ids, and how to tell from the page which it makes. */
export interface IdScript {
  readonly script: string;
  /** Whether a `<script src>` (its last path segment) loads it. */
  readonly loads: (lastSegment: string) => boolean;
  /** The classes of the element whose content it numbers (it takes the first that has all of them). */
  readonly classes: readonly string[];
  readonly prefix: string;
}

/**
 * JSDoc's default template: on a source page, prettify numbers the lines of the first element of
 * classes `prettyprint source linenums` (one `<li>` per line), then `scripts/linenumber.js` gives the
 * n-th of them the id `line` + n. The links of the API pages (`lib.js.html#line11`) lead there.
 */
const JSDOC: IdScript = {
  script: "JSDoc's linenumber.js",
  loads: (segment) => segment === 'linenumber.js',
  classes: ['linenums', 'prettyprint', 'source'],
  prefix: 'line',
};

/** The scripts known to make ids. */
export const ID_SCRIPTS: readonly IdScript[] = [JSDOC];

/** How many lines prettify numbers in `text` (an element's source text): a final line break opens no line. */
export function numberedLines(text: string): number {
  let lines = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // CR LF, CR and LF each end a line, as the HTML parser normalizes them.
    if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) lines++;
  }
  const last = text.charCodeAt(text.length - 1);
  return last === 0x0a || last === 0x0d ? lines - 1 : lines;
}

/**
 * Whether an element of class attribute `value` is the one `script` numbers: it has each of its
 * classes (a value without the first of them, as most are, is passed over unsplit).
 */
export function numbers(script: IdScript, value: string): boolean {
  if (!value.includes(script.classes[0]!)) return false;
  const tokens = new Set(spaceSeparatedUrls(value).map(({ start, end }) => value.slice(start, end)));
  return script.classes.every((c) => tokens.has(c));
}

/** Whether `fragment` (percent-decoded, without `#`) is one of the ids `ids` describes. */
export function madeByScript(ids: ScriptIds, fragment: string): boolean {
  if (!fragment.startsWith(ids.prefix)) return false;
  const digits = fragment.slice(ids.prefix.length);
  if (digits === '' || digits.length > 9 || digits.charCodeAt(0) === 0x30) return false;
  for (let i = 0; i < digits.length; i++) if (!isDigit(digits.charCodeAt(i))) return false;
  return Number(digits) <= ids.count;
}
