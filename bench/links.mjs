// `npm run bench:links`: link relativization as a static-site generator needs it, library against
// library. On generated page/link pairs of one site (pages at several depths, directory indexes,
// queries, fragments, links within the page, to parents, siblings and the root), each library turns
// the link's absolute URL into a reference for the page; the reference is wrong when a browser's
// resolution of it against the page is not the target. The browser's resolution is whatwg-url's, the
// URL Standard's reference implementation (Chromium agrees with it; Node 20's built-in URL does not
// always: it drops an empty query before a fragment, reading '#s' on 'https://w/p?' as 'https://w/p#s').
// Prints, for each library, the wrong links and the time per link (median of ROUNDS passes).
//   npm run bench:links -- [--seed N] [--pages N]
import RelateUrl from 'relateurl';
import URIjs from 'urijs';
import { URL as StandardURL } from 'whatwg-url';
import { Uri } from '../dist/index.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const SEED = option('--seed', 2026);
const PAGES = option('--pages', 2000);
const ROUNDS = 7;
const SITE = 'https://www.example.com';

/** A small seeded generator (mulberry32), so that every run measures the same pairs. */
function random(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: (xs) => xs[Math.floor(next() * xs.length)], chance: (p) => next() < p };
}

const DIRECTORIES = ['docs', 'guide', 'api', 'blog', '2026', 'en', 'img', 'v1.2', 'a%20b', 'user~name', 'x'];
const FILES = ['index.html', 'index.html', 'page.html', 'about.html', 'x', 'logo.png', 'main.css', 'a.b.c', ''];
// An empty query or fragment ("?", "#") is one pick in ten: rare in real links, but legal.
const QUERIES = [
  '?page=2',
  '?q=a&b=c',
  '?lang=en',
  '?id=7',
  '?page=2',
  '?q=a&b=c',
  '?lang=en',
  '?id=7',
  '?page=3',
  '?',
];
const FRAGMENTS = ['#top', '#section-2', '#a', '#top', '#section-2', '#a', '#top', '#section-3', '#b', '#'];

/** A path of the site: up to four directories, then a file name (empty for a directory's own URL). */
function path(r) {
  const depth = Math.floor(r.next() * 5);
  let p = '/';
  for (let i = 0; i < depth; i++) p += r.pick(DIRECTORIES) + '/';
  return p + r.pick(FILES);
}

/** Page and target URLs: the page's own with another fragment or query, a neighbour, anywhere on the site. */
export function linkPairs(seed, pages) {
  const r = random(seed);
  const maybe = (p, xs) => (r.chance(p) ? r.pick(xs) : '');
  const pairs = [];
  for (let i = 0; i < pages; i++) {
    const pagePath = path(r);
    const pageQuery = maybe(0.1, QUERIES);
    const page = SITE + pagePath + pageQuery;
    for (let j = 0; j < 10; j++) {
      const kind = r.next();
      let target;
      if (kind < 0.15) target = page + r.pick(FRAGMENTS);
      else if (kind < 0.25) target = SITE + pagePath + r.pick(QUERIES) + maybe(0.3, FRAGMENTS);
      else if (kind < 0.45) target = SITE + pagePath.slice(0, pagePath.lastIndexOf('/') + 1) + r.pick(FILES);
      else target = SITE + path(r);
      if (kind >= 0.25) target += maybe(0.15, QUERIES) + maybe(0.15, FRAGMENTS);
      pairs.push([page, target]);
    }
  }
  return pairs;
}

/** The libraries, each turning (page, target) into a reference. */
export const RELATIVIZERS = [
  [
    'java-uri `relativize(t, { dotSegments: true })`',
    (page, target) => new Uri(page).relativize(new Uri(target), { dotSegments: true }).toString(),
  ],
  ['relateurl, default options', (page, target) => RelateUrl.relate(page, target)],
  [
    'relateurl, lossless options',
    (page, target) =>
      RelateUrl.relate(page, target, {
        removeDirectoryIndexes: false,
        removeRootTrailingSlash: false,
        removeEmptyQueries: false,
        output: RelateUrl.SHORTEST,
      }),
  ],
  ['URI.js `relativeTo`', (page, target) => new URIjs(target).relativeTo(page).toString()],
];

/** Whether a browser, given `reference` on `page`, goes to `target`. */
function leadsTo(page, reference, target) {
  try {
    return new StandardURL(reference, page).href === new StandardURL(target).href;
  } catch {
    return false;
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Rows [library, wrong links, example of a wrong one or null, ns per link]. */
export function compareLinks(pairs) {
  return RELATIVIZERS.map(([name, relativize]) => {
    let wrong = 0;
    let example = null;
    for (const [page, target] of pairs) {
      let reference;
      try {
        reference = relativize(page, target);
      } catch {
        reference = null;
      }
      if (reference === null || !leadsTo(page, reference, target)) {
        wrong++;
        // Shown: the first wrong link, or better, the first without an empty query or fragment.
        if (example === null || (/[?#]$|\?#/.test(example.target) && !/[?#]$|\?#/.test(target))) {
          example = { page, target, reference };
        }
      }
    }
    let sink = 0;
    const pass = () => {
      const start = process.hrtime.bigint();
      for (const [page, target] of pairs) sink += relativize(page, target).length;
      return Number(process.hrtime.bigint() - start) / pairs.length;
    };
    pass();
    const ns = median(Array.from({ length: ROUNDS }, pass));
    return [name, wrong, example, sink > 0 ? ns : NaN];
  });
}

if (import.meta.url === new URL(process.argv[1], 'file:').href) {
  const pairs = linkPairs(SEED, PAGES);
  console.log(`${pairs.length.toLocaleString('en')} page/link pairs (seed ${SEED}, ${PAGES} pages of ${SITE})\n`);
  console.log('| library | wrong links | time per link |');
  console.log('|---|---:|---:|');
  const rows = compareLinks(pairs);
  for (const [name, wrong, , ns] of rows) {
    const share = ((100 * wrong) / pairs.length).toFixed(1);
    console.log(`| ${name} | ${wrong.toLocaleString('en')} (${share}%) | ${Math.round(ns).toLocaleString('en')} ns |`);
  }
  console.log('\nA wrong link of each library (page, target, reference), if any:');
  for (const [name, , example] of rows) {
    if (example) console.log(`- ${name}: ${example.page} -> ${example.target} as ${JSON.stringify(example.reference)}`);
  }
}
