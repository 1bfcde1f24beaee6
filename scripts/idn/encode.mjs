// encode.mjs: the compact forms src/idn/tables.ts keeps its data in, and the code that reads them back.
//   toggles(get, last)         -> number[]   where a set of code points starts and stops (get(cp): true, false or
//                                            null for "either", which joins whichever run is beside it)
//   encodeToggles(bounds)      -> string     the differences between successive bounds, base 36, ','-joined
//   encodeMap(entries)         -> {at, to, separator}   code points (differences, base 36) and their strings

/** The bounds of a set over 0..last: the set holds cp when an odd number of bounds are <= cp. */
export function toggles(get, last = 0x10ffff) {
  const bounds = [];
  let inside = false;
  for (let cp = 0; cp <= last; cp++) {
    const v = get(cp);
    if (v === null || v === inside) continue; // "either" keeps the run it is in
    bounds.push(cp);
    inside = v;
  }
  return bounds;
}

/** Successive differences in base 36, joined by ','. */
export function encodeToggles(bounds) {
  return bounds.map((b, i) => (b - (i ? bounds[i - 1] : 0)).toString(36)).join(',');
}

/** Decodes encodeToggles's text (the same as the code tables.ts carries). */
export function decodeToggles(text) {
  let at = 0;
  return text === '' ? [] : text.split(',').map((d) => (at += parseInt(d, 36)));
}

/** [cp, string][] sorted by cp: the code points as encodeToggles does them, the strings joined by a separator none holds. */
export function encodeMap(entries) {
  const separator = ['|', '~', '^', '`', '#'].find((c) => entries.every(([, s]) => !s.includes(c)));
  if (!separator) throw new Error('no separator is free');
  return {
    at: encodeToggles(entries.map(([cp]) => cp)),
    to: entries.map(([, s]) => s).join(separator),
    separator,
  };
}
