// parse.spec.ts: `new Uri(s)` against java.net.URI, from spec/fixtures/parse.json (recorded from the
// JDK by `npm run parity -- --write-fixtures`). Every getter must give the JDK's value, or the
// constructor must throw the JDK's URISyntaxException (reason, index, message, input).
import { Uri } from '../src';
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
