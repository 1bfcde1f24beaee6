// tally.mjs: counts agreement between the JDK's answers and ours, per op and per field, keeps
// the first differing cases (and the first case of each other kind of difference), and prints it all.

import { isDeepStrictEqual } from 'node:util';
import { asciiJson } from './jdk.mjs';
import { differenceKinds } from './kinds.mjs';

const MAX_SHOWN = 20;

export const show = (v) => (v === undefined ? 'undefined' : asciiJson(v));
export const cut = (s, n) => (s.length > n ? s.slice(0, n) + '...' : s);
const kindOf = (x) => (x && typeof x === 'object' ? ('error' in x ? 'error' : 'uri' in x ? 'uri' : 'value') : typeof x);

/** [field, jdkValue, ourValue] triples for one answer pair. */
function fields(j, o) {
  const out = [['outcome', kindOf(j), kindOf(o)]];
  if (kindOf(j) !== kindOf(o)) return out;
  const [jj, oo, prefix] =
    kindOf(j) === 'uri' ? [j.uri, o.uri, ''] : kindOf(j) === 'error' ? [j.error, o.error, 'error.'] : [j, o, ''];
  for (const k of new Set([...Object.keys(jj), ...Object.keys(oo)])) out.push([prefix + k, jj[k], oo[k]]);
  return out;
}

export class Tally {
  constructor() {
    this.ops = new Map(); // op -> Map(field -> {agree, total})
    this.reasons = new Map(); // op -> Map(reason -> count)
    this.shown = []; // the first MAX_SHOWN differing cases
    this.kinds = new Map(); // signature -> first case, for kinds of difference not among those
    this.differing = 0;
    this.byKind = new Map(); // kind of difference (kinds.mjs) -> {count, example}
  }

  add(op, label, j, o) {
    if (!this.ops.has(op)) this.ops.set(op, new Map([['(whole answer)', { agree: 0, total: 0 }]]));
    const t = this.ops.get(op);
    const same = isDeepStrictEqual(j, o);
    t.get('(whole answer)').total++;
    if (same) t.get('(whole answer)').agree++;
    const diffs = [];
    for (const [f, jv, ov] of fields(j, o)) {
      if (!t.has(f)) t.set(f, { agree: 0, total: 0 });
      const s = t.get(f);
      s.total++;
      if (isDeepStrictEqual(jv, ov)) s.agree++;
      else diffs.push([f, jv, ov]);
    }
    const e = j?.error?.cause ?? j?.error;
    if (e) {
      if (!this.reasons.has(op)) this.reasons.set(op, new Map());
      const m = this.reasons.get(op);
      const r = e.reason ?? `(${e.type})`;
      m.set(r, (m.get(r) ?? 0) + 1);
    }
    if (!same) {
      this.differing++;
      for (const kind of differenceKinds(j, o)) {
        if (!this.byKind.has(kind)) this.byKind.set(kind, { count: 0, example: `${op} ${label}` });
        this.byKind.get(kind).count++;
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
      for (const [f, { agree, total }] of t) {
        const pct = total ? ((100 * agree) / total).toFixed(2) : '-';
        console.log(`  ${f.padEnd(w)}  ${agree}/${total} (${pct}%)${agree < total ? '   <-- differs' : ''}`);
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
    if (this.byKind.size) console.log('\n== differences by kind (an answer may show several)');
    for (const [kind, { count, example }] of this.byKind) console.log(`  ${kind}: ${count}, e.g. ${cut(example, 200)}`);
  }
}
