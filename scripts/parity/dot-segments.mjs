// dot-segments.mjs: checks our opt-in `base.relativize(target, { dotSegments: true })`, which the
// JDK does not have, through resolve: for pairs whose base is absolute and hierarchical and whose
// target is absolute (both normalized by our library first), with ref the relativized reference:
//   (a) ours:  base.resolve(ref).equals(target) with our library;
//   (b) jdk:   the same through the JDK (op resolvesTo on the three strings);
//   (c) shape: when target is hierarchical with base's scheme and authority (as equals compares
//       them) and a non-empty path: ref has no scheme or authority, a path not starting with "/",
//       and exactly the ".." segments needed: leading, as many as base's directory has segments
//       beyond the directories' common leading segments (compared as equals does: the hex case of
//       escapes ignored, so "%7e" and "%7E" are one segment).
//       Pairs whose normalized paths still hold "." or ".." segments (e.g. "/../g") are exempt, and
//       file: bases on a Windows drive letter (no ".." above it: spec/drive-letters.spec.ts).
// A relative target is skipped: no reference resolves against an absolute base to a relative URI.

import { asciiJson } from './jdk.mjs';

const MAX_SHOWN = 20;
const q = (u) => asciiJson(typeof u === 'string' ? u : u.toString());
const describe = (e) => `threw ${e?.constructor?.name ?? typeof e}: ${e?.message ?? e}`;

/** Segment text as equals compares it: the hex digits of escapes in one case. */
const key = (seg) => seg.replace(/%[0-9a-fA-F]{2}/g, (e) => e.toUpperCase());

/** A file: URI whose path starts with a Windows drive letter: ".." may not climb above it (spec/drive-letters.spec.ts). */
const onDrive = (u) => u.getScheme().toLowerCase() === 'file' && /^\/[A-Za-z]:(\/|$)/.test(u.getRawPath());

/** Segments of the directory of an absolute or empty path: the path minus its last segment. */
const directory = (path) => path.split('/').slice(1, -1);

function sameServer(lib, a, b) {
  if (a.getScheme().toLowerCase() !== b.getScheme().toLowerCase()) return false;
  const server = (u) => (u.getRawAuthority() == null ? null : new lib.Uri(`s://${u.getRawAuthority()}/`));
  try {
    const [x, y] = [server(a), server(b)];
    return x == null || y == null ? x === y : x.equals(y);
  } catch {
    return false;
  }
}

/** Why ref fails rule (c), or null if it passes. */
function shapeProblem(base, target, ref) {
  if (ref.getScheme() != null || ref.getRawAuthority() != null) return 'ref has a scheme or an authority';
  const path = ref.getRawPath() ?? '';
  if (path.startsWith('/')) return 'ref path starts with "/"';
  const b = directory(base.getRawPath());
  const t = directory(target.getRawPath());
  const common = (k) => {
    let n = 0;
    while (n < b.length && n < t.length && k(b[n]) === k(t[n])) n++;
    return n;
  };
  const want = b.length - common(key);
  const exact = b.length - common((x) => x);
  const segs = path.split('/');
  const start = segs[0] === '.' ? 1 : 0;
  let leading = 0;
  while (segs[start + leading] === '..') leading++;
  const total = segs.filter((s) => s === '..').length;
  if (leading === want && total === leading) return null;
  const note =
    exact !== want
      ? ` (${exact} if escapes' hex case counted${leading === exact && total === leading ? ', as here' : ''})`
      : '';
  return `ref has ${total} ".." (${leading} leading), expected exactly ${want} leading${note}`;
}

const dotted = (u) => (u.getRawPath() ?? '').split('/').some((s) => s === '.' || s === '..');

/** Runs the checks; `pairs` are {base, ref: target, kind}. Resolves with {failures, print()}. */
export async function checkDotSegments(lib, jdk, pairs, limit) {
  const skipped = { unparsable: 0, 'base not absolute hierarchical': 0, 'target relative': 0 };
  const cases = [];
  for (const p of pairs) {
    if (cases.length >= limit) break;
    let base, target;
    try {
      base = new lib.Uri(p.base);
      target = new lib.Uri(p.ref);
    } catch {
      skipped.unparsable++;
      continue;
    }
    if (!base.isAbsolute() || base.isOpaque()) skipped['base not absolute hierarchical']++;
    else if (!target.isAbsolute()) skipped['target relative']++;
    else cases.push({ kind: p.kind, base, target });
  }

  const counts = { a: [0, 0], b: [0, 0], c: [0, 0] };
  const failures = [];
  const fail = (check, c, why) => failures.push({ check, c, why });
  let exempt = 0;
  const asks = [];
  for (const c of cases) {
    let step = 'normalize';
    try {
      c.base = c.base.normalize();
      c.target = c.target.normalize();
      step = 'relativize';
      c.ref = c.base.relativize(c.target, { dotSegments: true });
      step = 'resolve';
      c.resolved = c.base.resolve(c.ref);
    } catch (e) {
      counts.a[1]++;
      counts.b[1]++;
      fail('a+b', c, `${step} ${describe(e)}`);
      continue;
    }
    counts.a[1]++;
    if (c.resolved.equals(c.target)) counts.a[0]++;
    else fail('a', c, `ours resolves it to ${q(c.resolved)}`);
    asks.push(c);
    if (c.target.isOpaque() || c.target.getRawPath() === '' || !sameServer(lib, c.base, c.target)) continue;
    if (dotted(c.base) || dotted(c.target) || onDrive(c.base)) {
      exempt++;
      continue;
    }
    counts.c[1]++;
    const problem = shapeProblem(c.base, c.target, c.ref);
    if (problem == null) counts.c[0]++;
    else fail('c', c, problem);
  }

  const answers = await jdk.ask(asks.map((c) => ({ op: 'resolvesTo', args: [c.base, c.ref, c.target].map(String) })));
  answers.forEach((j, i) => {
    const c = asks[i];
    counts.b[1]++;
    if (j.equals === true) counts.b[0]++;
    else
      fail(
        'b',
        c,
        j.error ? `the JDK threw ${j.error.type}: ${j.error.message}` : `the JDK resolves it to ${q(j.string)}`,
      );
  });

  const line = (name, [agree, total], what) =>
    `  ${name}  ${agree}/${total} (${total ? ((100 * agree) / total).toFixed(2) : '-'}%)  ${what}${agree < total ? '   <-- fails' : ''}`;
  return {
    failures: failures.length,
    print() {
      console.log(
        `\n== relativize-dot-segments: ${cases.length} pairs (skipped: ${Object.entries(skipped)
          .map(([k, n]) => `${n} ${k}`)
          .join(', ')})`,
      );
      console.log(line('(a) ours ', counts.a, 'base.resolve(ref).equals(target), our library'));
      console.log(line('(b) jdk  ', counts.b, 'base.resolve(ref).equals(target), through the JDK'));
      console.log(
        line(
          '(c) shape',
          counts.c,
          `same server: relative path, no needless ".." (${exempt} exempt: dot segments left after normalize)`,
        ),
      );
      const byCheck = new Map(); // check (and whether only escapes' hex case differs) -> failures
      for (const f of failures) {
        const k = f.check + (f.why.endsWith(', as here)') ? ' (hex case of escapes only)' : '');
        if (!byCheck.has(k)) byCheck.set(k, []);
        byCheck.get(k).push(f);
      }
      if (failures.length)
        console.log(`  failures by check: ${[...byCheck].map(([k, l]) => `${k}: ${l.length}`).join(', ')}`);
      const shown = []; // round-robin over the checks, so every kind of failure is shown
      for (let i = 0; shown.length < Math.min(MAX_SHOWN, failures.length); i++)
        for (const l of byCheck.values()) if (l[i]) shown.push(l[i]);
      if (failures.length) console.log(`\n== ${shown.length} of ${failures.length} relativize-dot-segments failures`);
      shown.slice(0, MAX_SHOWN).forEach(({ check, c, why }, i) => {
        const ref = c.ref ? ` -> ${q(c.ref)}` : '';
        console.log(
          `#${i + 1} (${check}) (${c.kind}) new Uri(${q(c.base)}).relativize(new Uri(${q(c.target)}), { dotSegments: true })${ref}: ${why}`,
        );
      });
    },
  };
}
