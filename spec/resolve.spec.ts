// resolve.spec.ts: `base.resolve(ref)` against java.net.URI.resolve, with ref a Uri (op "resolve")
// or a string (op "resolveString": a bad string throws IllegalArgumentException whose cause is the
// URISyntaxException), from spec/fixtures/resolve.json (recorded from the JDK by
// `npm run parity -- --write-fixtures`), including RFC 2396 appendix C / RFC 3986 section 5.4.
import { Uri } from '../src';
import { expectOffsetsKept } from './offsets';

// checkOffsets (src/uri/parts.ts) on the parts of every Uri made here: see spec/offsets.ts.
jest.mock('../src/uri/parse', () => jest.requireActual('./offsets').checking('../src/uri/parse'));
jest.mock('../src/uri/build', () => jest.requireActual('./offsets').checking('../src/uri/build'));
expectOffsetsKept(1000);
import { load, title, expectView, expectError, thrownBy, type View, type Err } from './fixture-helpers';

type Case = {
  op: 'resolve' | 'resolveString';
  inputs: [string, string];
  kind: string;
  expected: { uri: View } | { error: Err };
};
const fixture = load<Case>('resolve');

function resolve(c: Case): Uri {
  const [base, ref] = c.inputs;
  if (c.op === 'resolveString') return new Uri(base).resolve(ref);
  const b = new Uri(base);
  return b.resolve(new Uri(ref));
}

describe(`Uri.resolve as java.net.URI.resolve (JDK ${fixture.jdk})`, () => {
  test.each(fixture.cases.map((c) => [`${c.op === 'resolve' ? 'Uri' : 'string'} ${title(...c.inputs)}`, c] as const))(
    '%s',
    (_title, c) => {
      const e = c.expected;
      if ('error' in e)
        return expectError(
          thrownBy(() => resolve(c)),
          e.error,
        );
      expectView(resolve(c), e.uri);
    },
  );
});
