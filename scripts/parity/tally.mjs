// tally.mjs: counts agreement between the JDK's answers and ours, per op and per field, keeps
// the first differing cases (and the first case of each other kind of difference), and prints it all.
// Answers are {uri: VIEW}, {url: VIEW} (UrlOracle), {error: ERR}, {contextError: ERR} (UrlOracle's
// context that failed) or plain values; a URL view's toURI error is also compared field by field.
// Fields the caller leaves out of an answer (add's `excluded`) are counted apart, never compared.

import { isDeepStrictEqual } from 'node:util';
import { asciiJson } from './jdk.mjs';
import { differenceKinds } from './kinds.mjs';

const MAX_SHOWN = 20;

export const show = (v) => (v === undefined ? 'undefined' : asciiJson(v));
export const cut = (s, n) => (s.length > n ? s.slice(0, n) + '...' : s);
const OUTCOMES = ['error', 'contextError', 'uri', 'url'];
export const kindOf = (x) => (x && typeof x === 'object' ? (OUTCOMES.find((k) => k in x) ?? 'value') : typeof x);
const isErrorOutcome = (x) => x !== null && typeof x === 'object' && x.error !== null && typeof x.error === 'object';

/** [field, jdkValue, ourValue] triples for one answer pair. */
function fields(j, o) {
  const kind = kindOf(j);
  const out = [['outcome', kind, kindOf(o)]];
  if (kind !== kindOf(o)) return out;
  const [jj, oo, prefix] =
    kind === 'value' ? [j, o, ''] : [j[kind], o[kind], kind === 'uri' || kind === 'url' ? '' : kind + '.'];
  for (const k of new Set([...Object.keys(jj), ...Object.keys(oo)])) {
    out.push([prefix + k, jj[k], oo[k]]);
    if (kind === 'url' && isErrorOutcome(jj[k]) && isErrorOutcome(oo[k])) {
      const [je, oe] = [jj[k].error, oo[k].error];
      for (const e of new Set([...Object.keys(je), ...Object.keys(oe)])) out.push([`${k}.${e}`, je[e], oe[e]]);
    }
  }
  return out;
}

/** The JDK's error reason of a URI answer (a wrapped syntax error's own), or its type. */
function uriReason(j) {
  const e = j?.error?.cause ?? j?.error;
  return e ? (e.reason ?? `(${e.type})`) : null;
}

export class Tally {
  /**
   * kindsOf(op, j, o): the kinds of a difference (default: kinds.mjs, for another JDK's answers);
   * exampleOf(op, label, j, o): how a kind's example reads; examples: how many each kind keeps;
   * reasonOf(j): the JDK's error reason counted per op (null for none).
   */
  constructor({
    kindsOf = (op, j, o) => differenceKinds(j, o),
    exampleOf = (op, label) => `${op} ${label}`,
    examples = 1,
    reasonOf = uriReason,
  } = {}) {
    this.options = { kindsOf, exampleOf, examples, reasonOf };
    this.ops = new Map(); // op -> Map(field -> {agree, total, excluded})
    this.reasons = new Map(); // op -> Map(reason -> count)
    this.shown = []; // the first MAX_SHOWN differing cases
    this.kinds = new Map(); // signature -> first case, for kinds of difference not among those
    this.answers = 0;
    this.differing = 0;
    this.excluded = 0; // answers with fields left out
    this.byKind = new Map(); // kind of difference -> {count, examples}
  }

  /** Compares one pair of answers; `excluded` names the fields the caller left out of both. */
  add(op, label, j, o, excluded = []) {
    if (!this.ops.has(op)) this.ops.set(op, new Map([['(whole answer)', { agree: 0, total: 0, excluded: 0 }]]));
    const t = this.ops.get(op);
    const field = (f) => {
      if (!t.has(f)) t.set(f, { agree: 0, total: 0, excluded: 0 });
      return t.get(f);
    };
    const same = isDeepStrictEqual(j, o);
    this.answers++;
    field('(whole answer)').total++;
    if (same) field('(whole answer)').agree++;
    if (excluded.length) {
      this.excluded++;
      field('(whole answer)').excluded++;
      for (const f of excluded) field(f).excluded++;
    }
    const diffs = [];
    for (const [f, jv, ov] of fields(j, o)) {
      const s = field(f);
      s.total++;
      if (isDeepStrictEqual(jv, ov)) s.agree++;
      else diffs.push([f, jv, ov]);
    }
    const r = this.options.reasonOf(j);
    if (r !== null) {
      if (!this.reasons.has(op)) this.reasons.set(op, new Map());
      const m = this.reasons.get(op);
      m.set(r, (m.get(r) ?? 0) + 1);
    }
    if (!same) {
      this.differing++;
      for (const kind of this.options.kindsOf(op, j, o)) {
        if (!this.byKind.has(kind)) this.byKind.set(kind, { count: 0, examples: [] });
        const k = this.byKind.get(kind);
        k.count++;
        if (k.examples.length < this.options.examples) k.examples.push(this.options.exampleOf(op, label, j, o));
      }
      const c = { op, label, diffs: diffs.length ? diffs : [['(whole answer)', j, o]] };
      const sig = op + ' ' + c.diffs.map(([f, jv]) => f + (jv?.thrown ? `(${jv.thrown.type})` : '')).join(',');
      if (this.shown.length < MAX_SHOWN) this.shown.push(c);
      else if (!this.kinds.has(sig) && !this.shown.some((x) => x.sig === sig)) this.kinds.set(sig, c);
      c.sig = sig;
    }
  }

  print() {
    for (const [op, t] of this.ops) {
      console.log(`\n== ${op}`);
      const w = Math.max(...[...t.keys()].map((k) => k.length));
      for (const [f, { agree, total, excluded }] of t) {
        const pct = total ? ((100 * agree) / total).toFixed(2) + '%' : '-';
        const left = excluded ? `, ${excluded} ${f === '(whole answer)' ? 'with fields ' : ''}excluded` : '';
        console.log(`  ${f.padEnd(w)}  ${agree}/${total} (${pct})${left}${agree < total ? '   <-- differs' : ''}`);
      }
    }
    for (const [op, m] of this.reasons) {
      console.log(`\n== JDK error reasons (${op})`);
      for (const [r, n] of [...m].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(7)}  ${r}`);
    }
    const list = (cases) =>
      cases.forEach(({ op, label, diffs }, i) => {
        console.log(`\n#${i + 1} ${op} ${label}`);
        for (const [f, jv, ov] of diffs) {
          console.log(`    ${f}:\n      jdk:  ${cut(show(jv), 600)}\n      ours: ${cut(show(ov), 600)}`);
        }
      });
    if (this.shown.length) console.log(`\n== first ${this.shown.length} of ${this.differing} differing cases`);
    list(this.shown);
    const more = [...this.kinds.values()].slice(0, MAX_SHOWN);
    if (more.length) console.log(`\n== first case of ${more.length} other kinds of difference (op + differing fields)`);
    list(more);
    if (!this.byKind.size) return;
    if (this.options.examples === 1) {
      console.log('\n== differences by kind (an answer may show several)');
      for (const [kind, { count, examples }] of this.byKind)
        console.log(`  ${kind}: ${count}, e.g. ${cut(examples[0], 200)}`);
      return;
    }
    console.log(`\n== differences by kind, most frequent first (${this.byKind.size} kinds)`);
    for (const [kind, { count, examples }] of [...this.byKind].sort((a, b) => b[1].count - a[1].count)) {
      console.log(`  ${String(count).padStart(7)}  ${kind}`);
      for (const e of examples) console.log(`             e.g. ${cut(e, 300)}`);
    }
  }
}
