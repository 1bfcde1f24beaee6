// RFC 3986 mode (beyond Java): resolution examples of section 5.4 and normalization (6.2.2).
// Expected values are the RFC's own (spec/fixtures/rfc3986-examples.json).
import examples from './fixtures/rfc3986-examples.json';
import { IllegalArgumentException, Uri, URISyntaxException } from '../src';

const base = new Uri(examples.base);

describe('resolve(ref, { rfc3986: true }): RFC 3986 section 5.4', () => {
  test.each([...examples.normal, ...examples.abnormal])('%s', (ref, expected) => {
    expect(base.resolve(ref!, { rfc3986: true }).toString()).toBe(expected);
    expect(base.resolve(new Uri(ref!), { rfc3986: true }).toString()).toBe(expected);
  });
});

describe('normalize({ rfc3986: true }): RFC 3986 section 6.2.2', () => {
  test.each([
    // 6.2.2.1 case: scheme and host lower case, escapes upper case (the RFC's own example)
    ['HTTP://www.EXAMPLE.com/', 'http://www.example.com/'],
    ['http://example.com/%7euser/%3a', 'http://example.com/~user/%3A'],
    // 6.2.2.2 escapes of unreserved characters decoded (the RFC's example %7Euser)
    ['http://example.com/%7Esmith/home.html', 'http://example.com/~smith/home.html'],
    ['example://a/b/c/%7Bfoo%7D', 'example://a/b/c/%7Bfoo%7D'],
    // 6.2.2.3 dot segments (section 5.2.4's examples as paths)
    ['http://h/a/b/c/./../../g', 'http://h/a/g'],
    ['http://h/mid/content=5/../6', 'http://h/mid/6'],
    // nothing scheme-specific: an explicit default port stays
    ['http://example.com:80/', 'http://example.com:80/'],
  ])('%s', (input, expected) => {
    expect(new Uri(input!).normalize({ rfc3986: true }).toString()).toBe(expected);
  });
});

describe('an empty authority (java.net.URI has none: "s://?q" has authority null)', () => {
  // RFC 3986 section 3.2: "//" with nothing before the path is an empty authority, and section
  // 6.2.2 keeps it; section 5.2.2 takes a reference with a scheme as it is.
  test.each([
    ['ftp://#f', 'ftp://#f'],
    ['s://?q', 's://?q'],
    ['s:///a/./b', 's:///a/b'],
  ])('normalize keeps it: %s', (input, expected) => {
    const normalized = new Uri(input!).normalize({ rfc3986: true });
    expect(normalized.toString()).toBe(expected);
    expect(normalized.isOpaque()).toBe(false);
  });

  test('resolve keeps it', () => {
    expect(new Uri('http://h/').resolve(new Uri('s://#f'), { rfc3986: true }).toString()).toBe('s://#f');
  });
});

test('an RFC 3986 result with no java.net.URI form is an IllegalArgumentException', () => {
  // Section 5.2.2: "." against "a:b" (path "b") gives scheme "a" and an empty path: "a:".
  let thrown: unknown;
  try {
    new Uri('a:b').resolve('.', { rfc3986: true });
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(IllegalArgumentException);
  expect((thrown as Error).message).toBe('The RFC 3986 result is not a java.net.URI: a:');
  expect((thrown as Error).cause).toBeInstanceOf(URISyntaxException);
});

test('normalize leaves "%" inside an IPv6 literal alone: it begins a scope id (RFC 2732 as the JDK reads it)', () => {
  // Decoding "%2e" there would give "[fe80::1.th0]", which is not an IPv6 address.
  expect(new Uri('//h@[FE80::1%2eth0]/a').normalize({ rfc3986: true }).toString()).toBe('//h@[fe80::1%2eth0]/a');
});
