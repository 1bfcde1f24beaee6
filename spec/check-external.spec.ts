// `java-uri check --external` against local servers on 127.0.0.1 that play the other sites (never
// another address): the verdicts (statuses, redirects, HEAD refused, retries, Retry-After, stalls,
// refused connections, fragments), what is never asked, deduplication and the per-host limit
// (counted by the servers), the cache, the formats. In-process, through the command line.
// spec/check-external.whole.spec.ts (npm run test:external) adds TLS, a proxy, and the slow cases.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { closedPort, page, redirect, status, testSite, type Route, type host } from './external-hosts';
import { validateSarif } from './sarif';
import { command, writeUnder } from './site-helpers';

const BASE = 'https://docs.invalid/';

const site = testSite('check-external-');
const { serve, pageWith } = site;

/** check --external --allow-private (the servers are on 127.0.0.1) with ARGS, JSON records parsed. */
async function check(args: string[] = []) {
  const r = await command(['check', '--base', BASE, '--external', '--allow-private', '--json', ...args, site.dir]);
  const records = r.out
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { ...r, records };
}

describe('verdicts', () => {
  test('a final status: 2xx fine; 404, 410, 500 findings with the status; --accept', async () => {
    const h = await serve({
      '/ok': status(200),
      '/no-content': status(204),
      '/gone': status(410),
      '/err': status(500),
      '/forbidden': status(403),
    });
    pageWith(
      'index.html',
      ['/ok', '/no-content', '/missing', '/gone', '/err', '/forbidden'].map((p) => h.url(p)),
    );
    const r = await check(['--retries', '0']);
    expect(r.status).toBe(4);
    const problems = r.records.map((x) => [x.value, x.problem, x.status]);
    expect(problems).toEqual([
      [h.url('/missing'), 'http-status', 404],
      [h.url('/gone'), 'http-status', 410],
      [h.url('/err'), 'http-status', 500],
      [h.url('/forbidden'), 'http-status', 403],
    ]);
    expect(r.records[0]).toMatchObject({ file: 'index.html', line: 4, column: 4, where: 'a href' });
    const accepted = await check(['--retries', '0', '--accept', '200..299,403,404,410']);
    expect(accepted.records.map((x) => [x.value, x.status])).toEqual([[h.url('/err'), 500]]);
  });

  test('HEAD refused: asked again with GET, and the host is asked with GET from then on', async () => {
    const headless: (code: number) => Parameters<typeof host>[0][string] = (code) => (res, _n, req) => {
      res.writeHead(req.method === 'HEAD' ? code : 200);
      res.end();
    };
    const h = await serve({ '/a': headless(405), '/b': headless(405), '/c': headless(404) });
    pageWith('index.html', [h.url('/a')]);
    pageWith('z.html', [h.url('/b'), h.url('/c')]);
    const r = await check(['--max-per-host', '1']);
    expect(r.records).toEqual([]);
    expect(r.status).toBe(0);
    expect([h.count('/a', 'HEAD'), h.count('/a', 'GET')]).toEqual([1, 1]);
    // After the 405, /b and /c are asked with GET only.
    expect([h.count('/b', 'HEAD'), h.count('/b', 'GET'), h.count('/c', 'HEAD'), h.count('/c', 'GET')]).toEqual([
      0, 1, 0, 1,
    ]);
  });

  test('redirects: followed; a permanent one told with the new URL; a loop and more than ten are findings', async () => {
    const routes: Parameters<typeof host>[0] = {
      '/old': redirect(301, '/older'),
      '/older': redirect(308, '/new'),
      '/new': status(200),
      '/temp': redirect(302, '/new'),
      '/mixed': redirect(301, '/temp'),
      '/loop-a': redirect(302, '/loop-b'),
      '/loop-b': redirect(307, '/loop-a'),
      '/to-missing': redirect(302, '/nothing'),
    };
    for (let i = 0; i < 11; i++) routes[`/chain${i}`] = redirect(302, `/chain${i + 1}`);
    routes['/chain11'] = status(200);
    for (let i = 0; i < 10; i++) routes[`/ten${i}`] = redirect(302, `/ten${i + 1}`);
    routes['/ten10'] = status(200);
    const h = await serve(routes);
    pageWith(
      'index.html',
      ['/old', '/temp', '/mixed', '/loop-a', '/chain0', '/ten0', '/to-missing'].map((p) => h.url(p)),
    );
    const r = await check();
    expect(r.records.map((x) => [x.value, x.problem, x.location, x.reason])).toEqual([
      [h.url('/old'), 'redirected', h.url('/new'), undefined],
      [h.url('/loop-a'), 'too-many-redirects', h.url('/loop-b'), `a redirect loop back to ${h.url('/loop-a')}`],
      [h.url('/chain0'), 'too-many-redirects', h.url('/chain10'), 'more than 10 redirects'],
      [h.url('/to-missing'), 'http-status', h.url('/nothing'), undefined],
    ]);
    expect(r.status).toBe(4);
    // Each hop asked once, however many chains pass through it.
    expect(h.count('/new')).toBe(1);
    expect(h.count('/temp')).toBe(1);
  });

  test('a 503 then 200 is fine after one retry; 500 every time: 1 + retries requests, then the finding', async () => {
    const h = await serve({
      '/flaky': (res, n) => {
        res.writeHead(n === 0 ? 503 : 200);
        res.end();
      },
      '/down': status(500),
    });
    pageWith('index.html', [h.url('/flaky'), h.url('/down')]);
    const r = await check(['--retries', '1']);
    expect(r.records.map((x) => [x.value, x.problem, x.status])).toEqual([[h.url('/down'), 'http-status', 500]]);
    expect(h.count('/flaky')).toBe(2);
    expect(h.count('/down')).toBe(2);
    // The retry waited its backoff (one second).
    const flaky = h.seen.filter((s) => s.path === '/flaky');
    expect(flaky[1]!.time - flaky[0]!.time).toBeGreaterThanOrEqual(950);
  });

  test('429 with Retry-After: the retry waits as long, and the host is not asked before', async () => {
    const h = await serve({
      '/limited': (res, n) => {
        res.writeHead(n === 0 ? 429 : 200, n === 0 ? { 'retry-after': '2' } : {});
        res.end();
      },
      '/other': (res) => {
        res.writeHead(200);
        res.end();
      },
    });
    pageWith('index.html', [h.url('/limited')]);
    pageWith('z.html', [h.url('/other')]);
    const r = await check(['--retries', '1', '--max-per-host', '1']);
    expect(r.records).toEqual([]);
    const limited = h.seen.filter((s) => s.path === '/limited');
    expect(limited).toHaveLength(2);
    expect(limited[1]!.time - limited[0]!.time).toBeGreaterThanOrEqual(1950);
  });

  test('a Retry-After longer than check waits ends the retries at once, said', async () => {
    const h = await serve({ '/later': status(429, { 'retry-after': '3600' }) });
    pageWith('index.html', [h.url('/later')]);
    const r = await check(['--retries', '2']);
    expect(r.records).toEqual([
      expect.objectContaining({
        problem: 'http-status',
        status: 429,
        reason: 'the host asked to wait 3600 s (Retry-After), longer than the 60 s check waits: not asked again',
      }),
    ]);
    expect(h.count('/later')).toBe(1);
  });

  test('no answer: a refused connection, a host that stalls (the timeout), each a finding with the reason', async () => {
    const port = await closedPort();
    const h = await serve({ '/stall': () => {} });
    pageWith('index.html', [`http://127.0.0.1:${port}/x`, h.url('/stall')]);
    const r = await check(['--timeout', '0.5', '--retries', '0']);
    expect(r.records.map((x) => [x.problem, x.reason])).toEqual([
      ['unreachable', 'connection refused'],
      ['unreachable', 'no answer within 0.5 s'],
    ]);
    expect(r.status).toBe(4);
  });
});

describe('fragments of other sites', () => {
  test('read on a GET of the page: present, absent, percent-encoded and raw non-ASCII ids, <a name>, user-content-', async () => {
    const h = await serve({
      '/doc': page('<h1 id="intro">I</h1><h2 id="résumé">R</h2><a name="old"></a><h3 id="user-content-install">x</h3>'),
      '/file.pdf': (res) => {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        res.end('%PDF');
      },
    });
    const doc = h.url('/doc');
    pageWith('index.html', [
      `${doc}#intro`,
      `${doc}#missing`,
      `${doc}#r%C3%A9sum%C3%A9`,
      `${doc}#résumé`,
      `${doc}#old`,
      `${doc}#install`,
      `${doc}#`,
      `${doc}#top`,
      `${doc}#Intro`,
      `${h.url('/file.pdf')}#page=2`,
    ]);
    const r = await check();
    expect(r.records.map((x) => [x.value, x.problem])).toEqual([
      [`${doc}#missing`, 'missing-fragment'],
      [`${doc}#Intro`, 'missing-fragment'],
    ]);
    // One GET for every fragment of the page; no HEAD.
    expect([h.count('/doc', 'GET'), h.count('/doc', 'HEAD')]).toEqual([1, 0]);
    const off = await check(['--no-remote-fragments']);
    expect(off.records).toEqual([]);
    expect(h.count('/doc', 'HEAD')).toBe(1);
  });

  test('through a redirect: judged on the page reached; a Location with its own fragment judges that one', async () => {
    const h = await serve({
      '/moved': redirect(302, '/doc'),
      '/to-anchor': redirect(302, '/doc#intro'),
      '/doc': page('<h1 id="intro">I</h1>'),
    });
    pageWith('index.html', [h.url('/moved#intro'), h.url('/moved#nope'), h.url('/to-anchor#nope')]);
    const r = await check();
    expect(r.records.map((x) => [x.value, x.problem, x.location])).toEqual([
      [h.url('/moved#nope'), 'missing-fragment', h.url('/doc')],
    ]);
  });
});

describe('what is asked', () => {
  test('each distinct URL once, however many links and pages; the fragment and user information removed', async () => {
    const h = await serve({ '/shared': status(200), '/page': page('<p id="a">') });
    const links = [h.url('/shared'), h.url('/shared'), h.url('/page#a'), h.url('/page#a'), h.url('/page')];
    for (let i = 0; i < 5; i++) pageWith(`p${i}.html`, links);
    pageWith('q.html', [h.url('/shared').replace('http://', 'http://user:secret@')]);
    const r = await check();
    expect(r.records).toEqual([]);
    expect(h.count('/shared')).toBe(1);
    expect(h.count('/page')).toBe(1);
    for (const s of h.seen) {
      expect(s.headers.authorization).toBeUndefined();
      expect(s.headers.cookie).toBeUndefined();
      expect(s.headers['user-agent']).toMatch(/^java-uri\/0 /);
    }
  });

  test('at most --max-per-host at once to one host (4 by default), hosts asked side by side', async () => {
    const routes: Parameters<typeof host>[0] = {};
    for (let i = 0; i < 24; i++) routes[`/u${i}`] = status(200);
    const a = await serve(routes, { delay: 60 });
    const b = await serve(routes, { delay: 60 });
    pageWith(
      'index.html',
      Object.keys(routes).flatMap((p) => [a.url(p), b.url(p)]),
    );
    const r = await check();
    expect(r.records).toEqual([]);
    expect([a.most, b.most]).toEqual([4, 4]);
    const two = await check(['--max-per-host', '2']);
    expect(two.records).toEqual([]);
    expect(a.seen).toHaveLength(48);
    // The most of the second run alone: a fresh count.
    const c = await serve(routes, { delay: 60 });
    pageWith(
      'index.html',
      Object.keys(routes).map((p) => c.url(p)),
    );
    await check(['--max-per-host', '2']);
    expect(c.most).toBe(2);
  });

  test('never asked: mailto, tel, javascript, data, example hosts, form actions, preconnect, --exclude, the ignore file; without --allow-private, 127.0.0.1', async () => {
    const h = await serve({
      '/kept': status(404),
      '/excluded': status(404),
      '/ignored': status(404),
      '/form': status(404),
      '/hint': status(404),
    });
    writeUnder(
      site.dir,
      'index.html',
      `<!doctype html><title>t</title>
<a href="mailto:a@b.c">m</a><a href="tel:+1">t</a><a href="javascript:void 0">j</a><a href="data:text/plain,x">d</a>
<a href="https://example.com/x">e</a><a href="https://api.example.org/y">e</a><a href="http://host.test/">t</a><a href="http://x.invalid/">i</a>
<form action="${h.url('/form')}"></form><link rel="preconnect" href="${h.url('/hint')}">
<a href="${h.url('/excluded')}">x</a><a href="${h.url('/ignored')}">x</a><a href="${h.url('/kept')}">k</a>
`,
    );
    writeFileSync(join(site.dir, '.java-uri-ignore'), '# ours\n\n/ignored$\n');
    const r = await check(['--exclude', 'excluded']);
    expect(r.records.map((x) => x.value)).toEqual([h.url('/kept')]);
    expect(h.seen.map((s) => s.path)).toEqual(['/kept', '/kept']);
    // Without --allow-private: told (a note, status 0), never asked.
    const before = h.seen.length;
    const quiet = await command(['check', '--base', BASE, '--external', '--json', site.dir]);
    const notes = quiet.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(notes.map((x) => [x.value, x.problem])).toEqual([
      [h.url('/excluded'), 'not-checked'],
      [h.url('/kept'), 'not-checked'],
    ]);
    expect(quiet.status).toBe(0);
    expect(h.seen.length).toBe(before);
    const strict = await command(['check', '--base', BASE, '--external', '--strict', site.dir]);
    expect(strict.status).toBe(4);
  });

  test('without --external, nothing is asked, and its options are usage errors', async () => {
    const h = await serve({ '/x': status(404) });
    pageWith('index.html', [h.url('/x')]);
    const r = await command(['check', '--base', BASE, site.dir]);
    expect([r.status, r.out]).toEqual([0, '']);
    expect(h.seen).toEqual([]);
    for (const args of [
      ['--timeout', '3'],
      ['--allow-private'],
      ['--cache', join(site.dir, 'c.json')],
      ['--exclude', 'x'],
    ]) {
      const bad = await command(['check', ...args, site.dir]);
      expect(bad.status).toBe(1);
      expect(bad.err).toContain(`${args[0]} needs --external`);
    }
    for (const args of [
      ['--timeout', '0'],
      ['--retries', 'two'],
      ['--max-per-host', '0'],
      ['--accept', '200-299'],
      ['--cache-age', '1w', '--cache', 'c.json'],
      ['--exclude', '('],
    ]) {
      const bad = await command(['check', '--external', ...args, site.dir]);
      expect([bad.status, bad.err]).toEqual([1, expect.stringContaining(args[0]!)]);
    }
  });
});

describe('the cache', () => {
  test('a second run asks none of the fine URLs; failures are asked again; fragments not found then are asked', async () => {
    const h = await serve({ '/fine': status(200), '/doc': page('<p id="a">'), '/broken': status(404) });
    pageWith('index.html', [h.url('/fine'), h.url('/doc#a'), h.url('/broken')]);
    const cache = join(site.dir, '..', `cache-${process.pid}-${Date.now()}.json`);
    try {
      const first = await check(['--cache', cache]);
      expect(first.records.map((x) => x.value)).toEqual([h.url('/broken')]);
      const asked = h.seen.length;
      const second = await check(['--cache', cache]);
      expect(second.records.map((x) => x.value)).toEqual([h.url('/broken')]);
      expect(h.seen.slice(asked).map((s) => s.path)).toEqual(['/broken', '/broken']);
      // A fragment the cache did not see found: the page is read again.
      pageWith('index.html', [h.url('/fine'), h.url('/doc#b')]);
      const third = await check(['--cache', cache]);
      expect(third.records.map((x) => x.problem)).toEqual(['missing-fragment']);
      expect(h.count('/doc')).toBe(2);
      expect(h.count('/fine')).toBe(1);
      // Out of age: asked again.
      await check(['--cache', cache, '--cache-age', '0s']);
      expect(h.count('/fine')).toBe(2);
      const data = JSON.parse(readFileSync(cache, 'utf8')) as {
        format: string;
        urls: Record<string, { fine: boolean }>;
      };
      expect(data.format).toBe('java-uri check --external cache');
      expect(data.urls[h.url('/fine')]!.fine).toBe(true);
    } finally {
      rmSync(cache, { force: true });
    }
  });

  test('a corrupt or foreign cache file is reported and replaced, never fatal', async () => {
    const h = await serve({ '/fine': status(200) });
    pageWith('index.html', [h.url('/fine')]);
    const cache = join(site.dir, '..', `cache-${process.pid}-${Date.now()}.json`);
    try {
      for (const text of ['{"half": ', '{"format": "lychee"}', '[]']) {
        writeFileSync(cache, text);
        const r = await check(['--cache', cache]);
        expect(r.status).toBe(0);
        expect(r.err).toMatch(/warning: --cache .* (is not JSON|is not a java-uri cache).*: ignored, and replaced/);
        expect(JSON.parse(readFileSync(cache, 'utf8')).format).toBe('java-uri check --external cache');
      }
    } finally {
      rmSync(cache, { force: true });
    }
  });
});

describe('the cache, unwritable', () => {
  test('a cache that cannot be written: said, status 2, the findings all told', async () => {
    const h = await serve({ '/fine': status(200), '/gone': status(410) });
    pageWith('index.html', [h.url('/fine'), h.url('/gone')]);
    const cache = join(site.dir, 'no-such-directory', 'cache.json');
    const r = await check(['--cache', cache, '--retries', '0']);
    expect(r.records.map((x) => x.status)).toEqual([410]);
    expect(r.err).toContain(`java-uri check: --cache ${cache} cannot be written (ENOENT`);
    expect(r.status).toBe(2);
  });
});

describe('formats', () => {
  test('text, SARIF and GitHub name the status, the reason, the new URL', async () => {
    const port = await closedPort();
    const h = await serve({ '/missing': status(404), '/old': redirect(301, '/new'), '/new': status(200) });
    pageWith('index.html', [h.url('/missing'), `http://127.0.0.1:${port}/`, h.url('/old')]);
    const run = (...format: string[]) =>
      command(['check', '--base', BASE, '--external', '--allow-private', '--retries', '0', ...format, site.dir]);
    const text = await run();
    expect(text.out).toBe(
      `index.html:2:4: HTTP 404 ${h.url('/missing')} (a href)\n` +
        `index.html:3:4: unreachable http://127.0.0.1:${port}/ (a href): connection refused\n` +
        `index.html:4:4: moved permanently ${h.url('/old')} (a href): now ${h.url('/new')}; link it there\n`,
    );
    const sarif = await run('--format', 'sarif');
    const log = JSON.parse(sarif.out);
    expect([validateSarif(log), validateSarif.errors]).toEqual([true, null]);
    const results = log.runs[0].results as { ruleId: string; level: string }[];
    expect(results.map((x) => [x.ruleId, x.level])).toEqual([
      ['http-status', 'error'],
      ['unreachable', 'error'],
      ['redirected', 'note'],
    ]);
    const github = await run('--format', 'github');
    expect(github.out).toContain(`::error file=`);
    expect(github.out).toContain(`::notice file=`);
    expect(github.status).toBe(4);
  });
});

describe('the parts, on their own', () => {
  test('loopback and private addresses (RFC 1918, 6598, 3927, 4193, 4291), and localhost (RFC 6761)', () => {
    const { isPrivateHost } = jest.requireActual<typeof import('../src/site/external/addresses')>(
      '../src/site/external/addresses',
    );
    // Each host as the URL Standard serializes it (new URL(...).hostname).
    const hostOf = (url: string) => new URL(url).hostname;
    const private_ = [
      'http://127.0.0.1/',
      'http://127.1/',
      'http://0x7f000001/',
      'http://10.1.2.3/',
      'http://172.16.0.1/',
      'http://172.31.255.255/',
      'http://192.168.1.1/',
      'http://169.254.169.254/',
      'http://100.64.0.1/',
      'http://0.0.0.0/',
      'http://[::1]/',
      'http://[::]/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:10.0.0.1]/',
      'http://localhost:3000/',
      'http://LOCALHOST/',
      'http://app.localhost/',
      'http://localhost./',
      'http://app.localhost./',
      'http://[fec0::1]/',
      'http://[::ffff:0:7f00:1]/',
      'http://[100::1]/',
      'http://[2001:db8::1]/',
    ];
    const public_ = [
      'http://8.8.8.8/',
      'http://172.32.0.1/',
      'http://172.15.255.255/',
      'http://100.128.0.1/',
      'http://192.169.0.1/',
      'http://[2606:4700::1111]/',
      'http://[::ffff:8.8.8.8]/',
      'http://github.com/',
      'http://localhost.example.org/',
    ];
    expect(private_.filter((u) => !isPrivateHost(hostOf(u)))).toEqual([]);
    expect(public_.filter((u) => isPrivateHost(hostOf(u)))).toEqual([]);
  });

  test('the names reserved for examples (RFC 2606, RFC 6761)', () => {
    const { isReservedName } = jest.requireActual<typeof import('../src/site/external/addresses')>(
      '../src/site/external/addresses',
    );
    expect(
      [
        'example.com',
        'www.example.com',
        'api.example.org',
        'example.net',
        'foo.example',
        'site.test',
        'x.invalid',
      ].filter((h) => !isReservedName(h)),
    ).toEqual([]);
    expect(
      ['examples.com', 'example.co', 'notexample.com', 'test.com', 'invalid.org'].filter((h) => isReservedName(h)),
    ).toEqual([]);
  });

  test('Retry-After: delay-seconds or an HTTP date (RFC 9110 §10.2.3); anything else is none', () => {
    const { retryAfterMs } =
      jest.requireActual<typeof import('../src/site/external/request')>('../src/site/external/request');
    const now = Date.UTC(2015, 9, 21, 7, 27, 30);
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:00 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Wed, 21 Oct 2015 07:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs('-5', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });

  test('why no answer came, from the error undici gives', () => {
    const { reasonOf } =
      jest.requireActual<typeof import('../src/site/external/request')>('../src/site/external/request');
    const failed = (code: string, message: string) =>
      Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(message), { code }) });
    expect(reasonOf(failed('ENOTFOUND', 'getaddrinfo ENOTFOUND nowhere'))).toBe(
      'DNS: no address for the host (ENOTFOUND)',
    );
    expect(reasonOf(failed('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:1'))).toBe('connection refused');
    expect(reasonOf(failed('CERT_HAS_EXPIRED', 'certificate has expired'))).toBe(
      'TLS: certificate has expired (CERT_HAS_EXPIRED)',
    );
  });

  test('--accept and --cache-age values', () => {
    const { acceptRanges, duration } = jest.requireActual<typeof import('../src/cli/external')>('../src/cli/external');
    expect(acceptRanges('200..299,403')).toEqual([
      [200, 299],
      [403, 403],
    ]);
    expect(acceptRanges('200')).toEqual([[200, 200]]);
    for (const bad of ['299..200', '600', '2xx', '', '200,,201', '200-299']) expect(acceptRanges(bad)).toBeNull();
    expect([duration('90'), duration('90s'), duration('30m'), duration('12h'), duration('7d')]).toEqual([
      90_000, 90_000, 1_800_000, 43_200_000, 604_800_000,
    ]);
    for (const bad of ['1w', '-1', '1.5h', 'h', '']) expect(duration(bad)).toBeNull();
  });

  test('the URL asked for a link: no fragment, no user information; what is never asked', () => {
    const { externalTarget } =
      jest.requireActual<typeof import('../src/site/external/targets')>('../src/site/external/targets');
    expect(externalTarget('https://u:p@Docs.Rs/a?b#c', [])).toEqual({ url: 'https://docs.rs/a?b', hash: '#c' });
    expect(externalTarget('https://docs.rs/a#', [])).toEqual({ url: 'https://docs.rs/a', hash: '#' });
    expect(externalTarget('mailto:a@b.c', [])).toEqual({ notAsked: 'not-http' });
    expect(externalTarget('ftp://docs.rs/', [])).toEqual({ notAsked: 'not-http' });
    expect(externalTarget('https://www.example.com/', [])).toEqual({ notAsked: 'reserved' });
    expect(externalTarget('https://docs.rs/private#x', [/private#x$/])).toEqual({ notAsked: 'excluded' });
  });
});

describe('with --sources and on a terminal', () => {
  test("another site's broken link is reported where the Markdown writes it, the built page beside it", async () => {
    const h = await serve({});
    const sources = join(site.dir, 'src');
    writeUnder(sources, 'guide.md', `# Guide\n\nSee [the API](${h.url('/api')}).\n`);
    writeUnder(
      site.dir,
      'site/guide/index.html',
      `<!doctype html><title>g</title>\n<p>See <a href="${h.url('/api')}">the API</a>.</p>\n`,
    );
    const r = await command([
      'check',
      '--base',
      BASE,
      '--external',
      '--allow-private',
      '--json',
      '--sources',
      sources,
      join(site.dir, 'site'),
    ]);
    const records = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(records).toEqual([
      expect.objectContaining({
        file: 'guide/index.html',
        line: 2,
        problem: 'http-status',
        status: 404,
        source: { file: relative(process.cwd(), join(sources, 'guide.md')), line: 3, column: 15 },
      }),
    ]);
  });

  test('a progress line on a terminal while other sites make it wait, none off a terminal', async () => {
    const h = await serve({
      '/limited': (res, n) => {
        res.writeHead(n === 0 ? 429 : 200, n === 0 ? { 'retry-after': '2' } : {});
        res.end();
      },
      '/quick': status(200),
    });
    pageWith('index.html', [h.url('/limited'), h.url('/quick')]);
    const args = ['check', '--base', BASE, '--external', '--allow-private', site.dir];
    const terminal = await command(args, true);
    expect(terminal.err).toContain('\r\x1b[Kother sites: 2 of 2 URLs');
    expect(terminal.err).toMatch(/other sites: 2 URLs\n$/);
    const piped = await command(args, false);
    expect(piped.err).toBe('');
  });
});

describe('what a second reader found (each failed before its fix)', () => {
  test('a cache made with --no-remote-fragments does not hide a missing fragment from a run that judges them', async () => {
    const h = await serve({ '/p': page('<p id="a">') });
    pageWith('index.html', [h.url('/p#nope')]);
    const cache = join(site.dir, '..', `cache-${process.pid}-${Date.now()}-f.json`);
    try {
      expect((await check(['--cache', cache, '--no-remote-fragments'])).records).toEqual([]);
      const judged = await check(['--cache', cache]);
      expect(judged.records.map((x) => x.problem)).toEqual(['missing-fragment']);
      expect(judged.status).toBe(4);
    } finally {
      rmSync(cache, { force: true });
    }
  });

  test("a cache is read with this run's --accept: a 403 fine then is a finding now", async () => {
    const h = await serve({ '/f': status(403) });
    pageWith('index.html', [h.url('/f')]);
    const cache = join(site.dir, '..', `cache-${process.pid}-${Date.now()}-a.json`);
    try {
      expect((await check(['--cache', cache, '--accept', '200..299,403'])).records).toEqual([]);
      const strict = await check(['--cache', cache]);
      expect(strict.records.map((x) => [x.problem, x.status])).toEqual([['http-status', 403]]);
      // And the other way: a 403 cached, taken as fine by a run that accepts it, unasked.
      const asked = h.seen.length;
      expect((await check(['--cache', cache, '--accept', '200..299,403'])).records).toEqual([]);
      expect(h.seen.length).toBe(asked);
    } finally {
      rmSync(cache, { force: true });
    }
  });

  test("a fine URL whose fragments are not judged (a PDF's #page=2, GitHub's #L10) is not asked again from the cache", async () => {
    const h = await serve({
      '/doc.pdf': (res) => {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        res.end('%PDF');
      },
    });
    pageWith('index.html', [h.url('/doc.pdf#page=2')]);
    const cache = join(site.dir, '..', `cache-${process.pid}-${Date.now()}-u.json`);
    try {
      await check(['--cache', cache]);
      const asked = h.seen.length;
      expect((await check(['--cache', cache])).records).toEqual([]);
      expect(h.seen.length).toBe(asked);
    } finally {
      rmSync(cache, { force: true });
    }
  });

  test("Retry-After holds for the host with --retries 0 too; one longer than check waits ends the host's asking", async () => {
    const limited = await serve({
      '/1': status(429, { 'retry-after': '1' }),
      '/2': status(429, { 'retry-after': '1' }),
      '/3': status(200),
    });
    pageWith(
      'index.html',
      ['/1', '/2', '/3'].map((p) => limited.url(p)),
    );
    await check(['--retries', '0', '--max-per-host', '1']);
    const times = limited.seen.map((x) => x.time);
    expect(times).toHaveLength(3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(950);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(950);
    const closed = await serve({ '/1': status(429, { 'retry-after': '3600' }), '/2': status(200), '/3': status(200) });
    pageWith(
      'index.html',
      ['/1', '/2', '/3'].map((p) => closed.url(p)),
    );
    const r = await check(['--max-per-host', '1']);
    expect(closed.seen).toHaveLength(1);
    expect(r.records.map((x) => [x.status, x.reason])).toEqual(
      Array(3).fill([
        429,
        'the host asked to wait 3600 s (Retry-After), longer than the 60 s check waits: not asked again',
      ]),
    );
  });

  test('a redirect target reached with and without a fragment is asked once when it is not an HTML page', async () => {
    const h = await serve({
      '/a': redirect(302, '/b'),
      '/c': (res) => setTimeout(() => redirect(302, '/b')(res, 0, undefined as never), 100),
      '/b': (res) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('b');
      },
    });
    pageWith('index.html', [h.url('/a'), h.url('/c#x')]);
    const r = await check(['--retries', '0']);
    expect(r.records).toEqual([]);
    expect(h.count('/b')).toBe(1);
  });

  test('a Location sent as raw UTF-8 is read as UTF-8, as browsers read it', async () => {
    const paths: string[] = [];
    const raw = createNetServer((socket) => {
      socket.once('data', (data) => {
        const path = data.toString('latin1').split(' ')[1]!;
        paths.push(path);
        const head =
          path === '/moved'
            ? Buffer.concat([
                Buffer.from('HTTP/1.1 302 Found\r\nlocation: /caf'),
                Buffer.from([0xc3, 0xa9]),
                Buffer.from('\r\ncontent-length: 0\r\nconnection: close\r\n\r\n'),
              ])
            : Buffer.from(
                `HTTP/1.1 ${path === '/caf%C3%A9' ? 200 : 404} X\r\ncontent-length: 0\r\nconnection: close\r\n\r\n`,
              );
        socket.end(head);
      });
    });
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
    try {
      const port = (raw.address() as AddressInfo).port;
      pageWith('index.html', [`http://127.0.0.1:${port}/moved`]);
      const r = await check(['--retries', '0']);
      expect(r.records).toEqual([]);
      expect(paths).toEqual(['/moved', '/caf%C3%A9']);
    } finally {
      raw.close();
    }
  });

  test("a page's ids read in the encoding it is in: <meta charset>, a UTF-16 BOM, a UTF-8 BOM over the header's charset", async () => {
    const bytes = (html: string, encoding: 'latin1' | 'utf16le' | 'utf8', bom: number[] = []) =>
      Buffer.concat([Buffer.from(bom), Buffer.from(html, encoding)]);
    const send =
      (body: Buffer, type: string): Route =>
      (res) => {
        res.writeHead(200, { 'content-type': type });
        res.end(body);
      };
    const h = await serve({
      '/meta': send(bytes('<meta charset="windows-1252"><h1 id="caf\u00e9">x</h1>', 'latin1'), 'text/html'),
      '/utf16': send(bytes('<h1 id="caf\u00e9">x</h1>', 'utf16le', [0xff, 0xfe]), 'text/html'),
      '/bom': send(bytes('<h1 id="caf\u00e9">x</h1>', 'utf8', [0xef, 0xbb, 0xbf]), 'text/html; charset=windows-1252'),
    });
    pageWith(
      'index.html',
      ['/meta', '/utf16', '/bom'].flatMap((p) => [h.url(p) + '#caf%C3%A9', h.url(p) + '#nope']),
    );
    const r = await check();
    expect(r.records.map((x) => [x.value, x.problem])).toEqual(
      ['/meta', '/utf16', '/bom'].map((p) => [h.url(p) + '#nope', 'missing-fragment']),
    );
  });

  test('a server that sends a body with its HEAD answers: the connection kept for the next request fails it, and the retry is fine', async () => {
    const seen: string[] = [];
    const raw = createNetServer((socket) => {
      let buffered = '';
      socket.on('data', (data) => {
        buffered += data.toString('latin1');
        for (let end = buffered.indexOf('\r\n\r\n'); end >= 0; end = buffered.indexOf('\r\n\r\n')) {
          const [method, path] = buffered.slice(0, end).split(' ');
          buffered = buffered.slice(end + 4);
          seen.push(`${method} ${path}`);
          // Keep-alive, and a body even for HEAD (the misbehaviour).
          socket.write('HTTP/1.1 200 OK\r\ncontent-length: 5\r\nconnection: keep-alive\r\n\r\nhello');
        }
      });
    });
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
    try {
      const port = (raw.address() as AddressInfo).port;
      pageWith(
        'index.html',
        ['/1', '/2', '/3'].map((p) => `http://127.0.0.1:${port}${p}`),
      );
      const r = await check(['--max-per-host', '1']);
      expect(r.records).toEqual([]);
      expect(r.status).toBe(0);
      // Each URL answered; none asked more than 1 + retries times.
      for (const p of ['/1', '/2', '/3']) expect(seen.filter((s) => s.endsWith(' ' + p)).length).toBeLessThanOrEqual(3);
    } finally {
      raw.close();
    }
  });
});
