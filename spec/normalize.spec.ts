// normalize.spec.ts: `new Uri(s).normalize()` against java.net.URI.normalize, from
// spec/fixtures/normalize.json (recorded from the JDK by `npm run parity -- --write-fixtures`),
// including the RFC 2396 / RFC 3986 example references. Every getter of the result must give the
// JDK's value; an input that does not parse must throw the JDK's URISyntaxException.
import fc from 'fast-check';
import { Uri } from '../src';
import { normalizePath, normalizedPath } from '../src/uri/normalize';
import { expectOffsetsKept } from './offsets';

// checkOffsets (src/uri/parts.ts) on the parts of every Uri made here: see spec/offsets.ts.
jest.mock('../src/uri/parse', () => jest.requireActual('./offsets').checking('../src/uri/parse'));
jest.mock('../src/uri/build', () => jest.requireActual('./offsets').checking('../src/uri/build'));
expectOffsetsKept(1000);
import { load, title, expectView, expectError, thrownBy, type View, type Err } from './fixture-helpers';

type Case = { input: string; kind: string; expected: { uri: View } | { error: Err } };
const fixture = load<Case>('normalize');

describe(`Uri.normalize() as java.net.URI.normalize (JDK ${fixture.jdk})`, () => {
  test.each(fixture.cases.map((c) => [title(c.input), c] as const))('%s', (_title, c) => {
    const e = c.expected;
    if ('error' in e)
      return expectError(
        thrownBy(() => new Uri(c.input).normalize()),
        e.error,
      );
    expectView(new Uri(c.input).normalize(), e.uri);
  });
});

describe('normalizedPath reads a path where it stands in a longer string', () => {
  // Text around the path with dot segments and slashes, which the range must keep out of the path.
  const around = fc.constantFrom('', '/', './', '.', '..', '/../', 'x');
  const segment = fc.constantFrom('a', 'bc', '.a', 'a:b', '.', '..', '');
  const path = fc
    .tuple(fc.boolean(), fc.array(segment, { maxLength: 7 }), fc.boolean())
    .map(([absolute, s, slash]) => (absolute ? '/' : '') + s.join('/') + (slash && s.length > 0 ? '/' : ''));
  test('the same path as normalizePath gives for the path alone, null where that is the path itself', () => {
    fc.assert(
      fc.property(around, path, around, (before, p, after) => {
        const from = before.length;
        const normalized = normalizedPath(before + p + after, from, from + p.length);
        expect(normalized).not.toBe(p);
        expect(normalized ?? p).toBe(normalizePath(p));
      }),
      { seed: 20261206, numRuns: 5000 },
    );
  });
});
