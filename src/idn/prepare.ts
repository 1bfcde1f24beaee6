/**
 * Nameprep (RFC 3491, the stringprep profile of RFC 3454) as JDK 25's IDN applies it to a label:
 * unassigned code points refused (unless allowed), each code point mapped (B.1, B.2), the result
 * normalized to NFKC, then prohibited code points and the bidi rule checked. Unicode 3.2's data is
 * tables.ts's, generated from the JDK; NFKC is the engine's, which agrees with Unicode 3.2's on every
 * code point Unicode 3.2 assigns (an unassigned one, allowed, stays as it is and ends a run of NFKC,
 * as Unicode 3.2 knows nothing to compose or reorder it with).
 */
import { IllegalArgumentException } from '../uri';
import { isL, isProhibited, isRandAL, isUnassigned, mapping } from './tables';

/**
 * tables.ts's mapping of each code point met so far: the rule behind it normalizes and changes case
 * (three string operations), the cache one lookup. At most one entry per code point.
 */
const MAPPINGS = /* @__PURE__ */ new Map<number, string>();

/** mapping(cp), through MAPPINGS. */
function mapped(cp: number): string {
  let text = MAPPINGS.get(cp);
  if (text === undefined) MAPPINGS.set(cp, (text = mapping(cp)));
  return text;
}

/**
 * The IllegalArgumentException the JDK throws for a ParseException of nameprep: its message, then
 * the label (as given for an unassigned code point; as nameprep made it for the later checks).
 */
function prepError(message: string, label: string): IllegalArgumentException {
  const cause = new Error(message + label);
  cause.name = 'ParseException';
  return new IllegalArgumentException('java.text.ParseException: ' + message + label, cause);
}

/**
 * `label` nameprepped; `allowUnassigned` is IDN.ALLOW_UNASSIGNED.
 * @example nameprep('Faß', false) === 'fass'
 * @throws IllegalArgumentException `java.text.ParseException: …` and the label, as the JDK's
 */
export function nameprep(label: string, allowUnassigned: boolean): string {
  let out = '';
  let run = '';
  for (const c of label) {
    const cp = c.codePointAt(0)!;
    // Fast path: an ASCII code point is assigned and maps to its lower case, as mapping(cp) gives
    // (spec/idn.spec.ts holds the two to the same answer on all 128).
    if (cp < 0x80) {
      run += c.toLowerCase();
    } else if (isUnassigned(cp)) {
      if (!allowUnassigned) throw prepError('An unassigned code point was found in the input ', label);
      out += run.normalize('NFKC') + c;
      run = '';
    } else run += mapped(cp);
  }
  out += run.normalize('NFKC');
  let randAL = false;
  let l = false;
  let first = true;
  let firstRandAL = false;
  let lastRandAL = false;
  for (const c of out) {
    const cp = c.codePointAt(0)!;
    if (isProhibited(cp)) throw prepError('A prohibited code point was found in the input', out);
    const r = isRandAL(cp);
    if (first) firstRandAL = r;
    first = false;
    lastRandAL = r;
    randAL ||= r;
    l ||= isL(cp);
  }
  if (randAL && (l || !firstRandAL || !lastRandAL)) {
    throw prepError('The input does not conform to the rules for BiDi code points.', out);
  }
  return out;
}
