// identities.spec.ts: java.net.URI's documented identities, from spec/fixtures/identities.json
// (recorded from the JDK by `npm run parity -- --write-fixtures`). For a parsed u, rebuilding it
// from its string, or from its components with the 3-, 5- and 7-argument constructors, gives a URI
// that equals u, or throws; our constructors and our equals must answer as the JDK's did.
import { Uri } from '../src';
import { expectOffsetsKept } from './offsets';

// checkOffsets (src/uri/parts.ts) on the parts of every Uri made here: see spec/offsets.ts.
jest.mock('../src/uri/parse', () => jest.requireActual('./offsets').checking('../src/uri/parse'));
jest.mock('../src/uri/build', () => jest.requireActual('./offsets').checking('../src/uri/build'));
expectOffsetsKept(1000);
import { load, title, expectError, thrownBy, type Err } from './fixture-helpers';

type Outcome = boolean | { error: Err };
type Result = { string: Outcome; three: Outcome; five: Outcome; seven: Outcome };
type Case = { input: string; expected: Result | { error: Err } };
const fixture = load<Case>('identities');

const rebuild: Record<keyof Result, (u: Uri) => Uri> = {
  string: (u) => new Uri(u.toString()),
  three: (u) => new Uri(u.getScheme(), u.getSchemeSpecificPart(), u.getFragment()),
  five: (u) => new Uri(u.getScheme(), u.getAuthority(), u.getPath(), u.getQuery(), u.getFragment()),
  seven: (u) =>
    new Uri(u.getScheme(), u.getUserInfo(), u.getHost(), u.getPort(), u.getPath(), u.getQuery(), u.getFragment()),
};

describe(`Uri rebuilt from its string and components as java.net.URI (JDK ${fixture.jdk})`, () => {
  test.each(fixture.cases.map((c) => [title(c.input), c] as const))('%s', (_title, c) => {
    const e = c.expected;
    if ('error' in e)
      return expectError(
        thrownBy(() => new Uri(c.input)),
        e.error,
      );
    const u = new Uri(c.input);
    for (const name of ['string', 'three', 'five', 'seven'] as const) {
      const want = e[name];
      if (typeof want === 'boolean') expect({ [name]: rebuild[name](u).equals(u) }).toEqual({ [name]: want });
      else
        expectError(
          thrownBy(() => rebuild[name](u)),
          want.error,
          name + ': ',
        );
    }
  });
});
