// construct.spec.ts: the component constructors (3, 4, 5 and 7 arguments) against java.net.URI's,
// from spec/fixtures/construct.json (recorded from the JDK by `npm run parity -- --write-fixtures`).
// Every getter of the result must give the JDK's value, or the constructor must throw the JDK's
// URISyntaxException (reason, index, message, input).
import { Uri, type UriComponents } from '../src';
import { expectOffsetsKept } from './offsets';

// checkOffsets (src/uri/parts.ts) on the parts of every Uri made here: see spec/offsets.ts.
jest.mock('../src/uri/parse', () => jest.requireActual('./offsets').checking('../src/uri/parse'));
jest.mock('../src/uri/build', () => jest.requireActual('./offsets').checking('../src/uri/build'));
expectOffsetsKept(1000);
import { load, expectView, expectError, thrownBy, type View, type Err } from './fixture-helpers';

type S = string | null;
type Args = [S, S, S] | [S, S, S, S] | [S, S, S, S, S] | [S, S, S, number, S, S, S];
type Case = { args: Args; kind: string; expected: { uri: View } | { error: Err } };
const fixture = load<Case>('construct');

/** The arguments as ASCII-only JSON, cut to about 80 chars. */
function label(args: Args): string {
  const s = JSON.stringify(args).replace(
    /[\u007f-\uffff]/g,
    (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'),
  );
  return s.length > 80 ? s.slice(0, 77) + '...' : s;
}

/** `new Uri(...args)` through the overload of that arity. */
function construct(args: Args): Uri {
  switch (args.length) {
    case 3:
      return new Uri(...args);
    case 4:
      return new Uri(...args);
    case 5:
      return new Uri(...args);
    default:
      return new Uri(...args);
  }
}

describe(`new Uri(components) as java.net.URI's component constructors (JDK ${fixture.jdk})`, () => {
  test.each(fixture.cases.map((c) => [label(c.args), c] as const))('%s', (_title, c) => {
    const e = c.expected;
    if ('error' in e)
      return expectError(
        thrownBy(() => construct(c.args)),
        e.error,
      );
    expectView(construct(c.args), e.uri);
  });
});

const NAMES: Record<number, readonly string[]> = {
  3: ['scheme', 'schemeSpecificPart', 'fragment'],
  4: ['scheme', 'host', 'path', 'fragment'],
  5: ['scheme', 'authority', 'path', 'query', 'fragment'],
  7: ['scheme', 'userInfo', 'host', 'port', 'path', 'query', 'fragment'],
};

/** The key that picks each constructor in Uri.from, kept even when null. */
const PICKS: Record<number, string> = { 3: 'schemeSpecificPart', 4: 'host', 5: 'authority', 7: 'port' };

/**
 * The same arguments by name, for Uri.from: every other case leaves out the components that are not
 * there (null, port -1) but the one that picks the constructor, so that both spellings of "not
 * there" are asked.
 */
function named(args: Args, leaveOut: boolean): UriComponents {
  const c: Record<string, unknown> = {};
  NAMES[args.length].forEach((name, i) => {
    if (!leaveOut || name === PICKS[args.length] || (args[i] !== null && args[i] !== -1)) c[name] = args[i];
  });
  return c as UriComponents;
}

describe(`Uri.from(components) as java.net.URI's component constructors (JDK ${fixture.jdk})`, () => {
  test.each(fixture.cases.map((c, i) => [label(c.args), c, i % 2 === 1] as const))('%s', (_title, c, leaveOut) => {
    const e = c.expected;
    const from = () => Uri.from(named(c.args, leaveOut));
    if ('error' in e) return expectError(thrownBy(from), e.error);
    expectView(from(), e.uri);
  });
});
