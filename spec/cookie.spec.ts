// cookie.spec.ts: HttpCookie against java.net.HttpCookie (JDK 25), from spec/fixtures/cookie.json (recorded by
// `npm run parity -- --cookie-only --write-fixtures` through scripts/jdk/CookieOracle.java): HttpCookie.parse
// of Set-Cookie and Set-Cookie2 headers (every attribute, Expires in the six date patterns, the errors), new
// HttpCookie with setters, equals and hashCode, domainMatches and the three CookiePolicy constants. Each row is
// run at the JDK's clock (`now`, the millisecond the JDK's answer held for), so Expires' max-age and hasExpired
// compare exactly. Then the TypeErrors of our own and what the fixtures do not hold.
import { HttpCookie, IllegalArgumentException, NullPointerException } from '../src';
import { load, title } from './fixture-helpers';
import { answer, cookieOp, view, type CookieOp } from './cookie-helpers';

interface Case {
  op: CookieOp;
  args: unknown[];
  kind: string;
  expected: Record<string, unknown>;
}

const fixture = load<Case>('cookie');

describe('HttpCookie against JDK 25 (spec/fixtures/cookie.json)', () => {
  afterEach(() => jest.restoreAllMocks());

  test('the fixture holds every kind of case', () => {
    const kinds = new Set(fixture.cases.map((c) => c.kind));
    for (const k of ['header', 'expires', 'name', 'setters', 'equals', 'domain', 'policy']) expect(kinds).toContain(k);
    expect(fixture.cases.length).toBeGreaterThan(500);
  });

  test.each(fixture.cases.map((c) => [`${c.kind} ${title(JSON.stringify(c.args))}`, c] as const))('%s', (_, c) => {
    const now = c.expected.now as number | undefined;
    if (now !== undefined) jest.spyOn(Date, 'now').mockReturnValue(now);
    const ours = answer(() => cookieOp(c.op, c.args));
    expect(now === undefined ? ours : { now, ...ours }).toEqual(c.expected);
  });
});

describe('HttpCookie beyond the fixtures', () => {
  test('the exceptions are the library’s Java classes', () => {
    expect(() => HttpCookie.parse('')).toThrow(IllegalArgumentException);
    expect(() => new HttpCookie(null as unknown as string, 'v')).toThrow(NullPointerException);
  });

  test('arguments of the wrong JavaScript type are TypeErrors', () => {
    expect(() => HttpCookie.parse(1 as unknown as string)).toThrow(TypeError);
    expect(() => new HttpCookie('a', 1 as unknown as string)).toThrow(/HttpCookie: value must be a string or null/);
    const c = new HttpCookie('a', 'b');
    expect(() => c.setMaxAge(1.5)).toThrow(/must be an integer/);
    expect(() => c.setSecure('yes' as unknown as boolean)).toThrow(/must be a boolean/);
    expect(() => HttpCookie.domainMatches(1 as unknown as string, 'a')).toThrow(TypeError);
  });

  test('max-age counts whole seconds from creation', () => {
    const spy = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const c = new HttpCookie('a', 'b');
    c.setMaxAge(2);
    spy.mockReturnValue(1_002_999);
    expect(c.hasExpired()).toBe(false);
    spy.mockReturnValue(1_003_000);
    expect(c.hasExpired()).toBe(true);
    spy.mockRestore();
  });

  test('an Expires date gives the seconds to it, 0 for one past or unread', () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 0, 1));
    const age = (d: string) => HttpCookie.parse(`a=b; expires=${d}`)[0]!.getMaxAge();
    expect(age('Tue, 01-Jan-2030 00:00:00 GMT')).toBe((Date.UTC(2030, 0, 1) - Date.UTC(2026, 0, 1)) / 1000);
    expect(age('Tue Jan 01 30 00:00:00 GMT+0100')).toBe((Date.UTC(2029, 11, 31, 23) - Date.UTC(2026, 0, 1)) / 1000);
    expect(age('Wed, 01-Jan-2030 00:00:00 GMT')).toBe(0); // not a Wednesday
    expect(age('Thu, 01-Jan-1970 00:00:00 GMT')).toBe(0);
    jest.restoreAllMocks();
  });

  test('a zone after blanks is read as a name: GMT+01:00 there is GMT, its offset ignored (as JDK 25)', () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 0, 1));
    const age = (zone: string) => HttpCookie.parse(`a=b; expires=Fri Jul 16 2049 20:27:06 GMT${zone}`)[0]!.getMaxAge();
    const gmt = (Date.UTC(2049, 6, 16, 20, 27, 6) - Date.UTC(2026, 0, 1)) / 1000;
    // JDK 25.0.3's max-ages for these, less its own for " GMT" (same clock): 0 for each name read after
    // blanks; -3600 and +19800 where the offset is read; a zone it cannot read is no date (max-age 0).
    for (const zone of [' GMT', ' GMT+01:00', '\tGMT-05:30', '  GMT+1:00', ' GMT-0530', ' GMT-5', ' gmt-05:30', ' UTC'])
      expect([zone, age(zone)]).toEqual([zone, gmt]);
    expect(age('GMT+01:00')).toBe(gmt - 3600);
    expect(age('gmt-05:30')).toBe(gmt + 19800);
    expect(age(' -0530')).toBe(gmt + 19800);
    expect(age('  +0100')).toBe(gmt - 3600);
    for (const zone of [' -05:30', ' -5', ' UT', ' Z']) expect([zone, age(zone)]).toEqual([zone, 0]);
    jest.restoreAllMocks();
  });

  test('clone keeps every attribute and the creation time', () => {
    const spy = jest.spyOn(Date, 'now').mockReturnValue(5_000);
    const c = HttpCookie.parse('Set-Cookie2: a=b; Path=/p; Domain=.x.org; Max-Age=1; Port="80"; Secure')[0]!;
    spy.mockReturnValue(9_000);
    const d = c.clone();
    expect(view(d)).toEqual(view(c));
    expect(d.hasExpired()).toBe(true);
    spy.mockRestore();
  });

  test('util.inspect shows the class and toString()', () => {
    const { inspect } = jest.requireActual<typeof import('node:util')>('node:util');
    expect(inspect(new HttpCookie('a', 'b'))).toBe('HttpCookie <a="b">');
  });
});
