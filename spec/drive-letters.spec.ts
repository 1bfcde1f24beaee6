// relativize(t, { dotSegments: true }) for file: URIs with Windows drive letters: the URL Standard
// never lets ".." climb above a drive letter and gives a path without one the base's drive, so the
// reference is checked three ways: java.net.URI's resolve (the JDK's answers, recorded in
// spec/fixtures/drive-letters.json by scripts/drive-letters.mjs), Node's URL and whatwg-url.
import { URL as WhatwgURL } from 'whatwg-url';
import { Uri } from '../src';
import fixture from './fixtures/drive-letters.json';

describe.each(fixture.cases)('$base to $target', ({ base, target, reference, jdk }) => {
  const written = new Uri(base).relativize(new Uri(target), { dotSegments: true }).toString();

  test('is the reference the rule gives', () => {
    expect(written).toBe(reference);
  });

  test('resolves back in the JDK (equals the target)', () => {
    expect(jdk).toEqual({ equals: true, string: expect.any(String) });
    expect(new Uri(base).resolve(written).toString()).toBe(jdk.string);
  });

  test("resolves back in Node's URL and whatwg-url", () => {
    expect(new URL(written, base).href).toBe(new URL(target).href);
    expect(new WhatwgURL(written, base).href).toBe(new WhatwgURL(target).href);
  });
});

test('before the fix, ../../../D:/shared/b.png left the drive in the URL Standard', () => {
  // The reference the JDK alone accepts: a browser resolves it onto drive C:.
  expect(new URL('../../../D:/shared/b.png', 'file:///C:/docs/api/page.html').href).toBe('file:///C:/D:/shared/b.png');
});
