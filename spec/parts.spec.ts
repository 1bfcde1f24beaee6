// checkOffsets (src/uri/parts.ts) names the rule that broken offsets break: each row is a string
// whose offsets were set wrong by hand, one rule at a time, beside the right ones. (The specs that
// assert it on every Uri they make, through spec/offsets.ts, need it to be able to fail.)
import { BuiltParts, type Offsets, checkOffsets } from '../src/uri/parts';

// The offsets of s://u@h:8/p?q#f, each in its place (the layout parts.ts draws).
const SERVER: Partial<Offsets> = {
  schemeEnd: 1,
  sspEnd: 13,
  authorityStart: 4,
  userInfoEnd: 5,
  hostStart: 6,
  hostEnd: 7,
  port: 8,
  pathStart: 9,
  queryStart: 12,
};

// [string, the right offsets, the offsets set wrong, the rule broken]
const rows: [string, Partial<Offsets>, Partial<Offsets>, string][] = [
  ['s://u@h:8/p?q#f', SERVER, { schemeEnd: 2 }, 'schemeEnd: -1, or a ":" after at least one character'],
  ['s://u@h:8/p?q#f', SERVER, { sspEnd: 14 }, 'sspEnd: after schemeEnd, at a "#" or the end'],
  [
    's://u@h:8/p?q#f',
    SERVER,
    { authorityStart: 3 },
    'authorityStart: after "//", a non-empty authority before the path',
  ],
  ['s://u@h:8/p?q#f', SERVER, { userInfoEnd: 6 }, 'userInfoEnd: -1, or an "@" in the authority'],
  ['s://u@h:8/p?q#f', SERVER, { hostStart: 5 }, 'hostStart: the authority\'s start, or after the "@"'],
  ['s://u@h:8/p?q#f', SERVER, { hostEnd: 8 }, 'hostEnd: after a non-empty host, at the path or a ":"'],
  ['s://u@h:8/p?q#f', SERVER, { port: 80 }, 'port: the digits after the host\'s ":", -1 for none'],
  ['s://u@h:8/p?q#f', SERVER, { pathStart: 10 }, 'port: the digits after the host\'s ":", -1 for none'],
  ['s://u@h:8/p?q#f', SERVER, { queryStart: 11 }, 'queryStart: -1, or after a "?" that ends the path'],
  ['s://u@h:8/p?q#f', SERVER, { queryStart: -1 }, 'path: no "?" or "#" inside'],
  ['//r_g/p', { authorityStart: 2, pathStart: 5 }, { port: 1 }, 'registry-based: no host, user information or port'],
  [
    'a/b?q',
    { pathStart: 0, queryStart: 4 },
    { pathStart: 1 },
    'no authority: the path right after the scheme, or after an empty "//"',
  ],
  ['a/b?q', { pathStart: 0, queryStart: 4 }, { hostStart: 0 }, 'no authority: no host, user information or port'],
  ['m:a@b', { schemeEnd: 1 }, { queryStart: 4 }, 'opaque: no authority, host, port or query'],
  [
    'm:/a',
    { schemeEnd: 1, pathStart: 2 },
    { pathStart: -1 },
    'opaque: a scheme and a scheme-specific part not starting with "/"',
  ],
];

test.each(rows)('%s with %j, then %j: breaks "%s"', (s, right, wrong, rule) => {
  const authority = (o: Partial<Offsets>): string | null =>
    (o.authorityStart ?? -1) < 0 ? null : s.slice(o.authorityStart, o.pathStart);
  expect(checkOffsets(new BuiltParts(s, authority(right), right))).toBeNull();
  const broken = { ...right, ...wrong };
  expect(checkOffsets(new BuiltParts(s, authority(broken), broken))).toBe(rule);
});

test('a BuiltParts whose given authority is there exactly when its string has one', () => {
  expect(
    checkOffsets(new BuiltParts('//h/p', null, { authorityStart: 2, hostStart: 2, hostEnd: 3, pathStart: 3 })),
  ).toBe('givenAuthority: null exactly when the string has no authority');
});
