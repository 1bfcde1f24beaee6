/**
 * The workloads: each is an operation and the inputs it runs over, built from the real-world lists
 * in bench/data. The same inputs go to every library and to the JDK (written out for it as
 * tab-separated lines). The java.net.URL workloads (`table: 'url'`) hold only inputs JavaURL accepts,
 * and keep the lines they left out in `filtered`, so that run.mjs can check with the JDK's URL that it
 * rejects the same ones (see url-agree.mjs).
 */
import { readFileSync } from 'node:fs';
import { JavaURL, Uri } from '../dist/index.mjs';

const DATA = new URL('./data/', import.meta.url);

/** One URI per line. Each line becomes a flat string of its own, as a network read or JSON.parse gives it. */
export function readList(name) {
  const text = readFileSync(new URL(name + '.txt', DATA), 'utf8');
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(JSON.stringify(line)));
}

/** Whether `s` parses as a URI. */
export function parses(s) {
  try {
    new Uri(s);
    return true;
  } catch {
    return false;
  }
}

/** Whether `spec` parses as a java.net.URL (new JavaURL(spec)), relative to `context` when given. */
export function urlParses(spec, context = null) {
  try {
    if (context === null) new JavaURL(spec);
    else new JavaURL(new JavaURL(context), spec);
    return true;
  } catch {
    return false;
  }
}

/**
 * A java.net.URL workload: the inputs whose every argument JavaURL accepts (the context first, then
 * the spec against it, for `urlContext`), with the others kept aside in `filtered`. Inputs holding a
 * tab or line break are left out too (none of the lists has one): UrlBench reads tab-separated lines.
 */
function urlWorkload(id, title, op, candidates) {
  const fits = (inp) => inp.every((s) => !/[\t\r\n]/.test(s));
  const accepted = (inp) =>
    op === 'urlContext' ? urlParses(inp[0]) && urlParses(inp[1], inp[0]) : inp.every((s) => urlParses(s));
  const inputs = [];
  const filtered = [];
  for (const inp of candidates) (fits(inp) && accepted(inp) ? inputs : filtered).push(inp);
  return { id, title, op, inputs, filtered, table: 'url' };
}

/** What comes before the path of a hierarchical URI: the scheme, ":" and "//" authority where present. */
function beforePath(u) {
  const authority = u.getRawAuthority();
  return (u.getScheme() === null ? '' : u.getScheme() + ':') + (authority === null ? '' : '//' + authority);
}

/** The directory of a hierarchical URI: up to its path's last "/". */
function directoryOf(s) {
  const u = new Uri(s);
  return beforePath(u) + u.getRawPath().slice(0, u.getRawPath().lastIndexOf('/') + 1);
}

/**
 * Document/link pairs as a site generator or crawler meets them: each URI of a list with later URIs
 * of the same scheme and authority (the same site or file tree), at most `perBase` of them.
 */
function sameSitePairs(list, perBase) {
  const bySite = new Map();
  for (const s of list) {
    if (!parses(s)) continue;
    const u = new Uri(s);
    if (u.isOpaque() || u.getRawPath() === '') continue;
    const site = `${u.getScheme()}://${u.getRawAuthority() ?? ''}`;
    if (!bySite.has(site)) bySite.set(site, []);
    bySite.get(site).push(s);
  }
  const pairs = [];
  for (const uris of bySite.values()) {
    for (let i = 0; i < uris.length; i++) {
      for (let j = i + 1; j < uris.length && j <= i + perBase; j++) pairs.push([uris[i], uris[j]]);
    }
  }
  return pairs;
}

/** `s` with dot segments put into its path ("/a/b/c" becomes "/a/./b/x/../c"), or null. */
function withDotSegments(s) {
  const u = new Uri(s);
  const path = u.getRawPath();
  const first = path === null ? -1 : path.indexOf('/', 1);
  const last = path === null ? -1 : path.lastIndexOf('/');
  if (first < 0) return null;
  const dotted = path.slice(0, first + 1) + './' + path.slice(first + 1, last + 1) + 'x/../' + path.slice(last + 1);
  const prefix = beforePath(u);
  return prefix + dotted + s.slice(prefix.length + path.length);
}

/** The same URI with the scheme and host in upper case and each escape's hex digits in the other case. */
function caseVariant(s) {
  const u = new Uri(s);
  let v = s.replace(/^[a-z][a-z0-9+.-]*:/i, (m) => m.toUpperCase());
  const host = u.getHost();
  if (host) v = v.replace(host, host.toUpperCase());
  v = v.replace(/%[0-9a-fA-F]{2}/g, (m) => (m === m.toUpperCase() ? m.toLowerCase() : m.toUpperCase()));
  return v;
}

/** Every workload with its inputs; `op` names the library operation it runs. */
export function buildWorkloads() {
  const kasztp = readList('kasztp');
  const nodeFiles = readList('node_files');
  const isaacs = readList('isaacs_files');
  const links = [...sameSitePairs(isaacs, 3), ...sameSitePairs(kasztp, 3)];
  const valid = [...kasztp, ...isaacs].filter(parses);
  const dotted = valid.map(withDotSegments).filter((s) => s !== null);
  const documentLinks = links.map(([doc, target]) => [
    doc,
    new Uri(doc).relativize(new Uri(target), { dotSegments: true }).toString(),
  ]);
  const casePairs = valid.map((s) => [s, caseVariant(s)]);
  // About 70 lines: taken 30 times over, so that a pass is long enough to time.
  const invalid = Array.from({ length: 30 }, () => [...kasztp, ...nodeFiles].filter((s) => !parses(s))).flat();
  return [
    { id: 'parse-kasztp', title: 'parse kasztp.txt', op: 'parse', inputs: kasztp.map((s) => [s]) },
    { id: 'parse-node_files', title: 'parse node_files.txt', op: 'parse', inputs: nodeFiles.map((s) => [s]) },
    { id: 'parse-isaacs_files', title: 'parse isaacs_files.txt', op: 'parse', inputs: isaacs.map((s) => [s]) },
    {
      id: 'reject-constructor',
      title: 'reject the lines of kasztp.txt and node_files.txt that are not URIs: the constructor',
      op: 'parse',
      inputs: invalid.map((s) => [s]),
    },
    {
      id: 'reject-canparse',
      title: 'reject the same lines: `Uri.canParse`, `URL.canParse`',
      op: 'canParse',
      inputs: invalid.map((s) => [s]),
    },
    { id: 'tostring-kasztp', title: 'parse + toString, kasztp.txt', op: 'toString', inputs: kasztp.map((s) => [s]) },
    { id: 'getters-kasztp', title: 'parse + every getter, kasztp.txt', op: 'getters', inputs: kasztp.map((s) => [s]) },
    {
      id: 'getters-isaacs_files',
      title: 'parse + every getter, isaacs_files.txt',
      op: 'getters',
      inputs: isaacs.map((s) => [s]),
    },
    {
      id: 'resolve',
      title: 'resolve a relative link against its document',
      op: 'resolve',
      inputs: documentLinks,
    },
    {
      id: 'relativize',
      title: "relativize (JDK) a link against its document's directory",
      op: 'relativize',
      inputs: links.map(([doc, target]) => [directoryOf(doc), target]),
    },
    {
      id: 'relativize-link',
      title: 'relativize a link against its document, with ../ (dotSegments)',
      op: 'relativizeLink',
      inputs: links,
    },
    { id: 'normalize', title: 'normalize a path with dot segments', op: 'normalize', inputs: dotted.map((s) => [s]) },
    {
      id: 'equals-hash',
      title: 'equals + hashCode, URIs differing in case',
      op: 'equalsHash',
      inputs: casePairs,
    },
    urlWorkload(
      'url-parse-kasztp',
      'new JavaURL(spec), kasztp.txt',
      'urlParse',
      kasztp.map((s) => [s]),
    ),
    urlWorkload(
      'url-parse-node_files',
      'new JavaURL(spec), node_files.txt',
      'urlParse',
      nodeFiles.map((s) => [s]),
    ),
    urlWorkload(
      'url-parse-isaacs_files',
      'new JavaURL(spec), isaacs_files.txt',
      'urlParse',
      isaacs.map((s) => [s]),
    ),
    urlWorkload(
      'url-context',
      "new JavaURL(context, spec): a relative link against its document's URL",
      'urlContext',
      documentLinks,
    ),
    urlWorkload('url-equals-hash', 'equals + hashCode, URLs differing in case', 'urlEqualsHash', casePairs),
  ];
}
