// runEnd (a class's table row compiled into a regular expression) must find the same run as a
// charCodeAt loop over the table, for every class and every character, wherever the run starts.
import * as chars from '../src/uri/chars';

// Every class of chars.ts's CharClass (a const enum: each named here) but ESCAPED, the union of those
// that admit escapes; the first test checks that these are the classes of chars.CLASSES.
const classes: [string, chars.CharClass][] = [
  ['DIGIT', chars.CharClass.DIGIT],
  ['ALPHA', chars.CharClass.ALPHA],
  ['ALPHANUM', chars.CharClass.ALPHANUM],
  ['HEX', chars.CharClass.HEX],
  ['SCHEME', chars.CharClass.SCHEME],
  ['URIC', chars.CharClass.URIC],
  ['PATH', chars.CharClass.PATH],
  ['USERINFO', chars.CharClass.USERINFO],
  ['REG_NAME', chars.CharClass.REG_NAME],
  ['SERVER', chars.CharClass.SERVER],
  ['SERVER_PERCENT', chars.CharClass.SERVER_PERCENT],
  ['LABEL', chars.CharClass.LABEL],
  ['SCOPE_ID', chars.CharClass.SCOPE_ID],
  ['UNRESERVED_3986', chars.CharClass.UNRESERVED_3986],
  ['DIGIT_DOT', chars.CharClass.DIGIT_DOT],
];

function loopEnd(cls: number, s: string, start: number): number {
  let i = start;
  while (i < s.length && chars.inClass(cls, s.charCodeAt(i))) i++;
  return i;
}

// Every ASCII character, the first non-ASCII ones, a surrogate and a character outside the BMP.
const samples = [...Array.from({ length: 160 }, (_, c) => String.fromCharCode(c)), '\ud800', '\u{1f600}', 'é'];

test('the classes under test are the grammar rules, every class of chars.CLASSES', () => {
  expect(classes.map(([name]) => name)).toEqual(
    expect.arrayContaining(['DIGIT', 'ALPHA', 'URIC', 'PATH', 'REG_NAME', 'SERVER', 'SCOPE_ID']),
  );
  const bits = (list: number[]) => [...list].sort((a, b) => a - b);
  expect(bits(classes.map(([, cls]) => cls))).toEqual(bits(Object.keys(chars.CLASSES).map(Number)));
});

test('each class is one bit of its own, and ESCAPED the union of some of them', () => {
  const bits = classes.map(([, cls]) => cls);
  for (const cls of bits) expect([cls, cls & (cls - 1)]).toEqual([cls, 0]);
  expect(new Set(bits).size).toBe(bits.length);
  const union = bits.reduce((all, cls) => all | cls, 0);
  expect(chars.CharClass.ESCAPED & ~union).toBe(0);
  expect(classes.filter(([, cls]) => cls & chars.CharClass.ESCAPED).map(([name]) => name)).toEqual([
    'URIC',
    'PATH',
    'USERINFO',
    'REG_NAME',
    'SERVER',
    'SERVER_PERCENT',
  ]);
});

// Each class's members as RFC 2396 (with RFC 2732's brackets) lists them, written out here apart
// from chars.ts, which builds most of them from the rules they share.
const alphanum = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const unreserved = alphanum + "-_.!~*'()";
const members: Record<string, string> = {
  DIGIT: '0123456789',
  ALPHA: alphanum.slice(0, 52),
  ALPHANUM: alphanum,
  HEX: '0123456789abcdefABCDEF',
  SCHEME: alphanum + '+-.',
  URIC: unreserved + ';/?:@&=+$,[]',
  PATH: unreserved + ':@&=+$,;/',
  USERINFO: unreserved + ';:&=+$,',
  REG_NAME: unreserved + '$,;:@&=+',
  SERVER: unreserved + '$,;:@&=+[]',
  SERVER_PERCENT: unreserved + '$,;:@&=+[]%',
  LABEL: alphanum + '-',
  SCOPE_ID: alphanum + '_.',
  UNRESERVED_3986: alphanum + '-._~',
  DIGIT_DOT: '0123456789.',
};

test.each(classes)('%s: the table holds the members of its rule, and nothing else', (name, cls) => {
  const inTable = samples.filter((c) => c.length === 1 && chars.inClass(cls, c.charCodeAt(0)));
  expect(inTable.sort().join('')).toBe([...members[name]!].sort().join(''));
});

test.each(classes)('%s: runEnd stops where the table says the run ends', (_name, cls) => {
  for (const c of samples) {
    for (const s of [c, 'a' + c + 'b', '0' + c, '/' + c + c + c]) {
      for (let start = 0; start <= s.length; start++) {
        expect([s, start, chars.runEnd(cls, s, start)]).toEqual([s, start, loopEnd(cls, s, start)]);
      }
    }
  }
});
