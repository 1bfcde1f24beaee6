// idn-fixtures.spec.ts: IDN.toASCII and IDN.toUnicode against java.net.IDN's (JDK 25), from spec/fixtures/idn.json
// (recorded by `npm run parity -- --idn-only --write-fixtures` through scripts/jdk/IdnOracle.java, seed 1).
//
// Each row is one call, with its flags (null: the one-argument form), and the JDK's whole answer: the value, or the
// exception's class, message and cause. Rows with `from` ask again of the JDK's toASCII(from): toUnicode(toASCII(x))
// and toASCII(toASCII(x)). Then a property over those rows: where the JDK shows a label round-trip
// (toUnicode(toASCII(x)) === x), any name joined from such labels round-trips too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { IDN } from '../src/idn';
import { title } from './fixture-helpers';

interface Err {
  type: string;
  message: string | null;
  cause?: Err;
}
type Answer = { value: string } | { error: Err };
interface Case {
  op: 'toASCII' | 'toUnicode';
  args: [string | null, number | null];
  kind: string;
  from?: string;
  expected: Answer;
}

const fixture = JSON.parse(readFileSync(join(__dirname, 'fixtures', 'idn.json'), 'utf8')) as {
  jdk: string;
  cases: Case[];
};

/** What IdnOracle reports for a Throwable: a JavaScript Error's '' message is Java's null getMessage(). */
function errOf(e: unknown): Err {
  if (!(e instanceof Error)) return { type: typeof e, message: String(e) };
  const d: Err = { type: e.name, message: e.message === '' ? null : e.message };
  if (e.cause != null && e.cause !== e) d.cause = errOf(e.cause);
  return d;
}

/** The row's call, with flags as given (null: the one-argument form), as IdnOracle answers. */
function answer({ op, args: [s, flags] }: Case): Answer {
  try {
    const input = s as string; // null is asked on purpose: the NullPointerException
    return { value: flags === null ? IDN[op](input) : IDN[op](input, flags) };
  } catch (e) {
    return { error: errOf(e) };
  }
}

const rowTitle = (c: Case) =>
  `${c.from === undefined ? '' : 'of toASCII: '}${c.op} flags ${c.args[1]} ${title(String(c.args[0]))}`;

describe(`IDN against JDK ${fixture.jdk} (spec/fixtures/idn.json)`, () => {
  test.each(fixture.cases.map((c) => [rowTitle(c), c] as const))('%s', (_, c) => {
    expect(answer(c)).toEqual(c.expected);
  });
});

describe('IDN round trips the JDK shows', () => {
  const value = (a: Answer) => ('value' in a ? a.value : undefined);
  /** [x, flags] where the JDK's toUnicode(toASCII(x, flags), flags) is x, x one label. */
  const roundTrips = fixture.cases
    .filter((c) => c.op === 'toUnicode' && c.from !== undefined && value(c.expected) === c.from)
    .map((c) => [c.from as string, c.args[1]] as const)
    .filter(([x]) => x !== '' && !/[.\u3002\uff0e\uff61]/.test(x));

  test('the fixture holds round-tripping labels', () => {
    expect(roundTrips.length).toBeGreaterThan(50);
  });

  test('a name of such labels (same flags) round-trips', () => {
    const byFlags = new Map<number | null, string[]>();
    for (const [x, f] of roundTrips) byFlags.set(f, [...(byFlags.get(f) ?? []), x]);
    const groups = [...byFlags].filter(([, xs]) => xs.length > 1);
    fc.assert(
      fc.property(
        fc
          .constantFrom(...groups)
          .chain(([f, xs]) =>
            fc.tuple(fc.constant(f), fc.array(fc.constantFrom(...xs), { minLength: 1, maxLength: 4 })),
          ),
        ([f, xs]) => {
          const name = xs.join('.');
          const ascii = f === null ? IDN.toASCII(name) : IDN.toASCII(name, f);
          expect(f === null ? IDN.toUnicode(ascii) : IDN.toUnicode(ascii, f)).toBe(name);
        },
      ),
    );
  });
});
