// The Eleventy recipe of docs/links.md, run as written against the real @11ty/eleventy: a small site
// built twice, with the recipe's config file and with only its pathPrefix; every link of the first
// build must lead where the same link of the second leads (resolved by whatwg-url against each
// page's URL under the base), and every link inside the site must be relative. Eleventy and the
// recipe are ES modules: they run in a child process (node), from a directory inside this repository
// so that the recipe's `java-uri/site/walk` is this package (dist/, built by pretest).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { URL as WhatwgURL } from 'whatwg-url';

const ROOT = join(__dirname, '..');
const BASE = 'https://example.com/docs/';

function recipe(): string {
  const guide = readFileSync(join(ROOT, 'docs/links.md'), 'utf8');
  const at = guide.indexOf('<!-- recipe: eleventy');
  const open = guide.indexOf('```javascript\n', at);
  return guide.slice(open + 14, guide.indexOf('```\n', open + 14));
}

const PAGES: Record<string, string> = {
  'index.md':
    "# Home\n\n[Setup]({{ '/guide/setup/' | url }}), [the guide]({{ '/guide/' | url }}), " +
    "[the blog](https://example.com/blog/), [top](#top)\n\n![logo]({{ '/img/logo.png' | url }})\n",
  'guide/setup.md': "# Setup\n\n[Home]({{ '/' | url }}) and [the logo](https://example.com/docs/img/logo.png)\n",
  'guide/index.html':
    "<h1>Guide</h1><a href=\"{{ '/guide/setup/' | url }}\">Setup</a> <img srcset=\"{{ '/img/a.png' | url }} 1x,{{ '/img/b.png' | url }} 2x\">",
};

function build(dir: string, config: string, output: string) {
  writeFileSync(join(dir, 'eleventy.config.mjs'), config);
  const script =
    "import Eleventy from '@11ty/eleventy';" +
    `const e = new Eleventy('src', ${JSON.stringify(output)}, { configPath: 'eleventy.config.mjs', quietMode: true });` +
    'await e.write();';
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: dir, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`eleventy failed: ${run.stderr}`);
}

type Element = DefaultTreeAdapterMap['element'];

/** Every href, src and srcset candidate of a page, as written. */
function links(html: string): string[] {
  const found: string[] = [];
  const visit = (node: DefaultTreeAdapterMap['node']) => {
    if ('attrs' in node) {
      for (const a of (node as Element).attrs) {
        if (a.name === 'href' || a.name === 'src') found.push(a.value);
        if (a.name === 'srcset') found.push(...a.value.split(',').map((c) => c.trim().split(' ')[0]!));
      }
    }
    if ('childNodes' in node) node.childNodes.forEach(visit);
  };
  visit(parse(html));
  return found;
}

function pages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => relative(dir, join(dir, f)).split('\\').join('/'))
    .sort();
}

test('the Eleventy recipe makes every link inside the site relative, each leading where it led', () => {
  const dir = mkdtempSync(join(ROOT, '.eleventy-test-'));
  try {
    for (const [name, text] of Object.entries(PAGES)) {
      mkdirSync(join(dir, 'src', name, '..'), { recursive: true });
      writeFileSync(join(dir, 'src', name), text);
    }
    build(dir, recipe(), '_relative');
    build(dir, "export const config = { pathPrefix: '/docs/' };\n", '_plain');
    const built = pages(join(dir, '_plain'));
    expect(built).toEqual(['guide/index.html', 'guide/setup/index.html', 'index.html']);
    expect(pages(join(dir, '_relative'))).toEqual(built);
    let relativeLinks = 0;
    for (const page of built) {
      const url = BASE + page;
      const before = links(readFileSync(join(dir, '_plain', page), 'utf8'));
      const after = links(readFileSync(join(dir, '_relative', page), 'utf8'));
      expect(after.map((l) => new WhatwgURL(l, url).href)).toEqual(before.map((l) => new WhatwgURL(l, url).href));
      for (const link of after) {
        if (new WhatwgURL(link, url).href.startsWith(BASE) && !link.startsWith('#')) {
          expect(link).not.toMatch(/^([a-z]+:|\/)/i);
          relativeLinks++;
        }
      }
    }
    expect(relativeLinks).toBe(8);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
