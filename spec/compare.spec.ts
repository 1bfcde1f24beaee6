// compare.spec.ts: equals, compareTo (sign only) and hashCode against java.net.URI (and, beyond
// Java, equalityKey() against the JDK's equals), from
// spec/fixtures/compare.json (recorded from the JDK by `npm run parity -- --write-fixtures`).
// If either input does not parse, the first failure must be the JDK's URISyntaxException.
import { Uri } from '../src';
import { load, title, expectError, thrownBy, sign, type Err } from './fixture-helpers';

type Result = {
  equals: boolean;
  equalsReverse: boolean;
  keyEquals: boolean;
  compareTo: number;
  compareToReverse: number;
  hashA: number;
  hashB: number;
};
type Case = { inputs: [string, string]; kind: string; expected: Result | { error: Err } };
const fixture = load<Case>('compare');

describe(`Uri equals/compareTo/hashCode as java.net.URI (JDK ${fixture.jdk})`, () => {
  test.each(fixture.cases.map((c) => [title(...c.inputs), c] as const))('%s', (_title, c) => {
    const [x, y] = c.inputs;
    const e = c.expected;
    if ('error' in e)
      return expectError(
        thrownBy(() => [new Uri(x), new Uri(y)]),
        e.error,
      );
    const a = new Uri(x);
    const b = new Uri(y);
    expect({ equals: a.equals(b) }).toEqual({ equals: e.equals });
    expect({ equalsReverse: b.equals(a) }).toEqual({ equalsReverse: e.equalsReverse });
    // Beyond Java: the keys are the same string exactly when the JDK's equals is true.
    expect({ keyEquals: a.equalityKey() === b.equalityKey() }).toEqual({ keyEquals: e.keyEquals });
    expect({ compareTo: sign(a.compareTo(b)) }).toEqual({ compareTo: e.compareTo });
    expect({ compareToReverse: sign(b.compareTo(a)) }).toEqual({ compareToReverse: e.compareToReverse });
    expect({ hashA: a.hashCode() }).toEqual({ hashA: e.hashA });
    expect({ hashB: b.hashCode() }).toEqual({ hashB: e.hashB });
  });
});
