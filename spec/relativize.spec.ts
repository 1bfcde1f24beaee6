// relativize.spec.ts: `base.relativize(target)` against java.net.URI.relativize, from
// spec/fixtures/relativize.json (recorded from the JDK by `npm run parity -- --write-fixtures`),
// including the RFC 2396 example base against the RFC's references and RFC 3986's resolved targets.
// The opt-in { dotSegments: true } has no JDK counterpart; `npm run parity` checks it through resolve.
import { Uri } from '../src';
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
