/**
 * `check --external`: the options that say how other sites are asked, the links gathered during the
 * walk (each distinct URL once, with the fragments its links ask), and, once they are judged, a
 * record per link that fails (or is told: a permanent redirect, an address not asked), in the
 * walk's order. The asking is java-uri/site/walk's checkExternal.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExternalOptions, ExternalResult, LinkRecord } from 'java-uri/site/walk';
import type { Options } from './commands';

/** The name of the ignore file, read in DIR and in the current directory: one pattern a line, `#` comments. */
export const IGNORE_FILE = '.java-uri-ignore';

/** What is reported of a link to another site. */
export type ExternalKind =
  | 'http-status'
  | 'unreachable'
  | 'too-many-redirects'
  | 'missing-fragment'
  | 'fragment-by-script'
  | 'redirected'
  | 'not-checked';

/** A link's record: its kind and what the answer says. */
export interface ExternalFinding {
  readonly file: string;
  readonly link: LinkRecord;
  readonly kind: ExternalKind;
  readonly status?: number;
  readonly reason?: string;
  /** The URL answered last (http-status after redirects), or the one to link instead (redirected). */
  readonly location?: string;
}

/** The kinds told without failing (status 4 only with --strict). */
export const TOLD: ReadonlySet<ExternalKind> = new Set(['fragment-by-script', 'redirected', 'not-checked']);

/** The options of --external that need it. */
const NEEDS_EXTERNAL = [
  '--timeout',
  '--retries',
  '--max-per-host',
  '--max-concurrency',
  '--accept',
  '--allow-private',
  '--exclude',
  '--cache',
  '--cache-age',
  '--no-remote-fragments',
];

/** The parsed options (without the user agent and the signal), or a usage error. */
export function externalOptions(
  options: Options,
  dir: string,
): { asking: Omit<ExternalOptions, 'userAgent'>; exclude: RegExp[] } | string {
  const used = NEEDS_EXTERNAL.find((name) => options.has(name));
  if (!options.has('--external')) return used === undefined ? { asking: {}, exclude: [] } : `${used} needs --external`;
  const asking: Omit<ExternalOptions, 'userAgent'> = {};
  const number = (name: string, low: number, high: number, fraction = false): number | string | undefined => {
    const value = options.get(name);
    if (value === undefined) return undefined;
    const n =
      typeof value === 'string' && (fraction ? /^[0-9]+(\.[0-9]+)?$/ : /^[0-9]+$/).test(value) ? Number(value) : NaN;
    return n >= low && n <= high
      ? n
      : `${name} takes a ${fraction ? 'number' : 'whole number'} from ${low} to ${high}, not ${JSON.stringify(value)}`;
  };
  for (const [name, key, low, high, fraction] of [
    ['--timeout', 'timeout', 0.1, 3600, true],
    ['--retries', 'retries', 0, 10, false],
    ['--max-per-host', 'maxPerHost', 1, 64, false],
    ['--max-concurrency', 'maxConcurrency', 1, 1024, false],
  ] as const) {
    const n = number(name, low, high, fraction);
    if (typeof n === 'string') return n;
    if (n !== undefined) asking[key] = n;
  }
  const accept = options.get('--accept');
  if (typeof accept === 'string') {
    const ranges = acceptRanges(accept);
    if (ranges === null)
      return `--accept takes statuses and ranges such as 200..299,403, not ${JSON.stringify(accept)}`;
    asking.accept = ranges;
  }
  if (options.has('--allow-private')) asking.allowPrivate = true;
  if (options.has('--no-remote-fragments')) asking.fragments = false;
  const cache = options.get('--cache');
  if (typeof cache === 'string') asking.cache = cache;
  const age = options.get('--cache-age');
  if (typeof age === 'string') {
    const ms = duration(age);
    if (ms === null) return `--cache-age takes a duration such as 90s, 30m, 12h or 7d, not ${JSON.stringify(age)}`;
    asking.cacheAge = ms;
  }
  if (age !== undefined && cache === undefined) return '--cache-age needs --cache';
  const exclude: RegExp[] = [];
  const given = options.get('--exclude');
  for (const pattern of given === undefined || given === true ? [] : typeof given === 'string' ? [given] : given) {
    const regex = regexOf(pattern);
    if (regex === null) return `--exclude ${JSON.stringify(pattern)}: not a regular expression`;
    exclude.push(regex);
  }
  for (const file of new Set([join(dir, IGNORE_FILE), IGNORE_FILE])) {
    if (!existsSync(file)) continue;
    const lines = readFileSync(file, 'utf8').split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
      const pattern = lines[i]!.trim();
      if (pattern === '' || pattern.startsWith('#')) continue;
      const regex = regexOf(pattern);
      if (regex === null) return `${file}:${i + 1}: ${JSON.stringify(pattern)} is not a regular expression`;
      exclude.push(regex);
    }
  }
  return { asking, exclude };
}

/** A pattern as a JavaScript regular expression (no flags: `\-` and `\/` read as written elsewhere). */
function regexOf(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

/** `200..299,403` as ranges; null when it is not such a list. */
export function acceptRanges(text: string): [number, number][] | null {
  const ranges: [number, number][] = [];
  for (const part of text.split(',')) {
    const m = /^\s*([1-5][0-9][0-9])\s*(?:\.\.\s*([1-5][0-9][0-9])\s*)?$/.exec(part);
    if (m === null) return null;
    const low = Number(m[1]);
    const high = m[2] === undefined ? low : Number(m[2]);
    if (high < low) return null;
    ranges.push([low, high]);
  }
  return ranges;
}

/** `90`, `90s`, `30m`, `12h`, `7d` in milliseconds; null for anything else. */
export function duration(text: string): number | null {
  const m = /^([0-9]{1,9})([smhd]?)$/.exec(text.trim());
  if (m === null) return null;
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[m[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(m[1]) * unit * 1000;
}

/** The `rel` values of a `<link>` whose href is an origin to reach or an endpoint to post to, not a resource. */
const NOT_RESOURCES = new Set(['preconnect', 'dns-prefetch', 'pingback', 'webmention', 'micropub']);

/** Where a link is an endpoint a browser posts to, not a resource it gets: form actions and pings. */
const ENDPOINTS = new Set(['form action', 'input formaction', 'button formaction', 'a ping', 'area ping']);

/** Whether a link of the walk leaves the site for a URL that --external asks (its target, as the walk resolved it). */
export function leavesSite(link: LinkRecord): boolean {
  if (link.outcome !== 'other-site' && link.outcome !== 'outside-base') return false;
  if (link.target === undefined || ENDPOINTS.has(link.where)) return false;
  if (link.rel !== undefined) {
    const rels = link.rel.split(/[\t\n\f\r ]+/).filter((r) => r !== '');
    if (rels.length > 0 && rels.every((r) => NOT_RESOURCES.has(r))) return false;
  }
  return true;
}

/** The records of the links asked, in the order gathered (each link: its URL asked and fragment). */
export function externalFindings(
  gathered: readonly { file: string; link: LinkRecord; url: string; hash: string }[],
  results: ReadonlyMap<string, ExternalResult>,
): ExternalFinding[] {
  const findings: ExternalFinding[] = [];
  for (const { file, link, url, hash } of gathered) {
    const r = results.get(url);
    if (r === undefined) continue;
    const at = { file, link };
    const reason = r.reason === undefined ? {} : { reason: r.reason };
    const status = r.status === undefined ? {} : { status: r.status };
    const final = r.final === undefined ? {} : { location: r.final };
    switch (r.verdict) {
      case 'not-checked':
        findings.push({ ...at, kind: 'not-checked', ...reason });
        continue;
      case 'unreachable':
      case 'too-many-redirects':
        findings.push({ ...at, kind: r.verdict, ...status, ...reason, ...final });
        continue;
      case 'http-status':
        findings.push({ ...at, kind: 'http-status', ...status, ...reason, ...final });
        continue;
      case 'fine': {
        const fragment = r.fragments.get(hash);
        if (fragment === 'missing') findings.push({ ...at, kind: 'missing-fragment', ...status, ...final });
        if (fragment === 'by-script')
          findings.push({
            ...at,
            link: { ...link, madeBy: r.madeBy ?? 'a script' },
            kind: 'fragment-by-script',
            ...status,
          });
        if (r.moved !== undefined) findings.push({ ...at, kind: 'redirected', ...status, location: r.moved });
      }
    }
  }
  return findings;
}

/**
 * What a record says: its head (before the link: `HTTP 404`, `unreachable`…) and its tail (after
 * the link and where it stands: why, the URL that answered).
 */
export function externalText(f: ExternalFinding): { head: string; tail: string } {
  const from = f.location === undefined ? '' : `: answered by ${f.location}`;
  const why = f.reason === undefined ? '' : `: ${f.reason}`;
  switch (f.kind) {
    case 'http-status':
      return { head: `HTTP ${f.status}`, tail: `${from}${why}` };
    case 'unreachable':
      return { head: 'unreachable', tail: why };
    case 'too-many-redirects':
      return { head: 'too many redirects', tail: why };
    case 'missing-fragment':
      return {
        head: 'missing fragment',
        tail: `: the page${f.location === undefined ? '' : ` (${f.location})`} defines no such id or <a name>`,
      };
    case 'fragment-by-script':
      return { head: 'fragment made by a script', tail: `: ${f.link.madeBy} makes it once the page's scripts run` };
    case 'redirected':
      return { head: 'moved permanently', tail: `: now ${f.location}; link it there` };
    case 'not-checked':
      return { head: 'not checked', tail: why };
  }
}
