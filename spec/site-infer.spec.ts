// The base URL a built site states (src/site/infer.ts): one small site written for each source, the
// rules that keep a candidate out, and the real builds of fixtures/generators/ and docs/example-site.
// Every expected base is what the input states (its canonical URL, its locs, the path its links use).
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeUnder } from './site-helpers';
import { contradicting, inferBase } from '../src/site/infer';
import { listTree } from '../src/site/listing';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'java-uri-infer-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The base inferred for the tree under `path`. */
async function inferAt(path: string) {
  const root = realpathSync(path);
  const listing = await listTree(root, { copy: false, removeStale: false, report: () => {} });
  return inferBase(root, listing.files, listing.exists);
}

/** The base inferred for a site of `files` (path → content) written under a new directory. */
function infer(files: Record<string, string | Uint8Array>) {
  for (const [path, content] of Object.entries(files)) writeUnder(dir, path, content);
  return inferAt(dir);
}

const page = (head: string, body = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const canonical = (href: string) => page(`<link rel="canonical" href="${href}">`);
const urlset = (...locs: string[]) =>
  `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((l) => `<url><loc>${l}</loc></url>`).join('')}</urlset>`;

test('canonical: each page with its own URL, .html dropped or not', async () => {
  const inferred = await infer({
    'index.html': canonical('https://example.com/docs/'),
    'guide/a/index.html': canonical('https://example.com/docs/guide/a/'),
    'guide/b.html': canonical('https://example.com/docs/guide/b'),
  });
  expect(inferred).toMatchObject({ base: 'https://example.com/docs/', source: 'canonical', unlanded: null });
  expect(inferred.from).toContain('<link rel=canonical> of index.html (https://example.com/docs/)');
  expect(inferred.evidence).toEqual([
    { source: 'canonical', file: 'index.html', value: 'https://example.com/docs/', base: 'https://example.com/docs/' },
    {
      source: 'canonical',
      file: 'guide/a/index.html',
      value: 'https://example.com/docs/guide/a/',
      base: 'https://example.com/docs/',
    },
    {
      source: 'canonical',
      file: 'guide/b.html',
      value: 'https://example.com/docs/guide/b',
      base: 'https://example.com/docs/',
    },
  ]);
});

test('og:url', async () => {
  const og = (url: string) => page(`<meta property="og:url" content="${url}">`);
  const inferred = await infer({
    'index.html': og('https://example.org/site/'),
    'guide.html': og('https://example.org/site/guide.html'),
  });
  expect(inferred).toMatchObject({ base: 'https://example.org/site/', source: 'og:url' });
  expect(inferred.evidence.map((e) => [e.source, e.file])).toEqual([
    ['og:url', 'index.html'],
    ['og:url', 'guide.html'],
  ]);
});

test('a sitemap index and the sitemap it lists (read as XML: prefixes, entities)', async () => {
  const inferred = await infer({
    'index.html': page(''),
    'guide/index.html': page(''),
    'api.html': page(''),
    'sitemap-index.xml':
      '<sm:sitemapindex xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9"><sm:sitemap><sm:loc>https://example.com/docs/sitemap-0.xml</sm:loc></sm:sitemap></sm:sitemapindex>',
    'sitemap-0.xml': urlset(
      'https://example.com/docs',
      'https://example.com/docs/guide/',
      'https://example.com/docs/api.html?a=1&amp;b=2',
    ),
  });
  expect(inferred).toMatchObject({ base: 'https://example.com/docs/', source: 'sitemap' });
  expect(inferred.evidence.map((e) => [e.source, e.file, e.base])).toEqual([
    ['sitemap', 'sitemap-index.xml', 'https://example.com/docs/'],
    ['sitemap', 'sitemap-0.xml', 'https://example.com/docs/'],
  ]);
});

test("robots.txt's Sitemap: line, pointing into the tree", async () => {
  const inferred = await infer({
    'index.html': page(''),
    'about/index.html': page(''),
    'robots.txt': 'User-agent: *\nDisallow:\n\nSitemap: https://example.com/en/maps/pages.xml\n',
    'maps/pages.xml': urlset('https://example.com/en/', 'https://example.com/en/about/'),
  });
  expect(inferred).toMatchObject({ base: 'https://example.com/en/', source: 'sitemap' });
  expect(inferred.evidence).toEqual([
    {
      source: 'sitemap',
      file: 'maps/pages.xml',
      value: 'https://example.com/en/',
      base: 'https://example.com/en/',
    },
  ]);
});

test('absolute links: the prefix under which they name files; links to other sites take no part', async () => {
  const links =
    '<a href="https://example.com/manual/guide/">Guide</a><img src="https://example.com/manual/img/logo.png">' +
    '<a href="https://example.com/manual/api.html#m">API</a><a href="https://github.com/example/project">code</a>';
  const inferred = await infer({
    'index.html': page('', links),
    'guide/index.html': page(''),
    'img/logo.png': 'png',
    'api.html': page(''),
  });
  expect(inferred).toMatchObject({ base: 'https://example.com/manual/', source: 'absolute-links' });
  expect(inferred.from).toBe('absolute links: 3 of 3 name files under https://example.com/manual/');
  expect(inferred.evidence.map((e) => e.value)).toEqual([
    'https://example.com/manual/guide/',
    'https://example.com/manual/img/logo.png',
    'https://example.com/manual/api.html#m',
  ]);
});

test('root-relative links: the sub-path they were built for, on the placeholder origin', async () => {
  const inferred = await infer({
    'index.html': page('<link rel="stylesheet" href="/docs/css/site.css">', '<a href="/docs/guide/">Guide</a>'),
    'guide/index.html': page('', '<a href="/docs/api.html">API</a> <a href="/docs/">Home</a>'),
    'css/site.css': 'a{}',
    'api.html': page(''),
  });
  expect(inferred).toMatchObject({ base: 'https://site.invalid/docs/', source: 'root-relative-links' });
  expect(inferred.from).toBe('root-relative links: 4 of 4 name files under /docs/');
  expect(inferred.evidence).toContainEqual({
    source: 'root-relative-links',
    file: 'guide/index.html',
    value: '/docs/api.html',
    base: 'https://site.invalid/docs/',
  });
});

test("a canonical URL that does not end in the page's path is not counted", async () => {
  const inferred = await infer({
    'guide/a/index.html': canonical('https://example.com/docs/other/'),
    '404.html': canonical('https://example.com/docs/404/'),
  });
  expect(inferred).toEqual({
    base: null,
    source: null,
    from: 'nothing in the build tells its base',
    evidence: [],
    unlanded: null,
  });
});

test('canonical and sitemap disagree: neither counts, the links decide, with the origin of the one for their path', async () => {
  const inferred = await infer({
    'index.html': page('<link rel="canonical" href="https://example.com/docs/">', '<a href="/docs/guide/">Guide</a>'),
    'guide/index.html': page('', '<a href="/docs/">Home</a>'),
    'sitemap.xml': urlset('https://example.com/', 'https://example.com/guide/'),
  });
  expect(inferred).toMatchObject({ base: 'https://example.com/docs/', source: 'root-relative-links' });
  expect(inferred.from).toContain('https://example.com/docs/ from <link rel=canonical> of index.html');
  expect(inferred.from).toContain('https://example.com/ from the <loc>s of sitemap.xml');
  expect(inferred.evidence.map((e) => e.source)).toEqual([
    'canonical',
    'sitemap',
    'root-relative-links',
    'root-relative-links',
  ]);
});

test('canonical and og:url on two origins, nothing else: no base', async () => {
  const inferred = await infer({
    'index.html': page(
      '<link rel="canonical" href="https://example.com/">' + '<meta property="og:url" content="https://example.net/">',
    ),
  });
  expect(inferred).toMatchObject({ base: null, source: null, unlanded: null });
  expect(inferred.from).toContain('https://example.com/');
  expect(inferred.from).toContain('https://example.net/');
});

test('a build that states nothing, whose root-relative links name no file under a directory it lacks: unlanded (a UTF-16 page passed over)', async () => {
  const inferred = await infer({
    'index.html': page('', '<a href="/docs/x/a.html">a</a> <a href="/docs/b.html">b</a> <a href="/docs/z/">z</a>'),
    'a.html': Uint8Array.from([0xff, 0xfe, 0x3c, 0x00]),
  });
  expect(inferred).toMatchObject({
    base: null,
    source: null,
    unlanded: { count: 3, example: '/docs/x/a.html', prefix: '/docs/' },
  });
});

test('root-relative links that name no file and share no directory: broken links of a site at its root, not unlanded', async () => {
  const inferred = await infer({
    'index.html': page('', '<a href="/x/a.html">a</a> <a href="/y/b.html">b</a> <a href="/z/">z</a>'),
  });
  expect(inferred).toMatchObject({ base: null, source: null, unlanded: null });
  // A shared directory the tree has (x/) is no sign of a path either.
  const under = await infer({
    'index.html': page('', '<a href="/x/a.html">a</a> <a href="/x/b.html">b</a>'),
    'x/c.html': page(''),
  });
  expect(under.unlanded).toBeNull();
});

test('root-relative links that land under /: the site is at the root', async () => {
  const inferred = await infer({
    'index.html': page('', '<a href="/guide/">Guide</a> <a href="/api.html">API</a> <img src="/img/logo.png">'),
    'guide/index.html': page(''),
    'api.html': page(''),
    'img/logo.png': 'png',
  });
  expect(inferred).toMatchObject({ base: 'https://site.invalid/', source: 'root-relative-links', unlanded: null });
});

test('contradicting: the stated evidence on another origin or path than a given base', async () => {
  const inferred = await inferAt('docs/example-site');
  expect(contradicting('https://example.com/docs', inferred)).toEqual([]);
  expect(contradicting('https://example.org/', inferred)).toEqual([
    { source: 'canonical', file: 'index.html', value: 'https://example.com/docs/', base: 'https://example.com/docs/' },
  ]);
});

// With a base given, a page is read only where it may state its URL (mayState in infer.ts): each of
// these spells its canonical or og:url so that the words are not in its text as they are.
test('stated only: canonical and og:url written in upper case, with character references or late in the page are read', async () => {
  for (const [path, content] of Object.entries({
    'index.html': page('<LINK REL=CANONICAL HREF="https://example.org/a/">'),
    'b.html': page('<link rel="&#99;anonical" href="https://example.org/a/b.html">'),
    'c.html': page('<meta property="og&colon;url" content="https://example.org/a/c.html">'),
    'd.html': page('<meta property="&#x6f;g:url" content="https://example.org/a/d.html">'),
    'e.html': page('<p>nothing stated &amp; <a href="https://example.org/a/e.html">here</a></p>'),
    // Read up to the last place either word is written: an og:url at the end of the body, a canonical
    // link after MathML (read from the tree), a word at the end of a long tag.
    'f.html': page(
      '<link href="https://example.org/a/f.html" title="a page of the site, with a long title" rel="canonical">',
      '<p>body</p>'.repeat(3) + '<meta content="https://example.org/a/f.html" property="og:url">',
    ),
    'g.html': page('<math><mi>x</mi></math>', '<div><link rel=canonical href="https://example.org/a/g.html"></div>'),
  }))
    writeUnder(dir, path, content);
  const root = realpathSync(dir);
  const listing = await listTree(root, { copy: false, removeStale: false, report: () => {} });
  const inferred = await inferBase(root, listing.files, listing.exists, true);
  expect(inferred.evidence.map((e) => [e.source, e.file, e.base])).toEqual([
    ['canonical', 'index.html', 'https://example.org/a/'],
    ['canonical', 'b.html', 'https://example.org/a/'],
    ['canonical', 'f.html', 'https://example.org/a/'],
    ['canonical', 'g.html', 'https://example.org/a/'],
    ['og:url', 'c.html', 'https://example.org/a/'],
    ['og:url', 'd.html', 'https://example.org/a/'],
    ['og:url', 'f.html', 'https://example.org/a/'],
  ]);
});

// Each was built for https://example.com/docs/ (fixture.json's baseSetting); docs/links.md checks
// docs/example-site with --base https://example.com/docs/, and its index.html says so.
test.each(['vuepress', 'gatsby', 'nextjs', 'nuxt'])('the committed %s build: /docs/', async (name) => {
  const inferred = await inferAt(`fixtures/generators/${name}/committed`);
  expect(new URL(inferred.base!).pathname).toBe('/docs/');
});

test('docs/example-site: https://example.com/docs/', async () => {
  const inferred = await inferAt('docs/example-site');
  expect(inferred).toMatchObject({ base: 'https://example.com/docs/', source: 'canonical' });
});
