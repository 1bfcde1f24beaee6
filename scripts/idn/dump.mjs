// dump.mjs: runs `IdnOracle dump` (scripts/jdk/IdnOracle.java: java.net.IDN asked about every code point, as a
// black box) and reads its lines into what scripts/idn-tables.mjs builds src/idn/tables.ts from.
//   const d = dumpIdn(java);  d.version;  d.flags[cp] & U ...;  d.nameprep(cp) -> string
// Flags per code point: U unassigned, P prohibited, L LCat, R RandALCat, S separator, M not its own nameprep.

import { spawnSync } from 'node:child_process';
import { BUILD, ensureIdnOracle } from '../parity/jdk.mjs';

export const U = 1;
export const P = 2;
export const L = 4;
export const R = 8;
export const S = 16;
export const M = 32;
const TOKENS = { U, P, L, R, S };

/** The code points of "hex.hex..." ("" for none) as a string. */
const fromHex = (text) => (text === '' ? '' : String.fromCodePoint(...text.split('.').map((h) => parseInt(h, 16))));

/** JDK 25's answers for every code point, from IdnOracle's dump on `java`. */
export function dumpIdn(java) {
  ensureIdnOracle(java);
  const run = (args) => {
    const r = spawnSync(java, ['-cp', BUILD, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
    if (r.status !== 0) throw new Error(`IdnOracle ${args.join(' ')} failed:\n${r.stderr}`);
    return r.stdout;
  };
  const version = spawnSync(java, ['-version'], { encoding: 'utf8' }).stderr.split('\n')[0];
  const flags = new Uint8Array(0x110000);
  const mapped = new Map();
  for (const line of run(['IdnOracle', 'dump']).split('\n')) {
    if (line === '') continue;
    const [hex, ...tokens] = line.split(' ');
    const cp = parseInt(hex, 16);
    for (const t of tokens) {
      if (t[0] === 'e') throw new Error(`IdnOracle dump: unexpected answer for U+${hex}: ${t.slice(1)}`);
      if (t[0] === 'm') {
        flags[cp] |= M;
        mapped.set(cp, fromHex(t.slice(1)));
      } else if (TOKENS[t]) flags[cp] |= TOKENS[t];
      else throw new Error(`IdnOracle dump: unknown token ${t} for U+${hex}`);
    }
  }
  return {
    version,
    flags,
    /** nameprep of the code point alone (itself when the JDK keeps it). */
    nameprep: (cp) => (mapped.has(cp) ? mapped.get(cp) : String.fromCodePoint(cp)),
    mapped,
  };
}
