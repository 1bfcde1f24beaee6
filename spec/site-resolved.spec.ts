// A link's spelling resolved against its page (resolved in src/site/links.ts, what the rewriter
// relativizes): a path from the root with no dot segment is read at once, as the base's scheme and
// authority followed by the link; everything else is resolved by the core's RFC 3986 resolution. The
// two are held to each other: on every link of the repository's built sites and of the cached real
// builds of 10 and 100 pages, against the base of each page's directory, and on generated links
// (fast-check; FC_SEED and FC_RUNS override the seed and the number of runs).
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { realBuildPages, realBuilds, repositoryPages } from './built-pages';
import { Uri } from '../src';
import { relativizeHtml } from '../src/site';
import { resolved } from '../src/site/links';

const seed = Number(process.env['FC_SEED'] ?? 20261207);
const numRuns = Number(process.env['FC_RUNS'] ?? 3000);

/** What the core's RFC 3986 resolution gives, as a string (null where it throws or gives no java.net.URI). */
function general(base: Uri, ref: Uri): string | null {
  try {
    return base.resolve(ref, { rfc3986: true }).toString();
  } catch {
    return null;
  }
}

/** Holds resolved to the general resolution for link `value` against `base`; whether it was a root path. */
function expectSame(base: Uri, value: string): boolean {
  const ref = Uri.parse(value);
  if (ref === null) return false;
  expect([value, resolved(base, ref, value)?.toString() ?? null]).toEqual([value, general(base, ref)]);
  return value.startsWith('/') && !value.startsWith('//');
}

/** The links of each page under `pages`, read by the rewriter, each against a base of the page's own. */
function expectSamePages(pages: string[]): number {
  let rootPaths = 0;
  for (const [i, page] of pages.entries()) {
    const html = readFileSync(page, 'utf8');
    const pageUrl = `https://example.com:8443/docs/p${i}/index.html`;
    const base = new Uri(pageUrl);
    for (const link of relativizeHtml(html, pageUrl, { base: 'https://example.com:8443/docs/' }).links)
      if (expectSame(base, link.value)) rootPaths++;
  }
  return rootPaths;
}

test('on every link of the built sites of the repository', () => {
  expect(expectSamePages(repositoryPages())).toBeGreaterThan(100);
});

const real = realBuilds();
if (real.length > 0)
  test.each(real)('on every link of the real build %s', (build) => {
    // Each link is held to the resolution inside; MkDocs and Sphinx write few links from the root.
    const pages = realBuildPages(build);
    expect(pages.length).toBeGreaterThan(0);
    expectSamePages(pages);
  });

test('on worked examples', () => {
  const bases = [
    'https://example.com/docs/a/b.html',
    'http://u:p@[::1]:8080/x/',
    'https://example.com',
    'file:///srv/site/',
  ];
  const values = [
    '/docs/x.html',
    '/docs/./x.html',
    '/docs/../x.html',
    '/docs/x/..',
    '/docs/x/.',
    '/.',
    '/..',
    '/',
    '/docs/.x/..y/.../x',
    '/docs/%2E%2E/x',
    '/docs/x?q=/../y#/./f',
    '/a%20b/c?x#y',
    '/docs//x',
    '//other.org/x',
    'x.html',
    '../x.html',
    '?q',
    '#f',
    '',
  ];
  let rootPaths = 0;
  for (const base of bases) for (const value of values) if (expectSame(new Uri(base), value)) rootPaths++;
  expect(rootPaths).toBeGreaterThan(40);
});

test('on generated links', () => {
  const segment = fc.constantFrom(
    'a',
    'docs',
    '.',
    '..',
    '...',
    '.a',
    'a.',
    '%2E',
    '%2e%2E',
    '',
    'a%20b',
    '~x',
    'é',
    ':',
    '@',
  );
  const path = fc.array(segment, { maxLength: 6 }).map((s) => '/' + s.join('/'));
  const value = fc
    .tuple(
      path,
      fc.option(fc.constantFrom('q', 'a=/../b', ''), { nil: undefined }),
      fc.option(fc.constantFrom('f', '/./x', ''), { nil: undefined }),
    )
    .map(([p, q, f]) => p + (q === undefined ? '' : '?' + q) + (f === undefined ? '' : '#' + f));
  const base = fc.constantFrom(
    'https://example.com/docs/a/b.html',
    'http://u@example.com:81/',
    'https://[2001:db8::1]/x/y/',
    'file:///srv/',
    'https://example.com',
  );
  fc.assert(
    fc.property(base, value, (b, v) => {
      expectSame(new Uri(b), v);
    }),
    { seed, numRuns },
  );
});
