// java-url-unicode.spec.ts: JavaURL where java.net.URL's rules depend on Unicode data (JDK 25: Unicode
// 16.0), against the JDK's answers in spec/fixtures/url-unicode.json (recorded by `node
// scripts/unicode-tables.mjs`): every code point of src/url/unicode.ts and a sample of the others, as
// the first char or a later one of a protocol (Character.isLetter, isDigit, the protocol's
// toLowerCase(Locale.ROOT)), as a host (hashCode: toLowerCase(Locale.ROOT); equals: equalsIgnoreCase
// with Character.toUpperCase / toLowerCase), as a mailto address (Character.isWhitespace) and as a port
// (Character.digit); and protocol names (of specs and of the 3- and 4-argument constructors) and hosts
// around a capital sigma (Java's final-sigma rule).
import { JavaURL, MalformedURLException } from '../src/url';
import { load, title } from './fixture-helpers';

type UrlAnswer = { error: string } | { protocol: string; host: string; port: number; path: string; hash: number };
type EqualsAnswer = { error: string } | { equals: boolean; equalsReverse: boolean; hashA: number; hashB: number };
type Row =
  | {
      kind: 'protocol' | 'host-hash' | 'mailto' | 'port' | 'sigma-protocol' | 'sigma-host';
      cp: string;
      spec: string;
      expected: UrlAnswer;
    }
  | { kind: 'host-equals'; cp: string; a: string; b: string; expected: EqualsAnswer }
  | {
      kind: 'sigma-construct';
      cp: string;
      args: [string, string, number, string] | [string, string, string];
      expected: UrlAnswer;
    };

const rows = load<Row>('url-unicode').cases;

/** What new JavaURL(spec), or the constructor of `args`, gives, in the fixture's terms. */
function urlAnswer(spec: string, args: Extract<Row, { args: unknown }>['args'] | null = null): UrlAnswer {
  try {
    let u: JavaURL;
    if (args === null) u = new JavaURL(spec);
    else if (args.length === 4) u = new JavaURL(args[0], args[1], args[2], args[3]);
    else u = new JavaURL(args[0], args[1], args[2]);
    return { protocol: u.getProtocol(), host: u.getHost()!, port: u.getPort(), path: u.getPath()!, hash: u.hashCode() };
  } catch (e) {
    if (e instanceof MalformedURLException) return { error: `MalformedURLException: ${e.message}` };
    throw e;
  }
}

/** What equals (both ways) and hashCode of new JavaURL(a), new JavaURL(b) give, in the fixture's terms. */
function equalsAnswer(a: string, b: string): EqualsAnswer {
  const x = new JavaURL(a);
  const y = new JavaURL(b);
  return { equals: x.equals(y), equalsReverse: y.equals(x), hashA: x.hashCode(), hashB: y.hashCode() };
}

const urlRows = rows.flatMap((r) => ('spec' in r ? [r] : []));
const equalsRows = rows.flatMap((r) => (r.kind === 'host-equals' ? [r] : []));
const constructRows = rows.flatMap((r) => (r.kind === 'sigma-construct' ? [r] : []));

test.each(urlRows.map((r) => [`${r.kind} ${r.cp}: ${title(r.spec)}`, r] as const))('%s', (_, r) => {
  expect(urlAnswer(r.spec)).toEqual(r.expected);
});

test.each(constructRows.map((r) => [`sigma-construct: ${title(...r.args.map(String))}`, r] as const))('%s', (_, r) => {
  expect(urlAnswer('', r.args)).toEqual(r.expected);
});

test.each(equalsRows.map((r) => [`host-equals ${r.cp}: ${title(r.a, r.b)}`, r] as const))('%s', (_, r) => {
  expect(equalsAnswer(r.a, r.b)).toEqual(r.expected);
});

test('the fixture covers every kind of row', () => {
  const kinds = new Set(rows.map((r) => r.kind));
  expect([...kinds].sort()).toEqual([
    'host-equals',
    'host-hash',
    'mailto',
    'port',
    'protocol',
    'sigma-construct',
    'sigma-host',
    'sigma-protocol',
  ]);
});
