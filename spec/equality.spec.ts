// equality.spec.ts: equals and hashCode of URIs made by operations (normalize, resolve, relativize,
// nested), and equalityKey() (beyond Java) against the JDK's equals, from spec/fixtures/equality.json
// (recorded from the JDK by `npm run parity -- --write-fixtures`; UriOracle's equalsTerms). A term
// is [op, x, y?], each argument but parse's a string or a term; a failing term must fail as the JDK's.
import { Uri } from '../src';
import { load, title, expectError, thrownBy, type Err } from './fixture-helpers';

type Term = [string, string | Term, (string | Term)?];
type Result = { equals: boolean; equalsReverse: boolean; keyEquals: boolean; hashA: number; hashB: number };
type Case = { terms: [Term, Term]; kind: string; expected: Result | { error: Err } };
const fixture = load<Case>('equality');

function evaluate(t: Term): Uri {
  const uri = (x: string | Term | undefined) => (typeof x === 'string' ? new Uri(x) : evaluate(x as Term));
  switch (t[0]) {
    case 'parse':
      return new Uri(t[1] as string);
    case 'normalize':
      return uri(t[1]).normalize();
    case 'resolve':
      return uri(t[1]).resolve(uri(t[2]));
    case 'relativize':
      return uri(t[1]).relativize(uri(t[2]));
    default:
      throw new Error(`unknown term ${t[0]}`);
  }
}

describe(`equals, hashCode and equalityKey of operation results as java.net.URI (JDK ${fixture.jdk})`, () => {
  test.each(fixture.cases.map((c) => [title(JSON.stringify(c.terms)), c] as const))('%s', (_title, c) => {
    const e = c.expected;
    if ('error' in e)
      return expectError(
        thrownBy(() => c.terms.map(evaluate)),
        e.error,
      );
    const [a, b] = c.terms.map(evaluate);
    expect({ equals: a.equals(b) }).toEqual({ equals: e.equals });
    expect({ equalsReverse: b.equals(a) }).toEqual({ equalsReverse: e.equalsReverse });
    expect({ keyEquals: a.equalityKey() === b.equalityKey() }).toEqual({ keyEquals: e.keyEquals });
    expect({ hashA: a.hashCode(), hashB: b.hashCode() }).toEqual({ hashA: e.hashA, hashB: e.hashB });
  });
});
