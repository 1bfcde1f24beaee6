// idn-punycode.mjs: RFC 3492 punycode encoding, written from the RFC, for the parity generator's xn-- labels
// (idn-generate.mjs) only: valid ACE labels to hand to toUnicode, and the text it is made from. The library's
// own punycode is src/idn/punycode.ts; this one stays apart so the generator never trusts what it tests.

const BASE = 36;
const TMIN = 1;
const TMAX = 26;
const SKEW = 38;
const DAMP = 700;

/** RFC 3492 §6.1. */
function adapt(delta, points, first) {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - TMIN) * TMAX) >> 1) {
    d = Math.floor(d / (BASE - TMIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - TMIN + 1) * d) / (d + SKEW));
}

const digit = (d) => String.fromCharCode(d < 26 ? 97 + d : 22 + d);

/** The punycode of `text`'s code points (a lone surrogate counts as one), without "xn--" (RFC 3492 §6.3). */
export function punycode(text) {
  const cps = [...text].map((c) => c.codePointAt(0));
  let out = cps
    .filter((c) => c < 0x80)
    .map((c) => String.fromCharCode(c))
    .join('');
  const basic = out.length;
  let handled = basic;
  if (basic > 0) out += '-';
  let n = 0x80;
  let delta = 0;
  let bias = 72;
  while (handled < cps.length) {
    const m = Math.min(...cps.filter((c) => c >= n));
    delta += (m - n) * (handled + 1);
    n = m;
    for (const c of cps) {
      if (c < n) delta++;
      if (c !== n) continue;
      let q = delta;
      for (let k = BASE; ; k += BASE) {
        const t = k <= bias ? TMIN : k >= bias + TMAX ? TMAX : k - bias;
        if (q < t) break;
        out += digit(t + ((q - t) % (BASE - t)));
        q = Math.floor((q - t) / (BASE - t));
      }
      out += digit(q);
      bias = adapt(delta, handled + 1, handled === basic);
      delta = 0;
      handled++;
    }
    delta++;
    n++;
  }
  return out;
}
