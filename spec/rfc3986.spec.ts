// RFC 3986 mode (beyond Java): resolution examples of section 5.4 and normalization (6.2.2).
// Expected values are the RFC's own (spec/fixtures/rfc3986-examples.json).
import examples from './fixtures/rfc3986-examples.json';
import { Uri } from '../src';

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
