// What the JDK cannot express: TypeScript's manners (TypeError, state in private fields), the exports,
// and the beyond-Java with… methods and toURL. Expected strings follow the constructors' quoting,
// which the construct fixtures check against the JDK.
import {
  IllegalArgumentException,
  IOException,
  MalformedURLException,
  NullPointerException,
  UnsupportedEncodingException,
  URI,
  Uri,
  URISyntaxException,
} from '../src';

/** What `f` throws. */
function thrown(f: () => unknown): Error {
  try {
    f();
  } catch (e) {
    return e as Error;
  }
  throw new Error('nothing thrown');
}

const construct = (...args: unknown[]) => new (Uri as unknown as new (...a: unknown[]) => Uri)(...args);

describe('types', () => {
  test.each([undefined, null, 42, {}, ['http://h/'], Symbol('s')])('new Uri(%p) is a TypeError', (value) => {
    expect(() => construct(value)).toThrow(TypeError);
  });
  test('the message says what was expected', () => {
    expect(() => construct(undefined)).toThrow('Uri: str must be a string, got undefined');
  });
  test.each([0, 2, 6, 8])('%i arguments is a TypeError', (n) => {
    expect(() => construct(...new Array(n).fill(null))).toThrow(TypeError);
  });
  test('component constructors take string | null | undefined, and a 32-bit integer port', () => {
    expect(() => construct('http', 42, '/', null)).toThrow(TypeError);
    expect(() => construct('http', null, 'h', 1.5, '/', null, null)).toThrow(TypeError);
    expect(() => construct('http', null, 'h', '80', '/', null, null)).toThrow(TypeError);
    expect(() => construct('http', null, 'h', 2 ** 31, '/', null, null)).toThrow(TypeError);
  });
  test('create, compareTo, resolve and relativize check their arguments', () => {
    const u = new Uri('http://h/');
    expect(() => Uri.create(null as unknown as string)).toThrow(TypeError);
    expect(() => u.compareTo('http://h/' as unknown as Uri)).toThrow(TypeError);
    expect(() => u.resolve(42 as unknown as string)).toThrow(TypeError);
    expect(() => u.relativize(42 as unknown as Uri)).toThrow(TypeError);
    expect(() => u.normalize('yes' as never)).toThrow(TypeError);
    expect(() => u.resolve('a', { rfc3986: 'yes' } as never)).toThrow(TypeError);
  });
});

describe('instances', () => {
  test('keep their state in private fields: one own property, the string under a symbol, read by nothing', () => {
    const u = new Uri('http://h/a');
    const resolved = u.resolve('b');
    for (const [uri, string] of [
      [u, 'http://h/a'],
      [resolved, 'http://h/b'],
    ] as const) {
      const keys = Reflect.ownKeys(uri);
      expect(keys).toHaveLength(1);
      expect(typeof keys[0]).toBe('symbol');
      expect((uri as unknown as Record<symbol, unknown>)[keys[0] as symbol]).toBe(string);
    }
    // Overwriting the mirror by reflection changes what deep equality sees, never what the Uri does.
    (u as unknown as Record<symbol, unknown>)[Reflect.ownKeys(u)[0] as symbol] = 'http://evil/';
    expect(u.toString()).toBe('http://h/a');
    expect(u.getHost()).toBe('h');
    // A property set on one instance is that object's, not the URI's: the methods read private state.
    (u as unknown as Record<string, unknown>)['getHost'] = () => 'evil';
    expect(u.toURL().hostname).toBe('h');
    expect(u.equals(new Uri('http://h/a'))).toBe(true);
    expect(new Uri('http://h/a').getHost()).toBe('h');
  });
  test('URI is Uri, for code ported from Java', () => {
    expect(URI).toBe(Uri);
  });
  test('toJSON writes the string form', () => {
    expect(JSON.stringify({ u: new Uri('http://h/a%20b') })).toBe('{"u":"http://h/a%20b"}');
  });
});

describe('errors', () => {
  test("the constructor's URISyntaxException is an Error whose stack includes its caller's frame", () => {
    function callerOfTheConstructor(): Uri {
      return new Uri('a  b ');
    }
    const e = thrown(callerOfTheConstructor) as URISyntaxException;
    expect(e).toBeInstanceOf(URISyntaxException);
    expect(e).toBeInstanceOf(Error);
    // JDK 25: the input in the message with its spaces trimmed and shrunk, the index not adjusted.
    expect(e.message).toBe('Illegal character in path at index 1: a b');
    const frames = (e.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
    expect(frames.some((line) => /^\s+at new Uri /.test(line))).toBe(true);
    expect(frames.some((line) => /^\s+at callerOfTheConstructor /.test(line))).toBe(true);
  });
  test('Uri.create wraps the URISyntaxException as the JDK does', () => {
    let caught: unknown;
    try {
      Uri.create('a b');
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(IllegalArgumentException);
    const cause = (caught as Error).cause as URISyntaxException;
    expect(cause).toBeInstanceOf(URISyntaxException);
    expect((caught as Error).message).toBe(cause.message);
    expect([cause.getInput(), cause.getReason(), cause.getIndex()]).toEqual(['a b', 'Illegal character in path', 1]);
  });
  test('URISyntaxException formats its message as the JDK does', () => {
    expect(new URISyntaxException('x', 'Bad', 0).message).toBe('Bad at index 0: x');
    expect(new URISyntaxException('x', 'Bad').message).toBe('Bad: x');
    expect(() => new URISyntaxException('x', 'Bad', -2)).toThrow(IllegalArgumentException);
  });
  test("each exception's name is its Java class's simple name, and a subclass may set its own", () => {
    expect([
      new URISyntaxException('x', 'Bad').name,
      new IllegalArgumentException('m').name,
      new NullPointerException('m').name,
      new UnsupportedEncodingException('m').name,
    ]).toEqual([
      'URISyntaxException',
      'IllegalArgumentException',
      'NullPointerException',
      'UnsupportedEncodingException',
    ]);
    expect(String(new IllegalArgumentException('m'))).toBe('IllegalArgumentException: m');
    expect(Object.keys(new URISyntaxException('x', 'Bad'))).toEqual(['input', 'reason', 'index']);
    class BadLink extends URISyntaxException {
      constructor() {
        super('x', 'Bad');
        this.name = 'BadLink';
      }
    }
    const e = new BadLink();
    expect([e.name, String(e).split(':')[0], new URISyntaxException('y', 'Bad').name]).toEqual([
      'BadLink',
      'BadLink',
      'URISyntaxException',
    ]);
  });
  test('resolve(string) throws IllegalArgumentException for a bad string', () => {
    expect(() => new Uri('http://h/').resolve('a b')).toThrow(IllegalArgumentException);
  });
});

describe("the exceptions' Java constructor forms", () => {
  // Expected messages from JDK 25.0.3: new IllegalArgumentException(new URISyntaxException("x", "y", 0))
  // has the message "java.net.URISyntaxException: y at index 0: x" and that cause; with a null cause, no message.
  test('IllegalArgumentException(cause): the cause as Java writes it, and the cause set', () => {
    const cause = new URISyntaxException('x', 'y', 0);
    const e = new IllegalArgumentException(cause);
    expect(e.message).toBe('java.net.URISyntaxException: y at index 0: x');
    expect(e.cause).toBe(cause);
    expect(new IllegalArgumentException(new IllegalArgumentException('m')).message).toBe(
      'java.lang.IllegalArgumentException: m',
    );
    expect(new IOException(new UnsupportedEncodingException('nope')).message).toBe(
      'java.io.UnsupportedEncodingException: nope',
    );
    // A JavaScript error: its name and message, as its toString() gives them.
    expect(new IllegalArgumentException(new TypeError('boom')).message).toBe('TypeError: boom');
    const none = new IllegalArgumentException(null);
    expect(none.message).toBe('');
    expect(none.cause).toBeUndefined();
  });
  test('(), (message) and (message, cause)', () => {
    expect(new IllegalArgumentException().message).toBe('');
    expect(new IllegalArgumentException('m').message).toBe('m');
    const cause = new TypeError('t');
    const e = new IllegalArgumentException('m', cause);
    expect([e.message, e.cause, e instanceof Error, String(e)]).toEqual([
      'm',
      cause,
      true,
      'IllegalArgumentException: m',
    ]);
    expect(new IOException('io', cause).cause).toBe(cause);
  });
  test('NullPointerException, UnsupportedEncodingException and MalformedURLException: () and (message) only, as in Java', () => {
    const classes = [NullPointerException, UnsupportedEncodingException, MalformedURLException];
    for (const E of classes) {
      expect([new E().message, new E('m').message, String(new E('m'))]).toEqual(['', 'm', `${E.name}: m`]);
    }
    // @ts-expect-error Java's NullPointerException has no (message, cause) form
    expect(new NullPointerException('m', { cause: 1 }).message).toBe('m');
    // @ts-expect-error nor has UnsupportedEncodingException a (cause) form
    expect(() => new UnsupportedEncodingException(new TypeError('t'))).not.toThrow();
    // @ts-expect-error nor MalformedURLException (message, cause)
    expect(new MalformedURLException('m', new TypeError('t')).message).toBe('m');
  });
  test('Uri.create: the cause is the URISyntaxException, the message its own', () => {
    const e = thrown(() => Uri.create('a b'));
    expect(e).toBeInstanceOf(IllegalArgumentException);
    expect(e.message).toBe('Illegal character in path at index 1: a b');
    expect((e as Error).cause).toBeInstanceOf(URISyntaxException);
  });
});

describe('with… (beyond Java)', () => {
  const u = new Uri('http://u@h:8/a%2Fb?q#f');
  test('replace one component, keeping the others raw', () => {
    expect(u.withScheme('https').toString()).toBe('https://u@h:8/a%2Fb?q#f');
    expect(u.withUserInfo('a b').toString()).toBe('http://a%20b@h:8/a%2Fb?q#f');
    expect(u.withUserInfo(null).toString()).toBe('http://h:8/a%2Fb?q#f');
    expect(u.withHost('::1').toString()).toBe('http://u@[::1]:8/a%2Fb?q#f');
    expect(u.withPort(-1).toString()).toBe('http://u@h/a%2Fb?q#f');
    expect(u.withPath('/x y%').toString()).toBe('http://u@h:8/x%20y%25?q#f');
    expect(u.withQuery('a=b c').toString()).toBe('http://u@h:8/a%2Fb?a=b%20c#f');
    expect(u.withFragment(null).toString()).toBe('http://u@h:8/a%2Fb?q');
    expect(new Uri('mailto:a@b').withSchemeSpecificPart('c d@e').toString()).toBe('mailto:c%20d@e');
  });
  test('removing a component the URI does not have gives the URI itself, for every component alike', () => {
    // x:/p%2F?%25 has no authority; mailto:a@b is opaque; //r_g/p has a registry-based authority.
    for (const s of ['x:/p%2F?%25', 'mailto:a@b', '//r_g/p', 'a', 'http://h:/']) {
      const v = new Uri(s);
      const removals: [string, () => Uri, string | number | null][] = [
        ['withScheme(null)', () => v.withScheme(null), v.getScheme()],
        ['withUserInfo(null)', () => v.withUserInfo(null), v.getRawUserInfo()],
        ['withRawUserInfo(null)', () => v.withRawUserInfo(null), v.getRawUserInfo()],
        ['withHost(null)', () => v.withHost(null), v.getHost()],
        ['withPort(-1)', () => v.withPort(-1), v.getPort() === -1 ? null : v.getPort()],
        ['withRawAuthority(null)', () => v.withRawAuthority(null), v.getRawAuthority()],
        ['withQuery(null)', () => v.withQuery(null), v.getRawQuery()],
        ['withRawQuery(null)', () => v.withRawQuery(null), v.getRawQuery()],
        ['withFragment(null)', () => v.withFragment(null), v.getRawFragment()],
        ['withRawFragment(null)', () => v.withRawFragment(null), v.getRawFragment()],
      ];
      for (const [call, remove, had] of removals) {
        if (had === null) expect({ s, call, same: remove() === v }).toEqual({ s, call, same: true });
      }
    }
    expect(new Uri('x:/p%2F?%25').withUserInfo(null).toString()).toBe('x:/p%2F?%25');
    expect(new Uri('x:/p%2F?%25').withPort(-1).toString()).toBe('x:/p%2F?%25');
    expect(new Uri('http://h:/').withPort(-1).toString()).toBe('http://h:/');
    // A component that is there is still removed.
    expect(new Uri('http://u@h:8/').withPort(-1).toString()).toBe('http://u@h/');
    expect(new Uri('//r_g/p').withRawAuthority(null).toString()).toBe('/p');
  });
  test('never change the receiver', () => {
    u.withPath('/z');
    expect(u.toString()).toBe('http://u@h:8/a%2Fb?q#f');
  });
  test('refuse what would not read back', () => {
    expect(() => u.withPath('b')).toThrow(new URISyntaxException('http://u@h:8b?q#f', 'Relative path in absolute URI'));
    expect(() => new Uri('//h/a').withPath('b')).toThrow(IllegalArgumentException);
    expect(() => new Uri('http://a_b/').withPort(80)).toThrow(IllegalArgumentException);
    expect(() => new Uri('urn:a:b').withQuery('q')).toThrow(IllegalArgumentException);
    expect(() => u.withHost('a b')).toThrow(URISyntaxException);
  });
});

describe('toURL', () => {
  test('a WHATWG URL for an absolute URI', () => {
    expect(new Uri('http://h/a%20b').toURL().href).toBe('http://h/a%20b');
  });
  test('IllegalArgumentException "URI is not absolute" for a relative one, as the JDK', () => {
    expect(() => new Uri('a/b').toURL()).toThrow(new IllegalArgumentException('URI is not absolute'));
  });
});

describe('withRaw… (beyond Java): text as it stands in a URI string', () => {
  const u = new Uri('http://u@h:8/a%2Fb?x=1%262#f');
  test('give back the URI itself for its own raw components, string for string', () => {
    expect(u.withRawUserInfo(u.getRawUserInfo()).toString()).toBe(u.toString());
    expect(u.withRawAuthority(u.getRawAuthority()).toString()).toBe(u.toString());
    expect(u.withRawPath(u.getRawPath() as string).toString()).toBe(u.toString());
    expect(u.withRawQuery(u.getRawQuery()).toString()).toBe(u.toString());
    expect(u.withRawFragment(u.getRawFragment()).toString()).toBe(u.toString());
  });
  test('keep escapes where the quoting with… quotes "%"', () => {
    expect(u.withQuery(u.getRawQuery()).getRawQuery()).toBe('x=1%25262');
    expect(u.withRawQuery('y=%C3%A9').getQuery()).toBe('y=é');
    expect(u.withRawQuery(null).toString()).toBe('http://u@h:8/a%2Fb#f');
  });
  test('refuse text that would read as other components (IllegalArgumentException)', () => {
    expect(() => new Uri('/a').withRawPath('//evil/x')).toThrow(IllegalArgumentException);
    expect(() => new Uri('/a').withPath('//evil/x')).toThrow(IllegalArgumentException);
    expect(() => u.withRawQuery('a#b')).toThrow(IllegalArgumentException);
    expect(() => u.withRawPath('/a?b')).toThrow(IllegalArgumentException);
    expect(() => u.withRawAuthority('h/x')).toThrow(IllegalArgumentException);
    expect(() => new Uri('urn:a').withRawQuery('q')).toThrow(IllegalArgumentException);
  });
  test('take only strings and null (TypeError)', () => {
    expect(() => u.withRawQuery(1 as never)).toThrow(TypeError);
    expect(() => u.withRawPath(null as never)).toThrow(TypeError);
  });
});

describe('equalityKey (beyond Java)', () => {
  test('is a string, the same for URIs that are equal', () => {
    const a = new Uri('HTTP://A/x%7e');
    expect(typeof a.equalityKey()).toBe('string');
    expect(a.equalityKey()).toBe(new Uri('http://a/x%7E').equalityKey());
  });
});

describe('API edges', () => {
  const base = new Uri('http://h/a/');
  test('relativize takes a string, as resolve does (parsed as Uri.create parses it)', () => {
    expect(base.relativize('http://h/a/c').toString()).toBe(base.relativize(new Uri('http://h/a/c')).toString());
    expect(base.relativize('http://h/b/c', { dotSegments: true }).toString()).toBe('../b/c');
    expect(() => base.relativize('a b')).toThrow(IllegalArgumentException);
    expect(() => base.relativize(1 as never)).toThrow(TypeError);
  });
  test('an option a method does not take is a TypeError', () => {
    expect(() => base.normalize({ dotSegments: true } as never)).toThrow(TypeError);
    expect(() => base.resolve('b', { dotSegments: true } as never)).toThrow(TypeError);
    expect(() => base.relativize('b', { rfc3986: true } as never)).toThrow(TypeError);
    expect(() => base.normalize({ rfc3986: true, extra: 1 } as never)).toThrow(TypeError);
    expect(base.normalize({}).toString()).toBe('http://h/a/');
  });
  test('undefined is taken wherever null is; the form is still chosen by the number of arguments', () => {
    const seven = new Uri('http', undefined as never, 'h', -1, '/p', undefined as never, undefined as never);
    expect(seven.toString()).toBe(new Uri('http', null, 'h', -1, '/p', null, null).toString());
    expect(new Uri('mailto', 'a@b', undefined as never).toString()).toBe('mailto:a@b');
    expect(
      new Uri('http://h/?q#f')
        .withQuery(undefined as never)
        .withFragment(undefined as never)
        .toString(),
    ).toBe('http://h/');
  });
  test('Uri.from: a TypeError for keys of two constructors, unknown keys, wrong types', () => {
    expect(() => Uri.from({ scheme: 'http', authority: 'h', host: 'h' } as never)).toThrow(TypeError);
    expect(() => Uri.from({ schemeSpecificPart: 'x', path: '/p' } as never)).toThrow(TypeError);
    expect(() => Uri.from({ hots: 'h' } as never)).toThrow('Uri.from: unknown component hots');
    expect(() => Uri.from({ constructor: 'h' } as never)).toThrow('Uri.from: unknown component constructor');
    expect(() => Uri.from({ host: 'h', port: '80' } as never)).toThrow(TypeError);
    expect(() => Uri.from(null as never)).toThrow(TypeError);
    // Keys of different constructors are fine when the other is left undefined.
    expect(Uri.from({ scheme: 'http', authority: undefined, host: 'h' }).toString()).toBe('http://h');
  });
});

describe('with… and withRaw… keep the rest of the URI as it reads', () => {
  // A relativized path "b:c" has no scheme; its string alone reads as scheme "b" (the JDK's toString).
  const relative = new Uri('s:/a/').relativize(new Uri('s:/a/b:c'));
  test('a result whose scheme or opacity would change is refused', () => {
    expect(relative.getScheme()).toBeNull();
    expect(() => relative.withRawFragment('x')).toThrow(IllegalArgumentException);
    expect(() => relative.withFragment('x')).toThrow(IllegalArgumentException);
    expect(() => new Uri('a/b').withScheme('http')).toThrow(IllegalArgumentException);
    expect(() => new Uri('a').withRawPath('b:c d')).toThrow(IllegalArgumentException);
  });
  test('no authority removed in front of a path starting with "//" (WHATWG URL would read a host)', () => {
    expect(() => new Uri('//h//evil/x').withRawAuthority(null)).toThrow(IllegalArgumentException);
    expect(() => new Uri('http://h//evil/x').withHost(null)).toThrow(IllegalArgumentException);
  });
  test("a raw relative path after a scheme or authority is refused; quoted, it is the constructors' error", () => {
    expect(() => new Uri('http://h/a').withRawPath('a')).toThrow(IllegalArgumentException);
    expect(() => new Uri('http://h/a').withRawPath('\\\\evil.com/x')).toThrow(IllegalArgumentException);
    expect(() => new Uri('http://h/a').withPath('a')).toThrow(URISyntaxException);
  });
  test("an error at the end of the text is the text's, whatever follows it", () => {
    for (const s of ['http://h', 'http://h/a', 'http://h?q']) {
      expect(() => new Uri(s).withRawAuthority('[::1')).toThrow(
        new URISyntaxException('[::1', 'Expected closing bracket for IPv6 address', 4),
      );
    }
  });
  test("Uri.from reads only a plain object's own keys", () => {
    const polluted = Object.create({ host: 'evil.com' }) as object;
    expect(() => Uri.from(polluted as never)).toThrow(TypeError);
    expect(() => Uri.from([] as never)).toThrow(TypeError);
    expect(() => Uri.from(new Map() as never)).toThrow(TypeError);
    Object.defineProperty(Object.prototype, 'authority', { value: 'evil.com', configurable: true, writable: true });
    try {
      expect(Uri.from({ scheme: 'http', path: '/x' }).toString()).toBe('http:/x');
    } finally {
      delete (Object.prototype as Record<string, unknown>)['authority'];
    }
  });
});
