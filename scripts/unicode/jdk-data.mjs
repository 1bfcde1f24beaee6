// jdk-data.mjs: a JDK's Unicode answers, from scripts/jdk/UnicodeDump.java (see there for the format),
// for scripts/unicode-tables.mjs and scripts/unicode-check.mjs.
//
//   const jdk = dumpUnicode(java);  jdk.version;  jdk.at(cp)  // {letter, digit, isDigit, whitespace, upper, lower, root}
//   lowerRootAll(java, strings)     // String.toLowerCase(Locale.ROOT) of each string
//   wordBreaksAll(java, strings)    // the word boundaries BreakIterator.getWordInstance(Locale.ROOT) finds in each

import { spawnSync } from 'node:child_process';
import { BUILD, ensureCompiled } from '../parity/jdk.mjs';

/** The string of code points written in hex, joined by '.'. */
const fromHex = (text) => (text === '' ? '' : String.fromCodePoint(...text.split('.').map((h) => parseInt(h, 16))));
/** A string's code points in hex, joined by '.'. */
const toHex = (s) => Array.from(s, (c) => c.codePointAt(0).toString(16)).join('.');

/**
 * The Unicode version of each JDK feature release the tables are made from, as java.lang.Character's
 * documentation states it ("Character information is based on the Unicode Standard, version …").
 */
const UNICODE_OF_JDK = { 17: '13.0', 25: '16.0' };

/** The JDK's java.version, e.g. `25.0.3`. */
function versionOf(java) {
  const r = spawnSync(java, ['-XshowSettings:properties', '-version'], { encoding: 'utf8' });
  return /java\.version = (\S+)/.exec(r.stderr)?.[1] ?? 'unknown';
}

/** Runs UnicodeDump on `java` and keeps its answers; `at(cp)` fills in the defaults. */
export function dumpUnicode(java) {
  ensureCompiled('UnicodeDump', java);
  const r = spawnSync(java, ['-cp', BUILD, 'UnicodeDump'], { encoding: 'latin1', maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`UnicodeDump failed on ${java}:\n${r.stderr}`);
  const lines = new Map();
  for (const line of r.stdout.split('\n')) {
    if (line !== '') lines.set(parseInt(line, 16), line.slice(line.indexOf(' ') + 1).split(' '));
  }
  const version = versionOf(java);
  return {
    java,
    version,
    unicode: UNICODE_OF_JDK[version.split('.')[0]] ?? 'unknown',
    /** Every answer for cp: isLetter, digit(cp, 10), isDigit, isWhitespace, toUpperCase, toLowerCase (ints), toLowerCase(ROOT) of the code point (a string). */
    at(cp) {
      const a = { letter: false, digit: -1, isDigit: false, whitespace: false, upper: cp, lower: cp, root: null };
      for (const f of lines.get(cp) ?? []) {
        if (f === 'L') a.letter = true;
        else if (f === 'N') a.isDigit = true;
        else if (f === 'W') a.whitespace = true;
        else if (f[0] === 'd') a.digit = Number(f.slice(1));
        else if (f[0] === 'U') a.upper = parseInt(f.slice(1), 16);
        else if (f[0] === 'l') a.lower = parseInt(f.slice(1), 16);
        else if (f[0] === 'r') a.root = fromHex(f.slice(1));
      }
      a.root ??= String.fromCodePoint(cp);
      return a;
    },
  };
}

/** UnicodeDump's answer lines for `mode` (--lower-root or --words) on each string, in order. */
function askAll(java, mode, strings) {
  ensureCompiled('UnicodeDump', java);
  const r = spawnSync(java, ['-cp', BUILD, 'UnicodeDump', mode], {
    input: strings.map(toHex).join('\n') + '\n',
    encoding: 'latin1',
    maxBuffer: 1 << 30,
  });
  const lines = r.stdout.split('\n');
  lines.pop();
  if (r.status !== 0 || lines.length !== strings.length) throw new Error(`UnicodeDump ${mode} failed:\n${r.stderr}`);
  return lines;
}

/** String.toLowerCase(Locale.ROOT) on `java` of each string, in order. */
export function lowerRootAll(java, strings) {
  return askAll(java, '--lower-root', strings).map(fromHex);
}

/** The word boundaries (UTF-16 indices, as a string joined by ',') of each string, in order. */
export function wordBreaksAll(java, strings) {
  return askAll(java, '--words', strings);
}
