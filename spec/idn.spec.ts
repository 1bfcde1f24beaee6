// IDN's fast paths held to their general paths (the JDK's answers are spec/idn-fixtures.spec.ts's):
// an ASCII code point in nameprep maps to its lower case, as tables.ts's mapping gives it; an ASCII
// name of labels of 1 to 63 characters is its own toASCII, as the label-by-label way gives it.
import fc from 'fast-check';
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
