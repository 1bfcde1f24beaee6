// urljoin-check.mjs: compares resolve(ref, { rfc3986: true }) with an independent RFC 3986
// implementation, Python's urllib.parse.urljoin, on random http(s) base/reference pairs.
//   node scripts/urljoin-check.mjs [--seed N] [--count N]     (needs python3 on PATH; builds nothing)
// Shapes where urljoin departs from RFC 3986 are left out of the generator: references with a
// scheme (it reads "http:g" non-strictly, which 5.2.2 allows), empty path segments (it drops them),
// empty queries and fragments (it drops "?" and "#"), and the empty reference (it keeps the base's
// fragment, where 5.2.2 takes the reference's), and dot segments in network-path references (it
// keeps them, where 5.2.2 removes them).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const args = process.argv.slice(2);
const opt = (name, dflt) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : dflt);
const seed = opt('--seed', Date.now() % 2147483647);
const count = opt('--count', 100000);
const { Uri } = createRequire(import.meta.url)('../dist/index.cjs');

let state = seed >>> 0;
const random = () => (state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32;
const pick = (xs) => xs[Math.floor(random() * xs.length)];
const segment = () => pick(['a', 'b', 'c', 'g', '.', '..', 'x.html', 'd;p', '%7E', 'g.', '..g', 'g;x=1']);
const segments = (max) => Array.from({ length: Math.floor(random() * max) }, segment).join('/');
const query = () => (random() < 0.4 ? '?' + pick(['q', 'y', 'a=b', 'y/./x', 'y/../x']) : '');
const fragment = () => (random() < 0.3 ? '#' + pick(['s', 'f', 's/../x']) : '');

function base() {
  return `${pick(['http', 'https'])}://${pick(['a', 'example.com', 'u@h:8080'])}/${segments(5)}${query()}${fragment()}`;
}
function reference() {
  const kind = random();
  if (kind < 0.5) return segments(5) + query() + fragment();
  if (kind < 0.7) return '/' + segments(5) + query() + fragment();
  if (kind < 0.8) return '//' + pick(['g', 'h:1']) + '/' + pick(['', 'c', 'c/x.html', 'g;x=1/b']) + query();
  return pick(['?y', '#s', '?y#s', '.', '..', './', '../', '../..']);
}

/** A reference java.net.URI's grammar accepts (a generated "//" alone is not one). */
function parseableReference() {
  for (;;) {
    const r = reference();
    if (r === '') continue;
    try {
      new Uri(r);
      return r;
    } catch {
      // not a URI reference for the JDK: draw another
    }
  }
}
const pairs = Array.from({ length: count }, () => [base(), parseableReference()]);
const py = spawnSync(
  'python3',
  [
    '-c',
    'import sys,json\nfrom urllib.parse import urljoin\nfor l in sys.stdin:\n b,r=json.loads(l)\n print(json.dumps(urljoin(b,r)))',
  ],
  {
    input: pairs.map((p) => JSON.stringify(p)).join('\n') + '\n',
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  },
);
if (py.status !== 0) throw new Error('python3 failed: ' + py.stderr);
const theirs = py.stdout
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));
let agree = 0;
const shown = [];
pairs.forEach(([b, r], i) => {
  const ours = new Uri(b).resolve(r, { rfc3986: true }).toString();
  if (ours === theirs[i]) agree++;
  else if (shown.length < 10)
    shown.push(
      `  ${JSON.stringify(b)} + ${JSON.stringify(r)}: ours ${JSON.stringify(ours)}, urljoin ${JSON.stringify(theirs[i])}`,
    );
});
console.log(`urljoin-check (seed ${seed}): ${agree}/${count} agree (${((100 * agree) / count).toFixed(2)}%)`);
if (shown.length) console.log(shown.join('\n'));
process.exit(agree === count ? 0 : 1);
