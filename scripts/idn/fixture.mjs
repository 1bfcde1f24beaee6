// fixture.mjs: spec/fixtures/idn-tables.json, JDK 25's answers (IdnOracle's dump) for a sample of code points, for
// spec/idn-tables.spec.ts: both sides of every bound of the four sets, every code point the mapping keeps or maps
// as an exception, and a seeded sample of the rest. Each row: {cp, unassigned, prohibited, randAL, l, nameprep}:
// randAL and l null where nameprep never outputs the code point (mapped, prohibited or a separator other than
// '.'), nameprep null where mapping() is not asked (unassigned, prohibited, separators).

import { fileURLToPath } from 'node:url';
import { rng } from '../parity/generate.mjs';
import { writeFixture } from '../parity/fixtures.mjs';
import { U, P, L, R, S, M } from './dump.mjs';

const FIXTURE = fileURLToPath(new URL('../../spec/fixtures/idn-tables.json', import.meta.url));
const RANDOM = 1500;

export function writeTablesFixture({ d, sets, keepers, exceptions, jdk, seed }) {
  const cps = new Set([0x2e, 0x3002, 0xff0e, 0xff61, 0xd800, 0xdfff, 0x10ffff]);
  for (const s of Object.values(sets)) for (const b of s.bounds) [b - 1, b].forEach((cp) => cp >= 0 && cps.add(cp));
  for (const cp of keepers) cps.add(cp);
  for (const [cp] of exceptions) cps.add(cp);
  const r = rng(seed ^ 0x1d7);
  for (let i = 0; i < RANDOM; i++) cps.add(r.chance(0.7) ? r.range(0x80, 0xffff) : r.range(0, 0x10ffff));
  const rows = [...cps]
    .sort((a, b) => a - b)
    .map((cp) => {
      const f = d.flags[cp];
      const bidi = cp === 0x2e || !(f & (M | P | S));
      return {
        cp,
        unassigned: Boolean(f & U),
        prohibited: Boolean(f & P),
        randAL: bidi ? Boolean(f & R) : null,
        l: bidi ? Boolean(f & L) : null,
        nameprep: f & (U | P | S) ? null : d.nameprep(cp),
      };
    });
  const header = {
    generatedBy: 'scripts/idn-tables.mjs (IdnOracle dump)',
    jdk,
    seed,
    note: "generated from the JDK's answers; do not edit",
  };
  const size = writeFixture(FIXTURE, header, rows);
  console.log(`wrote spec/fixtures/idn-tables.json: ${rows.length} code points, ${(size / 1024).toFixed(0)} KiB`);
}
