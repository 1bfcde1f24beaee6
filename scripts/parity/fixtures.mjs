// fixtures.mjs: picks a small, varied subset of the JDK's answers for spec/fixtures/*.json.
// Cases are sorted into buckets (each error reason; each success "shape"; for compare, pair kind x
// outcome; for constructors, form x shape; for operations, op x pair kind x result shape), a
// seeded reservoir is kept per bucket, then buckets are drained round-robin so every bucket (hence
// every error reason) gets at least 3 cases before any gets many, under a count and byte budget
// (and errorCap). Mandatory cases (the fixed RFC examples) go first. Only JDK answers are used.
// Buckets whose key starts with "E " hold errors.

import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { rng } from './generate.mjs';
import { asciiJson } from './jdk.mjs';

const RESERVOIR = 120;

export class Selector {
  /** opts: {limit, maxBytes, errorShare, errorCap} */
  constructor(seed, opts) {
    this.r = rng(seed);
    this.opts = opts;
    this.mandatory = [];
    this.buckets = new Map(); // key -> {seen, items: [{row, sub}]}
  }

  must(row) {
    this.mandatory.push(row);
  }

  offer(key, sub, row) {
    let b = this.buckets.get(key);
    if (!b) this.buckets.set(key, (b = { seen: 0, items: [] }));
    b.seen++;
    if (b.items.length < RESERVOIR) b.items.push({ row, sub });
    else {
      const j = this.r.int(b.seen);
      if (j < RESERVOIR) b.items[j] = { row, sub };
    }
  }

  /** Items of a bucket ordered so that distinct `sub` values (e.g. error indices) come first. */
  static interleave(items) {
    const bySub = new Map();
    for (const it of items) {
      if (!bySub.has(it.sub)) bySub.set(it.sub, []);
      bySub.get(it.sub).push(it.row);
    }
    const lists = [...bySub.values()];
    const out = [];
    for (let i = 0; out.length < items.length; i++) for (const l of lists) if (i < l.length) out.push(l[i]);
    return out;
  }

  /**
   * Mandatory rows; then 3 of every error bucket; then 1 of every success bucket; then errors
   * round-robin up to errorShare of the limit; then successes; then whatever is left.
   */
  select() {
    const { limit, maxBytes, errorShare = 0.35, errorCap = Infinity } = this.opts;
    const rows = [];
    const seen = new Set();
    let bytes = 0;
    let full = false;
    let nErrors = 0;
    const take = (row) => {
      const k = asciiJson(row);
      if (seen.has(k)) return;
      if (rows.length >= limit || bytes + k.length + 6 > maxBytes) return void (full = true);
      seen.add(k);
      rows.push(row);
      if (row.expected.error) nErrors++;
      bytes += k.length + 6;
    };
    const queues = (errors) =>
      [...this.buckets.keys()]
        .filter((k) => k.startsWith('E ') === errors)
        .sort()
        .map((k) => ({ items: Selector.interleave(this.buckets.get(k).items), pos: 0 }));
    const E = queues(true);
    const S = queues(false);
    const drain = (qs, perQueue, enough = () => false) => {
      for (let more = true; more && !full && !enough();) {
        more = false;
        for (const q of qs) {
          if (full || enough() || q.pos >= Math.min(q.items.length, perQueue)) continue;
          take(q.items[q.pos++]);
          more = true;
        }
      }
    };
    for (const row of this.mandatory) take(row);
    drain(E, Math.min(3, errorCap));
    drain(S, 1);
    drain(E, errorCap, () => nErrors >= limit * errorShare);
    drain(S, Infinity);
    drain(E, errorCap);
    return rows;
  }
}

/** Sub-key spreading successes over plain / escaped / non-ASCII inputs. */
const sub = (s) => (typeof s !== 'string' ? '?' : `${s.includes('%')}${[...s].some((c) => c.charCodeAt(0) > 0x7f)}`);

/** Error bucket: the URISyntaxException's reason (the cause's, for an IllegalArgumentException). */
const errorKey = (error) => {
  const e = error.cause ?? error;
  return `E ${e.reason ?? e.type}`;
};

/** Success bucket: opaque or not, which components are missing/empty/present, port, psa result. */
function shapeOf(u) {
  const has = (k) => (u[k] == null ? '-' : u[k] === '' ? '0' : '+');
  const shape = ['scheme', 'authority', 'userInfo', 'host', 'path', 'query', 'fragment'].map(has).join('');
  const psa = u.psa.same ? 'same' : u.psa.uri ? 'new' : `err ${u.psa.error.reason ?? u.psa.error.type}`;
  return `S ${u.opaque ? 'opaque' : 'hier'} ${shape} port${u.port >= 0 ? '+' : '-'} psa=${psa}`;
}

/** Bucket key and sub-key for a parse/create answer. */
export function parseBucket(ans) {
  if (ans.error) return [errorKey(ans.error), (ans.error.cause ?? ans.error).index];
  return [shapeOf(ans.uri), sub(ans.uri.string)];
}

/** For a constructor: by error reason (spread over the forms), or by form and result shape. */
export function constructBucket(form, ans) {
  if (ans.error) return [errorKey(ans.error), form];
  return [`${shapeOf(ans.uri)} form${form}`, sub(ans.uri.string)];
}

/** For identities: the combination of the four outcomes. */
export function identitiesBucket(ans) {
  if (ans.error) return [errorKey(ans.error), ans.error.index];
  const out = (v) => (typeof v === 'boolean' ? String(v) : errorKey(v.error).slice(2));
  return [`S ${['string', 'three', 'five', 'seven'].map((k) => `${k}=${out(ans[k])}`).join(' ')}`, '-'];
}

/** For normalize/resolve/relativize: error reason, or pair kind and result shape; sub-key: result is an input. */
export function operationBucket(op, kind, inputs, ans) {
  if (ans.error) return [`${errorKey(ans.error)} (${op})`, kind];
  const same = inputs.indexOf(ans.uri.string);
  return [`${shapeOf(ans.uri)} ${op} ${kind}`, same];
}

export function compareBucket(kind, ans) {
  if (ans.error) return [`E ${ans.error.reason ?? ans.error.type}`, kind];
  return [
    `${kind} eq=${ans.equals}/${ans.equalsReverse} cmp=${ans.compareTo}/${ans.compareToReverse}`,
    ans.hashA === ans.hashB,
  ];
}

/**
 * For URLEncoder/URLDecoder: by op, charset group and the exception's message (the hex digit left
 * out), or by op, charset and what the value holds (escapes, "+", U+FFFD); sub-key: the charset name.
 */
export function codecBucket(op, kind, [s, charset], ans) {
  if (ans.error) return [`E ${op} ${ans.error.type} ${ans.error.message.replace(/: ".*/s, '')}`, charset];
  const v = ans.value;
  const holds = [v.includes('%'), v.includes('+'), v.includes('\ufffd'), v !== s].map(Number).join('');
  return [`S ${kind} ${holds}`, charset];
}

/** Writes {header..., cases: [...]} with one ASCII-only case per line. */
export function writeFixture(path, header, cases) {
  mkdirSync(dirname(path), { recursive: true });
  const head = Object.entries(header)
    .map(([k, v]) => `  ${asciiJson(k)}: ${asciiJson(v)},\n`)
    .join('');
  const body = cases.map((c) => '    ' + asciiJson(c)).join(',\n');
  const text = `{\n${head}  "cases": [\n${body}\n  ]\n}\n`;
  writeFileSync(path, text);
  return text.length;
}
