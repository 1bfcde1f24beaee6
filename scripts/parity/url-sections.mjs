// url-sections.mjs: what the parity runner asks java.net.URL (UrlOracle.java) and our JavaURL.
//   planUrl(seed, count) -> requests {section, op, args, label, handler, prefixed}
// Sections, in run order, with the inputs of url-generate.mjs (each from its own seed):
//   url         new URL(spec)                                   count/2 specs
//   urlContext  new URL(new URL(context), spec)                 count/4 pairs
//   url4, url3  new URL(protocol, host, port, file) / (p, h, f)  count/8 tuples, about 7 in 10 of four
//   urlOf       URL.of(new URI(s), null)                        count/8 strings
//   urlEquals   equals, sameFile both ways, both hashCodes      count/8 pairs
// so `count` asks 1.125 * count URL operations. `handler` is the handler an input names (see
// handlerNamed), `prefixed` whether it carries the url: prefix; the per-handler counts read them.

import { asciiJson } from './jdk.mjs';
import { cut } from './tally.mjs';
import { HANDLERS, urlSpecs, contextPairs, constructorArgs, ofInputs, equalsPairs } from './url-generate.mjs';

export const URL_SECTIONS = ['url', 'urlContext', 'url4', 'url3', 'urlOf', 'urlEquals'];
/** The rows of the per-handler counts: the eight handlers, then protocols without one, then none. */
export const HANDLER_ROWS = [...HANDLERS, 'unknown', 'none'];

const q = (s, n = 200) => cut(asciiJson(s), n);
const PROTOCOL = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;

/** The text without its leading controls and spaces (chars up to U+0020), as new URL trims a spec. */
function trimStart(s) {
  let i = 0;
  while (i < s.length && s.charCodeAt(i) <= 0x20) i++;
  return s.slice(i);
}

/** Whether a text starts with the url: prefix (after what new URL trims). */
const hasUrlPrefix = (t) => typeof t === 'string' && /^url:/i.test(trimStart(t));

/**
 * The handler a text names, roughly as new URL reads it (leading controls and spaces and one url: prefix
 * skipped): one of HANDLERS, 'unknown' for another protocol, 'none' for no protocol (or null).
 */
export function handlerNamed(text) {
  if (typeof text !== 'string') return 'none';
  let s = trimStart(text);
  if (/^url:/i.test(s)) s = trimStart(s.slice(4));
  const m = PROTOCOL.exec(s);
  if (!m) return 'none';
  const p = m[1].toLowerCase();
  return HANDLERS.includes(p) ? p : 'unknown';
}

/** The handler of the 3- and 4-argument constructors' protocol argument. */
const handlerGiven = (protocol) =>
  protocol === null ? 'none' : HANDLERS.includes(protocol.toLowerCase()) ? protocol.toLowerCase() : 'unknown';

export function planUrl(seed, count) {
  const order = (r) => URL_SECTIONS.indexOf(r.section);
  return plannedUrl(seed, count).sort((a, b) => order(a) - order(b)); // stable: url4's tuples, then url3's
}

function plannedUrl(seed, count) {
  const share = (d) => Math.max(1, Math.floor(count / d));
  const salted = (k) => (seed ^ (0x55524c00 + k)) >>> 0; // "URL" and the section
  const prefixed = (...texts) => texts.some(hasUrlPrefix);
  return [
    ...urlSpecs(salted(1), share(2)).map(({ spec, kind }) => ({
      section: 'url',
      op: 'url',
      args: [spec],
      label: `(${kind}) spec=${q(spec)}`,
      handler: handlerNamed(spec),
      prefixed: prefixed(spec),
    })),
    ...contextPairs(salted(2), share(4)).map(({ context, spec, kind }) => {
      const named = handlerNamed(spec);
      return {
        section: 'urlContext',
        op: 'urlContext',
        args: [context, spec],
        label: `(${kind}) context=${q(context, 150)} spec=${q(spec, 150)}`,
        handler: named === 'none' ? handlerNamed(context) : named,
        prefixed: prefixed(context, spec),
      };
    }),
    ...constructorArgs(salted(3), share(8)).map(({ args, form }) => ({
      section: `url${form}`,
      op: `url${form}`,
      args,
      label: `args=${q(args, 300)}`,
      handler: handlerGiven(args[0]),
      prefixed: false,
    })),
    ...ofInputs(salted(4), share(8)).map(({ uri, kind }) => ({
      section: 'urlOf',
      op: 'of',
      args: [uri],
      label: `(${kind}) uri=${q(uri)}`,
      handler: handlerNamed(uri),
      prefixed: prefixed(uri),
    })),
    ...equalsPairs(salted(5), share(8)).map(({ a, b, kind }) => ({
      section: 'urlEquals',
      op: 'equals',
      args: [a, b],
      label: `(${kind}) a=${q(a, 150)} b=${q(b, 150)}`,
      handler: handlerNamed(a),
      prefixed: prefixed(a, b),
    })),
  ];
}
