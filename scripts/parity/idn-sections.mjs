// idn-sections.mjs: what the parity run asks IdnOracle.java and our IDN.
//   planIdn(seed, count) -> requests {op, args: [s, flags], kind, label, fixed}
//   chained(requests, answers, seed) -> requests asking toUnicode and toASCII again of toASCII's answers
// Sections, with the inputs of idn-generate.mjs, each from its own seed:
//   toASCII     every fixed name with every flag (null: the one-argument form), then count/8 names, one flag each
//   toUnicode   the fixed names with every flag, count/16 names of xn-- labels (valid and broken), one flag each
//   chained     toUnicode(toASCII(x)) and toASCII(toASCII(x)), same flags, for half of the names toASCII
//               accepted (asked once the JDK has answered), `from` holding x
// so `count` asks about 0.25 * count operations; null is asked once of each op (the NullPointerException).

import { asciiJson } from './jdk.mjs';
import { cut } from './tally.mjs';
import { rng } from './generate.mjs';
import { names, aceNames } from './idn-generate.mjs';
import { FLAGS } from './idn-edges.mjs';

export const IDN_SECTIONS = ['toASCII', 'toUnicode', 'toUnicode(toASCII)', 'toASCII(toASCII)'];

const q = (s) => cut(asciiJson(s), 160);
const request = (op, s, flags, kind, extra = {}) => ({
  op,
  args: [s, flags],
  kind,
  label: `(${kind}, flags ${flags}) ${q(s)}`,
  ...extra,
});

export function planIdn(seed, count) {
  const share = (d) => Math.max(1, Math.floor(count / d));
  const salted = (k) => (seed ^ (0x49444e00 + k)) >>> 0; // "IDN" and the section
  const r = rng(salted(0));
  const flag = () => r.pick(FLAGS);
  const all = names(salted(1), share(8));
  const fixed = all.filter((n) => n.kind === 'fixed');
  const random = all.filter((n) => n.kind !== 'fixed');
  const aces = aceNames(salted(2), share(16));
  const everyFlag = (op) =>
    fixed.flatMap(({ text }) => FLAGS.map((f) => request(op, text, f, 'fixed', { fixed: true })));
  return [
    ...everyFlag('toASCII'),
    request('toASCII', null, null, 'null', { fixed: true }),
    ...random.map(({ text, kind }) => request('toASCII', text, flag(), kind)),
    ...everyFlag('toUnicode'),
    request('toUnicode', null, 0, 'null', { fixed: true }),
    ...aces.map(({ text, kind }) => request('toUnicode', text, flag(), kind)),
  ];
}

/** For half of the toASCII requests the JDK answered with a value: that value asked again of both ops. */
export function chained(requests, answers, seed) {
  const r = rng((seed ^ 0x49444e10) >>> 0);
  const out = [];
  requests.forEach((req, i) => {
    const value = answers[i].value;
    if (req.op !== 'toASCII' || value === undefined || (!req.fixed && r.chance(0.5))) return;
    const [x, flags] = req.args;
    const extra = { from: x, fixed: req.fixed };
    out.push({ ...request('toUnicode', value, flags, req.kind, extra), section: 'toUnicode(toASCII)' });
    out.push({ ...request('toASCII', value, flags, req.kind, extra), section: 'toASCII(toASCII)' });
  });
  return out;
}
