// create.spec.ts: `Uri.create(s)` against java.net.URI.create, from spec/fixtures/create.json
// (recorded from the JDK by `npm run parity -- --write-fixtures`). Failures must be an
// IllegalArgumentException with the JDK's message whose cause is the JDK's URISyntaxException.
import { Uri } from '../src';
import { load, title, expectView, expectError, thrownBy, type View, type Err } from './fixture-helpers';

type Case = { input: string; expected: { uri: View } | { error: Err } };
const fixture = load<Case>('create');

describe(`Uri.create(s) as java.net.URI.create (JDK ${fixture.jdk})`, () => {
  test.each(fixture.cases.map((c) => [title(c.input), c] as const))('%s', (_title, c) => {
    const e = c.expected;
    if ('error' in e)
      return expectError(
        thrownBy(() => Uri.create(c.input)),
        e.error,
      );
    expectView(Uri.create(c.input), e.uri);
  });
});
