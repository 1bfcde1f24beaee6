// check.mjs: checks the tables of src/idn/tables.ts (loaded as built, on the engine this runs on) against the JDK:
//   checkSingles(t, d)             every code point against IdnOracle's dump (see dump.mjs)
//   await checkLabels(t, jdk, ls)  labels against IdnOracle's nameprep op (ALLOW_UNASSIGNED)
// Each returns {checked, failures: string[]}. `prepare` is the nameprep that the tables' contract describes:
// mapping() over the label, NFKC between unassigned code points (which stay as they are), then the checks.

import { U, P, L, R, S, M } from './dump.mjs';
import { asciiJson } from '../parity/jdk.mjs';

const hex = (cp) => 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');

/** nameprep by the tables: {value} or {error: 'prohibited' | 'bidi'}. */
export function prepare(t, label) {
  let out = '';
  let segment = '';
  for (const ch of label) {
    const cp = ch.codePointAt(0);
    if (t.isUnassigned(cp)) {
      out += segment.normalize('NFKC') + ch;
      segment = '';
    } else segment += t.mapping(cp);
  }
  out += segment.normalize('NFKC');
  const cps = [...out].map((c) => c.codePointAt(0));
  if (cps.some(t.isProhibited)) return { error: 'prohibited' };
  if (cps.some(t.isRandAL) && (cps.some(t.isL) || !t.isRandAL(cps[0]) || !t.isRandAL(cps[cps.length - 1])))
    return { error: 'bidi' };
  return { value: out };
}

/** Every code point: the four sets where they matter, and mapping() wherever nameprep reads it. */
export function checkSingles(t, d) {
  const failures = [];
  let failed = 0;
  const fail = (cp, what) => failed++ < 50 && failures.push(`${hex(cp)}: ${what}`);
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    const f = d.flags[cp];
    if (cp === 0x2e && (t.isL(cp) !== Boolean(f & L) || t.isRandAL(cp) !== Boolean(f & R))) fail(cp, 'bidi class');
    if (f & S) continue;
    if (t.isUnassigned(cp) !== Boolean(f & U)) fail(cp, `isUnassigned ${t.isUnassigned(cp)}, JDK ${Boolean(f & U)}`);
    if (t.isProhibited(cp) !== Boolean(f & P)) fail(cp, `isProhibited ${t.isProhibited(cp)}, JDK ${Boolean(f & P)}`);
    if (!(f & (M | P))) {
      if (t.isL(cp) !== Boolean(f & L)) fail(cp, `isL ${t.isL(cp)}, JDK ${Boolean(f & L)}`);
      if (t.isRandAL(cp) !== Boolean(f & R)) fail(cp, `isRandAL ${t.isRandAL(cp)}, JDK ${Boolean(f & R)}`);
    }
    if (f & U) continue;
    const ours = t.mapping(cp).normalize('NFKC');
    if (f & P) {
      if (![...ours].some((c) => t.isProhibited(c.codePointAt(0))))
        fail(cp, `prohibited, but ${asciiJson(ours)} is not`);
    } else if (ours !== d.nameprep(cp)) fail(cp, `nameprep ${asciiJson(ours)}, JDK ${asciiJson(d.nameprep(cp))}`);
  }
  return { checked: 0x110000, failures, failed };
}

const PROHIBITED = 'java.text.ParseException: A prohibited code point';
const BIDI = 'java.text.ParseException: The input does not conform to the rules for BiDi';

/** The JDK's nameprep answer as prepare() gives it, or null when it says nothing about nameprep (a label too long). */
function jdkPrepared(answer) {
  if (answer.value !== undefined) return { value: answer.value };
  const m = answer.error.message ?? '';
  if (m.startsWith(PROHIBITED)) return { error: 'prohibited' };
  if (m.startsWith(BIDI)) return { error: 'bidi' };
  if (m === 'Empty label is not a legal name') return { value: '' };
  return null;
}

/** Labels with a non-ASCII code point and no ACE prefix, asked of the JDK (nameprep op) and compared with prepare(). */
export async function checkLabels(t, jdk, labels) {
  const asked = labels.filter((s) => /[^\0-\x7f]/.test(s) && !/^xn--|[.\u3002\uff0e\uff61]/i.test(s));
  const answers = await jdk.ask(asked.map((s) => ({ op: 'nameprep', args: [s] })));
  const failures = [];
  let checked = 0;
  let failed = 0;
  asked.forEach((s, i) => {
    const want = jdkPrepared(answers[i]);
    const ours = prepare(t, s);
    if (want === null || /^xn--/i.test(ours.value ?? '')) return; // too long, or an ASCII answer read as ACE
    checked++;
    if (asciiJson(want) !== asciiJson(ours) && failed++ < 50)
      failures.push(`${asciiJson(s)}: JDK ${asciiJson(want)}, tables ${asciiJson(ours)}`);
  });
  return { checked, failures, failed };
}
