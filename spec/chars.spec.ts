// runEnd (a class's table row compiled into a regular expression) must find the same run as a
// charCodeAt loop over the table, for every class and every character, wherever the run starts.
import * as chars from '../src/uri/chars';

// Every class of chars.ts's CharClass (a const enum: each named here) but the ESCAPED flag.
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

test('the classes under test are the grammar rules', () => {
  expect(classes.map(([name]) => name)).toEqual(
    expect.arrayContaining(['DIGIT', 'ALPHA', 'URIC', 'PATH', 'REG_NAME', 'SERVER', 'SCOPE_ID']),
  );
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
