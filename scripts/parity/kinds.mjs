// kinds.mjs: names the kind of each difference between another JDK's answer and ours (which are
// JDK 25's), so that a run against JDK 17 can be checked against the table of docs/which-jdk.md.
//   differenceKinds(jdkAnswer, ourAnswer) -> Set of kinds: 'JDK-8348986' (a syntax error's input
//   with its spaces as written), 'JDK-8297687' (an illegal authority character reported at the
//   authority's start), 'JDK-8353013' (NumberFormatException for an IPv4 octet beyond an int in an
//   IPv6 literal), 'JDK-8353453' (URLDecoder's hex digits read by Integer.parseInt: other words for a
//   bad one, and a sign or a non-ASCII digit taken as one), 'JDK-8316681' (URLEncoder's value without
//   a replacement that another JDK writes for a lone high surrogate), 'default-charset' (an answer in
//   the charset named "default", which JDK 17 reads as US-ASCII and JDK 25 does not know), 'Unicode' (toASCIIString's NFC with older tables), 'other' (anything else).
import { isDeepStrictEqual } from 'node:util';

/** JDK 25's report of a syntax error's input: runs of spaces shrunk to one, none at either end. */
const collapse = (s) => s.replace(/ +/g, ' ').replace(/^ | $/g, '');
const isError = (x) => x !== null && typeof x === 'object' && typeof x.type === 'string' && 'message' in x;

/** JDK 25's message for a '%' followed by a character that is not an ASCII hex digit. */
const isHexDigitError = (x) => isError(x) && x.message.startsWith('URLDecoder: Illegal hex characters');

/** A URLEncoder value as its units: each "%XX" escape, each other character. */
const units = (encoded) => encoded.match(/%[0-9A-F]{2}|[^]/g) ?? [];
/** What URLEncoder writes for a lone surrogate, as units: "?" in UTF-8 and the single-byte charsets, U+FFFD in UTF-16. */
const REPLACEMENTS = [['%3F'], ['%FF', '%FD'], ['%FD', '%FF']];

/** Whether `ours` is `theirs` with some replacements of a lone surrogate left out (compared unit by unit). */
function onlyReplacementsLost(theirs, ours) {
  const [t, o] = [units(theirs), units(ours)];
  let k = 0;
  for (let i = 0; i < t.length;) {
    if (k < o.length && t[i] === o[k]) {
      i++;
      k++;
      continue;
    }
    const replacement = REPLACEMENTS.find((r) => r.every((u, n) => t[i + n] === u));
    if (replacement === undefined) return false;
    i += replacement.length;
  }
  return k === o.length && t.length > o.length;
}

export function differenceKinds(j, o, out = new Set()) {
  if (isDeepStrictEqual(j, o)) return out;
  if (j !== null && typeof j === 'object' && 'value' in j && isHexDigitError(o?.error)) {
    out.add('JDK-8353453'); // "%+1" or "%\u0661\u0662": a value before JDK 25
  } else if (
    j !== null &&
    typeof j === 'object' &&
    j.error?.type !== 'UnsupportedEncodingException' &&
    o?.error?.type === 'UnsupportedEncodingException' &&
    o.error.message.toLowerCase() === 'default'
  ) {
    out.add('default-charset');
  } else if (typeof j?.value === 'string' && typeof o?.value === 'string' && onlyReplacementsLost(j.value, o.value)) {
    out.add('JDK-8316681');
  } else if (isError(j) && isError(o)) {
    errorKinds(j, o, out);
  } else if (j !== null && o !== null && typeof j === 'object' && typeof o === 'object') {
    for (const k of new Set([...Object.keys(j), ...Object.keys(o)])) {
      if (k === 'ascii' && typeof j[k] === 'string' && typeof o[k] === 'string') {
        if (j[k] !== o[k]) out.add('Unicode');
      } else {
        differenceKinds(j[k], o[k], out);
      }
    }
  } else {
    out.add('other');
  }
  return out;
}

/** A syntax error may come wrapped (URI.create's IllegalArgumentException): its cause is compared. */
function errorKinds(je, oe, out) {
  const a = je.cause ?? je;
  const b = oe.cause ?? oe;
  if (a.type === 'NumberFormatException' && b.reason === 'Malformed IPv4 address') {
    out.add('JDK-8353013');
    return;
  }
  if (je.type !== oe.type || a.type !== b.type || a.reason !== b.reason) {
    out.add('other');
    return;
  }
  if (a.reason === undefined && a.message !== b.message) {
    out.add(isHexDigitError(a) && isHexDigitError(b) ? 'JDK-8353453' : 'other');
    return;
  }
  if (a.index !== b.index) out.add(a.reason === 'Illegal character in authority' ? 'JDK-8297687' : 'other');
  if (a.input !== b.input) out.add(b.input === collapse(a.input) ? 'JDK-8348986' : 'other');
}
