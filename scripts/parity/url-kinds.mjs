// url-kinds.mjs: how the URL sections of the parity run read the JDK's answers (UrlOracle.java) beside ours.
//   errorKey(err)                      -> 'E Type message' with the variable parts folded (also the
//                                         fixture buckets of scripts/url-fixtures.mjs)
//   excludedFields(req, jdkAnswer)     -> fields left out: those that depend on this machine's interfaces
//   withoutFields(answer, fields)      -> the answer without them
//   urlDifferenceKinds(section, j, o)  -> the group of a difference (one per answer)
//   urlExample(section, label, j, o)   -> how an example of a group reads
//   urlReason(j)                       -> the JDK's error, folded, for the per-section count of errors
import { isDeepStrictEqual } from 'node:util';
import { kindOf, show, cut } from './tally.mjs';

/** An error's bucket: its type and message with the variable parts (quoted text, numbers, input) folded. */
export function errorKey(e) {
  const m = (e.message ?? 'null')
    .replace(/^(no protocol: |unknown protocol: |Invalid host: |Invalid authority field: ).*/s, '$1…')
    .replace(/"[^]*"/g, '"…"')
    .replace(/-?\d+/g, 'N')
    .replace(/ at index N: .*/s, ' at index N')
    .replace(/: ('.*'|control char \(code=N\)|CR|LF)$/s, ': D');
  return `E ${e.type} ${m}`;
}

const BRACKETED = /\[([^[\]]*)\]/g;

/**
 * Whether text holds a bracketed IPv6 literal whose scope is not all ASCII digits (`[fe80::1%eth0]`): the
 * JDK looks such a scope up as a network interface, so its equals, sameFile and hashCode depend on the
 * machine (this one has eth0). Numeric scopes (`%1`) do not.
 */
export function ifaceScopedIn(text) {
  if (typeof text !== 'string') return false;
  for (const [, inside] of text.matchAll(BRACKETED)) {
    const pct = inside.indexOf('%');
    if (pct >= 0 && !/^[0-9]+$/.test(inside.slice(pct + 1))) return true;
  }
  return false;
}

/** A jar URL's inner URL, the text of its file before the first `!/` (the whole file without one). */
const jarInner = (file) => (typeof file === 'string' && file.includes('!/') ? file.slice(0, file.indexOf('!/')) : file);

const EQUALITY = ['equals', 'equalsReverse', 'sameFile', 'sameFileReverse'];

/**
 * The fields of an answer left out of the comparison because the JDK's value depends on this machine's
 * interfaces: a URL's hash when its host (a jar URL's inner host too) is interface-scoped; for equals,
 * both URLs' equality and the hash of each interface-scoped one (found in the spec texts).
 */
export function excludedFields(req, j) {
  const kind = kindOf(j);
  if (kind === 'url') {
    const v = j.url;
    const scoped = ifaceScopedIn(v.host) || (v.protocol === 'jar' && ifaceScopedIn(jarInner(v.file)));
    return scoped ? ['hash'] : [];
  }
  if (kind === 'value' && req.op === 'equals') {
    const [a, b] = req.args.map(ifaceScopedIn);
    if (!a && !b) return [];
    return [...EQUALITY, ...(a ? ['hashA'] : []), ...(b ? ['hashB'] : [])];
  }
  return [];
}

const omit = (o, names) => Object.fromEntries(Object.entries(o).filter(([k]) => !names.includes(k)));

/**
 * The answer without the named fields (of its URL view, or of a plain answer), and without the cause of
 * a thrown error: the JDK's MalformedURLException carries the exception its handler threw inside
 * (NumberFormatException, IllegalArgumentException, …), an implementation detail JavaURL does not
 * reproduce (docs/which-jdk.md); its type and message are compared.
 */
export function withoutFields(answer, names) {
  const kind = kindOf(answer);
  if (kind === 'error' || kind === 'contextError') {
    return { [kind]: omit(answer[kind], ['cause']) };
  }
  if (names.length === 0) return answer;
  if (kind === 'url') return { url: omit(answer.url, names) };
  return kind === 'value' ? omit(answer, names) : answer;
}

const thrownOf = (x) => {
  const k = kindOf(x);
  return k === 'error' || k === 'contextError' ? x[k] : null;
};

/** An answer in a few words: what was thrown (folded), or which protocol's URL came back. */
function describe(x) {
  const e = thrownOf(x);
  if (e) return `${kindOf(x) === 'contextError' ? 'context ' : ''}threw ${errorKey(e).slice(2)}`;
  if (kindOf(x) === 'url') return `a ${x.url.protocol} URL`;
  return 'an answer';
}

/** "f differs", "f, g differ". */
const listed = (fields) => `${fields.join(', ')} ${fields.length === 1 ? 'differs' : 'differ'}`;

/** The fields that differ between two objects. */
const differing = (a, b) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !isDeepStrictEqual(a[k], b[k]));

/**
 * The group of a difference: our error (folded) when we threw where the JDK did not throw the same; the
 * JDK's when it threw and we did not; else the fields that differ (for a thrown error, its cause's types).
 */
export function urlDifferenceKinds(section, j, o) {
  const [je, oe] = [thrownOf(j), thrownOf(o)];
  const sameThrow = je && oe && kindOf(j) === kindOf(o) && je.type === oe.type && je.message === oe.message;
  if (oe && !sameThrow) return [`${section}: ours ${describe(o)}`];
  if (je && !sameThrow) return [`${section}: JDK ${describe(j)}, ours ${describe(o)}`];
  if (sameThrow) {
    const fields = differing(je, oe);
    const where = kindOf(j) === 'contextError' ? 'contexts threw' : 'threw';
    const causes = fields.includes('cause')
      ? ` (cause: JDK ${je.cause?.type ?? 'none'}, ours ${oe.cause?.type ?? 'none'})`
      : '';
    return [`${section}: both ${where} ${je.type} with the JDK's message, but ${listed(fields)}${causes}`];
  }
  if (kindOf(j) === 'url' && kindOf(o) === 'url') {
    return [`${section}: a ${j.url.protocol} URL, but ${listed(differing(j.url, o.url))}`];
  }
  return [`${section}: ${listed(differing(j, o))}`];
}

/** An example of a group: the inputs, then the JDK's and our answer where they differ. */
export function urlExample(section, label, j, o) {
  const brief = (x) => {
    const e = thrownOf(x);
    return e ? `${e.type}: ${e.message}` : kindOf(x) === 'url' ? x.url.externalForm : x;
  };
  const [je, oe] = [thrownOf(j), thrownOf(o)];
  let parts;
  if (kindOf(j) === 'url' && kindOf(o) === 'url') {
    parts = differing(j.url, o.url).map((f) => `${f} JDK ${show(j.url[f])} ours ${show(o.url[f])}`);
  } else if (je && oe && je.type === oe.type && je.message === oe.message) {
    parts = differing(je, oe).map((f) => `${f} JDK ${show(je[f])} ours ${show(oe[f])}`);
  } else if (kindOf(j) === 'value' && kindOf(o) === 'value') {
    parts = differing(j, o).map((f) => `${f} JDK ${show(j[f])} ours ${show(o[f])}`);
  } else parts = [`JDK ${show(brief(j))}, ours ${show(brief(o))}`];
  return `${label}  ->  ${cut(parts.join('; '), 240)}`;
}

/** The JDK's error for the count of errors per section, folded as the fixture buckets are; null for none. */
export function urlReason(j) {
  const e = thrownOf(j);
  return e ? (kindOf(j) === 'contextError' ? 'context: ' : '') + errorKey(e).slice(2) : null;
}
