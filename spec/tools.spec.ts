// What JavaScript's tools see of a Uri (the JDK cannot express these): deep equality in Jest and
// node:assert, util.inspect, Object.prototype.toString, structuredClone.
import { deepStrictEqual, notDeepStrictEqual } from 'node:assert';
import { inspect, isDeepStrictEqual } from 'node:util';
import { Uri } from '../src';

describe('deep equality tells URIs apart by their strings', () => {
  const pairs: readonly (readonly [string, string])[] = [
    ['http://a/x', 'mailto:zzz'],
    ['http://a/x', 'http://a/y'],
    ['http://a/x', 'http://a/x#f'],
    ['http://a/x', 'HTTP://a/x'], // equals() says true: the strings differ, and deep equality compares them
    ['', '#'],
  ];
  test.each(pairs)('%s and %s differ', (a, b) => {
    expect(new Uri(a)).not.toEqual(new Uri(b));
    expect(new Uri(a)).not.toStrictEqual(new Uri(b));
    expect(() => deepStrictEqual(new Uri(a), new Uri(b))).toThrow();
    expect(isDeepStrictEqual(new Uri(a), new Uri(b))).toBe(false);
  });
  test.each(pairs.flat())('%s equals another Uri of the same string', (s) => {
    expect(new Uri(s)).toEqual(new Uri(s));
    expect(new Uri(s)).toStrictEqual(new Uri(s));
    deepStrictEqual(new Uri(s), new Uri(s));
    expect(isDeepStrictEqual(new Uri(s), new Uri(s))).toBe(true);
  });
  test('inside arrays and objects, and for the results of operations', () => {
    const page = new Uri('http://a/b/c');
    expect({ links: [page.resolve('d')] }).toEqual({ links: [new Uri('http://a/b/d')] });
    expect({ links: [page.resolve('d')] }).not.toEqual({ links: [new Uri('http://a/b/e')] });
    notDeepStrictEqual([page.resolve('d')], [new Uri('http://a/b/e')]);
  });
  test('a Uri is not deep-equal to its string or to a plain object', () => {
    expect(new Uri('http://a/x')).not.toEqual('http://a/x');
    expect(isDeepStrictEqual(new Uri('http://a/x'), {})).toBe(false);
  });
});

describe("Node's manners", () => {
  test('util.inspect (console.log) shows the URI, also inside arrays and objects', () => {
    expect(inspect(new Uri('http://a/b%20c?q'))).toBe('Uri <http://a/b%20c?q>');
    expect(inspect([new Uri('a:b'), { u: new Uri('#f') }])).toBe('[ Uri <a:b>, { u: Uri <#f> } ]');
  });
  test('Symbol.toStringTag is Uri', () => {
    expect(Object.prototype.toString.call(new Uri('a:b'))).toBe('[object Uri]');
  });
  test('structuredClone cannot carry a Uri (private fields): it gives a plain object, so send toString()', () => {
    const clone = structuredClone(new Uri('http://a/x')) as unknown;
    expect(clone).not.toBeInstanceOf(Uri);
    expect(new Uri(String(new Uri('http://a/x')))).toEqual(new Uri('http://a/x'));
  });
});
