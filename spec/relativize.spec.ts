// relativize.spec.ts: `base.relativize(target)` against java.net.URI.relativize, from
// spec/fixtures/relativize.json (recorded from the JDK by `npm run parity -- --write-fixtures`),
// including the RFC 2396 example base against the RFC's references and RFC 3986's resolved targets.
// The opt-in { dotSegments: true } has no JDK counterpart; `npm run parity` checks it through resolve.
import { Uri } from '../src';
import { expectOffsetsKept } from './offsets';

// checkOffsets (src/uri/parts.ts) on the parts of every Uri made here: see spec/offsets.ts.
jest.mock('../src/uri/parse', () => jest.requireActual('./offsets').checking('../src/uri/parse'));
jest.mock('../src/uri/build', () => jest.requireActual('./offsets').checking('../src/uri/build'));
expectOffsetsKept(1000);
import { load, title, expectView, expectError, thrownBy, type View, type Err } from './fixture-helpers';

type Case = { inputs: [string, string]; kind: string; expected: { uri: View } | { error: Err } };
const fixture = load<Case>('relativize');

function relativize([base, target]: [string, string]): Uri {
  const b = new Uri(base);
  return b.relativize(new Uri(target));
}

describe(`Uri.relativize as java.net.URI.relativize (JDK ${fixture.jdk})`, () => {
  test.each(fixture.cases.map((c) => [title(...c.inputs), c] as const))('%s', (_title, c) => {
    const e = c.expected;
    if ('error' in e)
      return expectError(
        thrownBy(() => relativize(c.inputs)),
        e.error,
      );
    expectView(relativize(c.inputs), e.uri);
  });
});

// An operation's result keeps the authority it was given (normalize keeps "h:", which its string
// writes "h"); relativize compares that authority. Answers from JDK 25.0.3:
// URI.create("http://h:/a/./b/").normalize().relativize(URI.create(target)).
describe('Uri.relativize from a normalized base, its authority as given', () => {
  test.each([
    ['http://h/a/b/c', 'http://h/a/b/c'],
    ['http://h:/a/b/c', 'c'],
    ['http://h:/a/b/c?q#f', 'c?q#f'],
  ])('%s gives %s', (target, expected) => {
    const base = new Uri('http://h:/a/./b/').normalize();
    expect(base.relativize(new Uri(target)).toString()).toBe(expected);
  });
});
