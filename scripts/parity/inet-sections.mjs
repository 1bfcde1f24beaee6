// inet-sections.mjs: what the parity run asks InetOracle.java and our InetAddress classes.
//   planInet(seed, count) -> requests {op, args, form?, kind, label, fixed}
// Sections (one per op), with the inputs of inet-generate.mjs, each from its own seed:
//   ofLiteral, inet4OfLiteral, inet4OfPosixLiteral,   the same count/12 texts (at least the fixed edges)
//   inet6OfLiteral, getByName, getAllByName           through each of the six, so count/2 requests
//   getByAddress                                      count/10 byte arrays
//   getByAddressHost                                  count/20 (host, bytes) pairs
//   equals                                            count/10 pairs of terms
//   loopback                                          once
// so `count` asks about 0.75 * count operations. `form` is how our side passes the bytes (number[],
// Int8Array or Uint8Array, in turn); the JDK always gets the ints. `fixed` marks the fixed edge texts.

import { asciiJson } from './jdk.mjs';
import { cut } from './tally.mjs';
import { literals, byteArrays, hostTexts, equalsPairs } from './inet-generate.mjs';

export const LITERAL_OPS = [
  'ofLiteral',
  'inet4OfLiteral',
  'inet4OfPosixLiteral',
  'inet6OfLiteral',
  'getByName',
  'getAllByName',
];
export const INET_SECTIONS = [...LITERAL_OPS, 'getByAddress', 'getByAddressHost', 'equals', 'loopback'];
const FORMS = ['array', 'int8', 'uint8'];

const q = (s, n = 200) => cut(asciiJson(s), n);

export function planInet(seed, count) {
  const share = (d) => Math.max(1, Math.floor(count / d));
  const salted = (k) => (seed ^ (0x494e4500 + k)) >>> 0; // "INE" and the section
  const texts = literals(salted(1), share(12));
  const bytes = byteArrays(salted(2), share(10));
  const hosts = hostTexts(salted(3), share(20));
  const hostBytes = byteArrays(salted(4), share(20));
  return [
    ...LITERAL_OPS.flatMap((op) =>
      texts.map(({ text, kind }) => ({
        op,
        args: [text],
        kind,
        label: `(${kind}) ${q(text)}`,
        fixed: kind === 'fixed',
      })),
    ),
    ...bytes.map(({ bytes, kind }, i) => ({
      op: 'getByAddress',
      args: [bytes],
      form: FORMS[i % 3],
      kind,
      label: `(${kind}, ${FORMS[i % 3]}) ${q(bytes)}`,
    })),
    ...hosts.map((host, i) => ({
      op: 'getByAddressHost',
      args: [host, hostBytes[i].bytes],
      form: FORMS[i % 3],
      kind: hostBytes[i].kind,
      label: `(${hostBytes[i].kind}, ${FORMS[i % 3]}) host=${q(host)} bytes=${q(hostBytes[i].bytes)}`,
    })),
    ...equalsPairs(salted(5), share(10)).map(({ a, b, kind }, i) => ({
      op: 'equals',
      args: [a, b],
      form: FORMS[i % 3],
      kind,
      label: `(${kind}) a=${q(a, 150)} b=${q(b, 150)}`,
    })),
    { op: 'loopback', args: [], kind: 'loopback', label: '()' },
  ];
}
