// What the JDK cannot express: TypeScript's manners (TypeError, state in private fields), the exports,
// and the beyond-Java with… methods and toURL. Expected strings follow the constructors' quoting,
// which the construct fixtures check against the JDK.
import {
  IllegalArgumentException,
  NullPointerException,
  UnsupportedEncodingException,
  URI,
  Uri,
  URISyntaxException,
} from '../src';

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
  test('component constructors take string | null, and a 32-bit integer port', () => {
    expect(() => construct('http', undefined, '/', null)).toThrow(TypeError);
    expect(() => construct('http', null, 'h', 1.5, '/', null, null)).toThrow(TypeError);
    expect(() => construct('http', null, 'h', '80', '/', null, null)).toThrow(TypeError);
    expect(() => construct('http', null, 'h', 2 ** 31, '/', null, null)).toThrow(TypeError);
  });
  test('create, compareTo, resolve and relativize check their arguments', () => {
    const u = new Uri('http://h/');
    expect(() => Uri.create(null as unknown as string)).toThrow(TypeError);
    expect(() => u.compareTo('http://h/' as unknown as Uri)).toThrow(TypeError);
    expect(() => u.resolve(42 as unknown as string)).toThrow(TypeError);
    expect(() => u.relativize('http://h/a' as unknown as Uri)).toThrow(TypeError);
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
