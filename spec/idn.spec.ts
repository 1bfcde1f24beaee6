// IDN's fast paths held to their general paths (the JDK's answers are spec/idn-fixtures.spec.ts's):
// an ASCII code point in nameprep maps to its lower case, as tables.ts's mapping gives it; an ASCII
// name of labels of 1 to 63 characters is its own toASCII, as the label-by-label way gives it.
import fc from 'fast-check';
import { IDN, RuntimeException } from '../src';
import { isPlainAsciiName, nameToAscii } from '../src/idn/idn';
import { mapping } from '../src/idn/tables';

test('nameprep: each of the 128 ASCII code points maps to its lower case, as mapping(cp) says', () => {
  for (let cp = 0; cp < 0x80; cp++) expect(String.fromCharCode(cp).toLowerCase()).toBe(mapping(cp));
});

test('toASCII: a name isPlainAsciiName takes is what the general way gives; it takes some and declines some', () => {
  const label = fc.string({
    unit: fc.constantFrom('a', 'Z', '0', '-', '_', ' ', '\u0001', 'x'),
    minLength: 0,
    maxLength: 70,
  });
  const name = fc.oneof(
    fc.array(label, { minLength: 1, maxLength: 4 }).map((ls) => ls.join('.')),
    fc.array(label, { minLength: 1, maxLength: 3 }).map((ls) => ls.join('.') + '.'),
    fc.constantFrom('', '.', '..', 'a..b', '.a', 'a.', 'x'.repeat(63), 'x'.repeat(64), 'é.a'),
  );
  let taken = 0;
  let declined = 0;
  fc.assert(
    fc.property(name, (n) => {
      if (!isPlainAsciiName(n)) {
        declined++;
        return;
      }
      taken++;
      expect(nameToAscii(n, 0)).toBe(n);
      expect(nameToAscii(n, 1)).toBe(n);
    }),
    { numRuns: 3000, seed: 20261128 },
  );
  expect(taken).toBeGreaterThan(500);
  expect(declined).toBeGreaterThan(100);
});

describe("the JDK's Punycode encoder's limits (values read from JDK 25.0.3; the parity run's labels are shorter)", () => {
  const fail = (s: string, flags = 0) => {
    try {
      return 'ok:' + IDN.toASCII(s, flags).length;
    } catch (e) {
      return `${(e as Error).name}: ${(e as Error).message}`;
    }
  };
  test.each([
    ['\u4e00'.repeat(256), 0, 'IllegalArgumentException: The label in the input is too long'],
    ['\u4e00'.repeat(257), 0, 'IllegalArgumentException: java.text.ParseException: Too many input code points'],
    ['\ud840\udc00'.repeat(500), 1, 'IllegalArgumentException: java.text.ParseException: Too many input code points'],
    ['\ud840\udc00'.repeat(501), 1, 'RuntimeException: input too long: 1002 UTF-16 code units'],
    ['\u00fc'.repeat(1001), 0, 'RuntimeException: input too long: 1001 UTF-16 code units'],
    ['\ufdfa'.repeat(100), 0, 'RuntimeException: input too long: 1800 UTF-16 code units'],
    ['\u00df'.repeat(600), 0, 'IllegalArgumentException: The label in the input is too long'],
    ['\u00ad'.repeat(1000) + '\u00fc', 0, 'ok:7'],
  ])('toASCII of %#', (s, flags, expected) => {
    expect(fail(s, flags)).toBe(expected);
  });

  test('toUnicode gives such labels back as they are', () => {
    expect(IDN.toUnicode('\u00fc'.repeat(1001))).toBe('\u00fc'.repeat(1001));
    expect(IDN.toUnicode('\ufdfa'.repeat(100))).toBe('\ufdfa'.repeat(100));
  });

  test("RuntimeException is an Error of its own (Java's IllegalArgumentException extends it; this library's does not)", () => {
    expect(new RuntimeException('x')).toBeInstanceOf(Error);
    expect(new RuntimeException('x').name).toBe('RuntimeException');
  });
});
