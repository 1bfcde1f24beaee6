// with-raw.spec.ts: the withRaw… methods (beyond Java) from spec/fixtures/with-raw.json, recorded by
// `npm run parity -- --write-fixtures` from UriOracle's withRaw: the methods' rule restated over the
// JDK's parser (the string rebuilt with the text in place, parsed by new URI). The result's string,
// or refused (IllegalArgumentException), or the JDK's URISyntaxException with its index within the text.
import { IllegalArgumentException, Uri } from '../src';
import { expectOffsetsKept } from './offsets';

// checkOffsets (src/uri/parts.ts) on the parts of every Uri made here: see spec/offsets.ts.
jest.mock('../src/uri/parse', () => jest.requireActual('./offsets').checking('../src/uri/parse'));
jest.mock('../src/uri/build', () => jest.requireActual('./offsets').checking('../src/uri/build'));
expectOffsetsKept(1000);
import { load, title, expectError, thrownBy, type Err } from './fixture-helpers';

type Component = 'userInfo' | 'authority' | 'path' | 'query' | 'fragment';
type Case = {
  args: [string, Component, string | null];
  kind: string;
  expected: { string: string } | { refused: true } | { error: Err };
};
const fixture = load<Case>('with-raw');

const METHODS: Record<Component, (u: Uri, text: string | null) => Uri> = {
  userInfo: (u, t) => u.withRawUserInfo(t),
  authority: (u, t) => u.withRawAuthority(t),
  path: (u, t) => u.withRawPath(t as string),
  query: (u, t) => u.withRawQuery(t),
  fragment: (u, t) => u.withRawFragment(t),
};

describe(`withRaw…(text) over java.net.URI's parser (JDK ${fixture.jdk})`, () => {
  test.each(fixture.cases.map((c) => [title(...c.args.map(String)), c] as const))('%s', (_title, c) => {
    const [s, component, text] = c.args;
    const e = c.expected;
    const call = () => METHODS[component](new Uri(s), text);
    if ('error' in e) return expectError(thrownBy(call), e.error);
    if ('refused' in e) return expect(call).toThrow(IllegalArgumentException);
    expect(call().toString()).toBe(e.string);
  });
});
