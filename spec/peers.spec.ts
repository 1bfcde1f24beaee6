// peers.spec.ts: the inputs of OpenJDK's and Android libcore's tests of HttpCookie, CookieManager, CookieStore,
// CookiePolicy and InetSocketAddress (scripts/parity/peer-inputs.mjs: input values only, each group naming its
// file and commit), against JDK 25's answers to them: spec/fixtures/peers-cookie.json and peers-isa.json,
// recorded by `npm run parity -- --cookie-only --write-fixtures` and `-- --isa-only --write-fixtures` through
// scripts/jdk/CookieOracle.java and SocketAddressOracle.java (no name ever looked up). The expected values are
// the JDK's, never the peers' own assertions: where JDK 25 and a peer's test differ, the JDK is followed.
import { load, title } from './fixture-helpers';
import { answer, cookieOp, scenario, type CookieOp, type ScenarioArgs } from './cookie-helpers';
import { isaAnswer, titled, type IsaCase } from './isa-helpers';

interface CookieCase {
  op: CookieOp | 'scenario';
  args: unknown[];
  peer: string;
  expected: Record<string, unknown>;
}
type PeerIsaCase = IsaCase & { peer: string };

const cookies = load<CookieCase>('peers-cookie');
const isas = load<PeerIsaCase>('peers-isa');
/** The test file a row's input came from, without its folders. */
const file = (peer: string) => peer.split('/').pop()!;

describe(`the peers' HttpCookie, CookiePolicy and CookieManager inputs against JDK ${cookies.jdk}`, () => {
  afterEach(() => jest.restoreAllMocks());

  test.each(cookies.cases.map((c) => [`${file(c.peer)}: ${c.op} ${title(JSON.stringify(c.args))}`, c] as const))(
    '%s',
    (_, c) => {
      if (c.op === 'scenario') {
        const times = c.expected.times as number[];
        expect(scenario(c.args as ScenarioArgs, times, false)).toEqual(c.expected);
        jest.restoreAllMocks();
        expect(scenario(c.args as ScenarioArgs, times, true)).toEqual(c.expected);
        return;
      }
      const now = c.expected.now as number | undefined;
      if (now !== undefined) jest.spyOn(Date, 'now').mockReturnValue(now);
      const ours = answer(() => cookieOp(c.op as CookieOp, c.args));
      expect(now === undefined ? ours : { now, ...ours }).toEqual(c.expected);
    },
  );
});

describe(`the peers' InetSocketAddress inputs against JDK ${isas.jdk} (no lookups)`, () => {
  test.each(isas.cases.map((c) => [`${file(c.peer)}: ${titled(c)}`, c] as const))('%s', (_, c) => {
    expect(isaAnswer(c)).toEqual(c.expected);
  });
});

describe('what the peers fixtures hold', () => {
  const peersOf = (cases: { peer: string }[]) => new Set(cases.map((c) => c.peer.split(' ')[0]));

  test("both peers' tests, every op, and the JDK's errors", () => {
    for (const set of [peersOf(cookies.cases), peersOf(isas.cases)]) {
      expect(set).toContain('CyanogenMod/android_libcore');
      expect([...set].some((r) => r.includes('openjdk') || r.endsWith('/jdk'))).toBe(true);
    }
    const ops = new Set([...cookies.cases, ...isas.cases].map((c) => c.op));
    for (const op of ['parse', 'cookie', 'equals', 'domainMatches', 'policy', 'scenario', 'isaHost', 'isaUnresolved'])
      expect(ops).toContain(op);
    for (const op of ['isaAddress', 'isaPort', 'isaEquals']) expect(ops).toContain(op);
    expect(cookies.cases.filter((c) => 'error' in c.expected).length).toBeGreaterThan(20);
    expect(cookies.cases.length + isas.cases.length).toBeGreaterThan(350);
  });
});
