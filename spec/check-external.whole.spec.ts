// The rest of check --external's local-servers suite (npm run test:external; the fast part is
// check-external.spec.ts, in npm test): HTTPS with a test CA trusted through NODE_EXTRA_CA_CERTS and
// a wrong certificate, a proxy from HTTP_PROXY and HTTPS_PROXY bypassed by NO_PROXY, Retry-After as
// an HTTP date, the default retries of a stalled host, and politeness at scale (twenty hosts). Run
// as a user runs it: the built command line in a child process, its environment as given. Every
// server listens on 127.0.0.1, and nothing else is contacted.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { host, proxy, status, testSite } from './external-hosts';

const BASE = 'https://docs.invalid/';
const CLI = join(__dirname, '..', 'dist', 'cli.mjs');
const TLS = join(__dirname, 'fixtures', 'tls');
const tls = (name: string) => ({
  key: readFileSync(join(TLS, `${name}.key`), 'utf8'),
  cert: readFileSync(join(TLS, `${name}.pem`), 'utf8'),
});

const site = testSite('check-external-whole-');
const { serve, pageWith } = site;

/** The built command line, `check --external --allow-private --json ARGS DIR`, with only `env` for proxies and CAs. */
function check(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ status: number; records: Record<string, unknown>[]; err: string }>((resolve) => {
    const clean: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env };
    execFile(
      process.execPath,
      [CLI, 'check', '--base', BASE, '--external', '--allow-private', '--json', ...args, site.dir],
      { env: clean, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
        const records = stdout
          .split('\n')
          .filter((l) => l !== '')
          .map((l) => JSON.parse(l) as Record<string, unknown>);
        resolve({ status: code, records, err: stderr });
      },
    );
  });
}

describe('TLS', () => {
  test('a certificate of a CA in NODE_EXTRA_CA_CERTS is trusted; without it, and a wrong one, are TLS findings', async () => {
    const good = await serve({ '/': status(200) }, { tls: tls('server') });
    const wrong = await serve({ '/': status(200) }, { tls: tls('wrong') });
    pageWith('index.html', [good.url('/'), wrong.url('/')]);
    const trusted = await check(['--retries', '0'], { NODE_EXTRA_CA_CERTS: join(TLS, 'ca.pem') });
    expect(trusted.records.map((r) => [r.value, r.problem])).toEqual([[wrong.url('/'), 'unreachable']]);
    expect(trusted.records[0]!.reason).toMatch(/^TLS: /);
    expect(good.seen).toHaveLength(1);
    const untrusted = await check(['--retries', '0']);
    expect(untrusted.records.map((r) => [r.value, r.problem])).toEqual([
      [good.url('/'), 'unreachable'],
      [wrong.url('/'), 'unreachable'],
    ]);
    expect(untrusted.records.map((r) => r.reason)).toEqual([
      expect.stringMatching(/^TLS: /),
      expect.stringMatching(/^TLS: /),
    ]);
    expect(untrusted.status).toBe(4);
    // A TLS failure is not retried: it would fail alike.
    const again = await check(['--retries', '2']);
    expect(again.records).toHaveLength(2);
    expect(wrong.seen).toHaveLength(0);
  });
});

describe('proxies', () => {
  test('HTTP_PROXY and HTTPS_PROXY carry every request; NO_PROXY names the hosts asked directly', async () => {
    const p = await proxy();
    try {
      const plain = await serve({ '/a': status(200), '/gone': status(410) });
      const secure = await serve({ '/b': status(200) }, { tls: tls('server') });
      pageWith('index.html', [plain.url('/a'), plain.url('/gone'), secure.url('/b')]);
      const env = {
        HTTP_PROXY: `http://127.0.0.1:${p.port}`,
        HTTPS_PROXY: `http://127.0.0.1:${p.port}`,
        NODE_EXTRA_CA_CERTS: join(TLS, 'ca.pem'),
      };
      const r = await check(['--retries', '0'], env);
      expect(r.records.map((x) => [x.value, x.status])).toEqual([[plain.url('/gone'), 410]]);
      expect(p.carried.length).toBeGreaterThan(0);
      expect(p.carried.some((c) => c.includes(`127.0.0.1:${secure.port}`))).toBe(true);
      expect(p.carried.some((c) => c.includes(`127.0.0.1:${plain.port}`))).toBe(true);
      const carried = p.carried.length;
      const direct = await check(['--retries', '0'], { ...env, NO_PROXY: '127.0.0.1' });
      expect(direct.records.map((x) => [x.value, x.status])).toEqual([[plain.url('/gone'), 410]]);
      expect(p.carried.length).toBe(carried);
      expect(plain.count('/a')).toBe(2);
    } finally {
      await p.close();
    }
  });
});

describe('retries', () => {
  test('Retry-After as an HTTP date is waited for', async () => {
    let first = 0;
    const h = await serve({
      '/dated': (res, n) => {
        if (n === 0) {
          first = Date.now();
          // Three seconds on (an HTTP date has whole seconds: at least two from now).
          res.writeHead(503, { 'retry-after': new Date(first + 3000).toUTCString() });
        } else res.writeHead(200);
        res.end();
      },
    });
    pageWith('index.html', [h.url('/dated')]);
    const r = await check(['--retries', '1']);
    expect(r.records).toEqual([]);
    const times = h.seen.map((s) => s.time);
    expect(times).toHaveLength(2);
    const date = Math.floor((first + 3000) / 1000) * 1000;
    expect(times[1]!).toBeGreaterThanOrEqual(date - 50);
  });

  test('a host that stalls: asked 1 + retries times, each within the timeout, then unreachable', async () => {
    const h = await serve({ '/stall': () => {} });
    pageWith('index.html', [h.url('/stall')]);
    const started = Date.now();
    const r = await check(['--timeout', '0.5', '--retries', '2']);
    expect(r.records.map((x) => [x.problem, x.reason])).toEqual([['unreachable', 'no answer within 0.5 s']]);
    expect(h.count('/stall')).toBe(3);
    // Three attempts of half a second, and the backoff between them (1 s, then 2 s).
    expect(Date.now() - started).toBeGreaterThanOrEqual(4000);
  }, 30_000);
});

describe('politeness at scale', () => {
  test('1,000 URLs over twenty hosts: each asked once, no host over --max-per-host at once, all side by side', async () => {
    const routes: Parameters<typeof host>[0] = {};
    for (let i = 0; i < 50; i++) routes[`/u${i}`] = status(i % 10 === 0 ? 404 : 200);
    const twenty = await Promise.all(Array.from({ length: 20 }, () => serve(routes, { delay: 20 })));
    for (let p = 0; p < 10; p++)
      pageWith(
        `p${p}.html`,
        twenty.flatMap((h) =>
          Object.keys(routes)
            .slice(p * 5, p * 5 + 5)
            .map((r) => h.url(r)),
        ),
      );
    const r = await check(['--max-per-host', '3', '--retries', '0']);
    expect(r.records).toHaveLength(20 * 5);
    expect(r.records.every((x) => x.status === 404)).toBe(true);
    for (const h of twenty) {
      expect(h.most).toBe(3);
      for (const path of Object.keys(routes))
        expect(h.count(path)).toBe(path.endsWith('0') && Number(path.slice(2)) % 10 === 0 ? 2 : 1);
    }
  }, 60_000);
});

describe('a stop', () => {
  test('SIGINT while other sites are asked: no request after it, the run ends at once by the signal', async () => {
    const stall: Parameters<typeof host>[0] = {};
    // Every request stalls: the server never answers (the timeout, 20 s, would end each).
    for (let i = 0; i < 45; i++) stall[`/stall${i}`] = () => {};
    const h = await serve(stall);
    pageWith(
      'index.html',
      Array.from({ length: 45 }, (_, i) => h.url(`/stall${i}`) + (i < 40 ? '#a' : '')),
    );
    const child = execFile(
      process.execPath,
      [CLI, 'check', '--base', BASE, '--external', '--allow-private', site.dir],
      {
        env: { PATH: process.env.PATH ?? '' },
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const signalled = Date.now();
    child.kill('SIGINT');
    const ended = await new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    );
    const took = Date.now() - signalled;
    expect(took).toBeLessThan(1500);
    expect(ended.signal ?? ended.code).toBe(ended.signal === null ? 130 : 'SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(h.seen.filter((s) => s.time > signalled + 50)).toEqual([]);
    expect(h.seen.length).toBeGreaterThan(0);
  }, 30_000);
});
