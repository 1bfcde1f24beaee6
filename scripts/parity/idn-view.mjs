// idn-view.mjs: computes, from our library, the answers IdnOracle.java gives from java.net.IDN, with identical
// fields, so both sides compare with a plain deep-equal. The library module ({IDN, …}) is passed in, never
// imported here.
//   evaluateIdn(lib, {op: 'toASCII', args: [s, flags]})  ->  {value} | {error: ERR}
// flags null is the one-argument form. ERR is {type, message, cause?} as inet-view.mjs's inetErr makes it.

import { inetErr } from './inet-view.mjs';

export function evaluateIdn(lib, { op, args: [s, flags] }) {
  try {
    if (op !== 'toASCII' && op !== 'toUnicode') throw new Error(`unknown IDN op: ${op}`);
    return { value: flags === null ? lib.IDN[op](s) : lib.IDN[op](s, flags) };
  } catch (e) {
    return { error: inetErr(e) };
  }
}
