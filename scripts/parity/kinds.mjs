// kinds.mjs: names the kind of each difference between another JDK's answer and ours (which are
// JDK 25's), so that a run against JDK 17 can be checked against the README's "Which JDK" table.
//   differenceKinds(jdkAnswer, ourAnswer) -> Set of kinds: 'JDK-8348986' (a syntax error's input
//   with its spaces as written), 'JDK-8297687' (an illegal authority character reported at the
//   authority's start), 'JDK-8353013' (NumberFormatException for an IPv4 octet beyond an int in an
//   IPv6 literal), 'Unicode' (toASCIIString's NFC with older tables), 'other' (anything else).
import { isDeepStrictEqual } from 'node:util';

/** JDK 25's report of a syntax error's input: runs of spaces shrunk to one, none at either end. */
const collapse = (s) => s.replace(/ +/g, ' ').replace(/^ | $/g, '');
const isError = (x) => x !== null && typeof x === 'object' && typeof x.type === 'string' && 'message' in x;

export function differenceKinds(j, o, out = new Set()) {
  if (isDeepStrictEqual(j, o)) return out;
  if (isError(j) && isError(o)) {
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
  if (a.index !== b.index) out.add(a.reason === 'Illegal character in authority' ? 'JDK-8297687' : 'other');
  if (a.input !== b.input) out.add(b.input === collapse(a.input) ? 'JDK-8348986' : 'other');
}
