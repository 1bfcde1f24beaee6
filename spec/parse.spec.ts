// parse.spec.ts: `new Uri(s)` against java.net.URI, from spec/fixtures/parse.json (recorded from the
// JDK by `npm run parity -- --write-fixtures`). Every getter must give the JDK's value, or the
// constructor must throw the JDK's URISyntaxException (reason, index, message, input).
import { Uri } from '../src';
import { expectOffsetsKept } from './offsets';

// checkOffsets (src/uri/parts.ts) on the parts of every Uri made here: see spec/offsets.ts.
jest.mock('../src/uri/parse', () => jest.requireActual('./offsets').checking('../src/uri/parse'));
jest.mock('../src/uri/build', () => jest.requireActual('./offsets').checking('../src/uri/build'));
expectOffsetsKept(1000);
import { decodeUtf8 } from '../src/uri';
import { load, title, expectView, expectError, thrownBy, type View, type Err } from './fixture-helpers';

type Case = { input: string; expected: { uri: View } | { error: Err } };
const fixture = load<Case>('parse');

describe(`new Uri(s) as java.net.URI (JDK ${fixture.jdk})`, () => {
  test.each(fixture.cases.map((c) => [title(c.input), c] as const))('%s', (_title, c) => {
    const e = c.expected;
    if ('error' in e)
      return expectError(
        thrownBy(() => new Uri(c.input)),
        e.error,
      );
    expectView(new Uri(c.input), e.uri);
  });
});

// Beyond Java: Uri.parse and Uri.canParse accept exactly what the JDK's constructor accepts, and
// Uri.diagnose tells what its URISyntaxException would say.
describe(`Uri.parse(s), Uri.canParse(s), Uri.diagnose(s): where java.net.URI throws (JDK ${fixture.jdk})`, () => {
  test.each(fixture.cases.map((c) => [title(c.input), c] as const))('%s', (_title, c) => {
    const e = c.expected;
    expect(Uri.canParse(c.input)).toBe(!('error' in e));
    const parsed = Uri.parse(c.input);
    const diagnosis = Uri.diagnose(c.input);
    if ('error' in e) {
      const { input, reason, index, message } = e.error;
      expect(diagnosis).toEqual({ input, reason, index, message });
      return expect(parsed).toBeNull();
    }
    expect(diagnosis).toBeNull();
    expect(parsed).toBeInstanceOf(Uri);
    expectView(parsed!, e.uri);
  });

  test('a non-string argument is a TypeError, as for the constructor', () => {
    for (const bad of [null, undefined, 42, {}, new String('http://h/')]) {
      expect(() => Uri.parse(bad as unknown as string)).toThrow(TypeError);
      expect(() => Uri.canParse(bad as unknown as string)).toThrow(TypeError);
      expect(() => Uri.diagnose(bad as unknown as string)).toThrow(TypeError);
    }
  });
});

// A run of millions of escapes is decoded a block at a time (memory a few bytes an octet); the
// blocks must decode as the whole run does, by the JDK's UTF-8 decoder (decodeUtf8, checked against
// the JDK by the fixtures above), whatever sequence straddles a block's end.
describe('a long run of escapes decodes as one run', () => {
  const hex = (octet: number) => '%' + octet.toString(16).toUpperCase().padStart(2, '0');
  test.each([1, 2, 3, 4, 5, 6, 7, 8])('random octets, seed %i', (seed) => {
    const pool = [0x41, 0x7f, 0x80, 0x8f, 0xa0, 0xbf, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff];
    const octets: number[] = [];
    let x = seed;
    for (let i = 0; i < 20_000; i++) {
      x = (x * 1103515245 + 12345) >>> 0;
      octets.push(pool[(x >>> 16) % pool.length]!);
    }
    const uri = new Uri('/' + octets.map(hex).join(''));
    expect(uri.getPath()).toBe('/' + decodeUtf8(octets));
  });

  test('four-octet sequences across every block boundary', () => {
    for (let shift = 0; shift < 4; shift++) {
      const octets = [...Array(shift).fill(0x41), ...Array(5000).fill([0xf0, 0x9f, 0x98, 0x80]).flat()];
      expect(new Uri('/' + octets.map(hex).join('')).getPath()).toBe(
        '/' + 'A'.repeat(shift) + '\u{1f600}'.repeat(5000),
      );
    }
  });
});
