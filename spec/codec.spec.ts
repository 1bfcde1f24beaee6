// codec.spec.ts: URLEncoder.encode and URLDecoder.decode against java.net's, from
// spec/fixtures/codec.json (recorded from the JDK by `npm run parity -- --write-fixtures`): the value,
// or the exception's class and message. A null charset in the fixture is the one-argument form.
// Then, by hand, what the JDK cannot show: argument types, the exception class, and the charsets the
// JDK knows that these coders do not (docs/porting.md, "Queries").
import {
  Uri,
  URLDecoder,
  URLEncoder,
  UnsupportedEncodingException,
  IllegalArgumentException,
  IOException,
} from '../src';
import { load, title, expectError, thrownBy, type Err } from './fixture-helpers';

type Case = {
  op: 'encode' | 'decode';
  args: [string, string | null];
  kind: string;
  expected: { value: string } | { error: Err };
};
const fixture = load<Case>('codec');

const call = ({ op, args: [s, charset] }: Case): string =>
  op === 'encode' ? URLEncoder.encode(s, charset ?? undefined) : URLDecoder.decode(s, charset ?? undefined);

describe(`URLEncoder.encode and URLDecoder.decode as java.net's (JDK ${fixture.jdk})`, () => {
  test('the fixture has every kind of call, errors included', () => {
    const kinds = new Set(fixture.cases.map((c) => c.kind.split('/').slice(0, 2).join('/')));
    for (const op of ['encode', 'decode']) {
      for (const group of ['default', 'name', 'alias', 'unknown', 'fixed']) expect(kinds).toContain(`${op}/${group}`);
    }
    const errors = new Set(fixture.cases.flatMap((c) => ('error' in c.expected ? [c.expected.error.type] : [])));
    expect([...errors].sort()).toEqual(['IllegalArgumentException', 'UnsupportedEncodingException']);
  });

  test.each(fixture.cases.map((c) => [`${c.op} ${title(c.args[0])} ${String(c.args[1])}`, c] as const))(
    '%s',
    (_title, c) => {
      const e = c.expected;
      if ('error' in e)
        return expectError(
          thrownBy(() => call(c)),
          e.error,
        );
      expect(call(c)).toBe(e.value);
    },
  );

  // Strings of 1,024 characters and more take another path in UTF-8 (the engine's decoder, where
  // the string is well-formed): each decode case again, after 1,024 literal characters.
  test('each decode after 1,024 characters: the same value or error', () => {
    const pad = 'a'.repeat(1024);
    const cases = fixture.cases.filter((c) => c.op === 'decode');
    expect(cases.length).toBeGreaterThan(100);
    for (const c of cases) {
      const long: Case = { ...c, args: [pad + c.args[0], c.args[1]] };
      if ('error' in c.expected)
        expectError(
          thrownBy(() => call(long)),
          c.expected.error,
        );
      else expect({ input: c.args[0], value: call(long) }).toEqual({ input: c.args[0], value: pad + c.expected.value });
    }
  });
});

describe('arguments and exceptions', () => {
  test('a string that is not a string, or a charset that is neither a string nor undefined, is a TypeError', () => {
    for (const bad of [null, undefined, 1, {}, ['a']]) {
      expect(() => URLEncoder.encode(bad as unknown as string)).toThrow(TypeError);
      expect(() => URLDecoder.decode(bad as unknown as string)).toThrow(TypeError);
    }
    for (const bad of [null, 8, {}]) {
      expect(() => URLEncoder.encode('a', bad as unknown as string)).toThrow(TypeError);
      expect(() => URLDecoder.decode('a', bad as unknown as string)).toThrow(TypeError);
    }
    expect(() => URLEncoder.encode('a', null as unknown as string)).toThrow(
      'URLEncoder.encode: charset must be a string, got null',
    );
  });

  test('UnsupportedEncodingException is an IOException named as in Java, with the name of the charset as message', () => {
    const e = thrownBy(() => URLEncoder.encode('a', 'nope'));
    expect(e).toBeInstanceOf(UnsupportedEncodingException);
    expect(e).toBeInstanceOf(IOException);
    expect(e).toBeInstanceOf(Error);
    expect(String(e)).toBe('UnsupportedEncodingException: nope');
    expect((e as Error).stack).toMatch(/^UnsupportedEncodingException: nope\n/);
    expect(thrownBy(() => URLDecoder.decode('%4'))).toBeInstanceOf(IllegalArgumentException);
  });

  // Differences we keep knowingly (docs/porting.md, "Queries"): these coders know six charsets and
  // their aliases; the JDK knows many more, and encodes 'é' in windows-1252 as "%E9".
  test.each(['windows-1252', 'UTF-32', 'Shift_JIS', 'x-UTF-16LE-BOM', 'UnicodeLittle', 'GB18030'])(
    'a charset the JDK knows and these coders do not: %s',
    (name) => {
      expect(() => URLEncoder.encode('\u00e9', name)).toThrow(new UnsupportedEncodingException(name));
      expect(() => URLDecoder.decode('%E9', name)).toThrow(new UnsupportedEncodingException(name));
    },
  );
});

// docs/porting.md's example of query parameters read and written the Java way; the values are the JDK's
// (URI.getQuery, URLDecoder.decode, the five-argument constructor), recorded from running it.
describe('docs/porting.md: Queries', () => {
  test('read: split the raw query on "&" and "=", then decode each part', () => {
    const u = new Uri('http://h/search?q=a%26b+c&lang=fr%C3%A9');
    expect(u.getQuery()).toBe('q=a&b+c&lang=fr\u00e9');
    const params = new Map(
      u
        .getRawQuery()!
        .split('&')
        .map((pair) => {
          const at = pair.indexOf('=');
          const [name, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
          return [URLDecoder.decode(name), URLDecoder.decode(value)] as const;
        }),
    );
    expect([...params]).toEqual([
      ['q', 'a&b c'],
      ['lang', 'fr\u00e9'],
    ]);
  });

  test('write: encode each value, then parse the whole string; the constructors quote "%" again', () => {
    expect(new Uri('http://h/search?q=' + URLEncoder.encode('a&b c')).toString()).toBe('http://h/search?q=a%26b+c');
    expect(new Uri('http', 'h', '/search', 'q=' + URLEncoder.encode('a&b c'), null).toString()).toBe(
      'http://h/search?q=a%2526b+c',
    );
  });
});
