// `npm run test:pack`: the package as users get it. Packs it with `npm pack`, installs the tarball
// into an empty project in a temporary directory, and checks there: `require` and `import`; one Uri
// class however it is loaded (both ways in one process, in either order, and in a rollup bundle that
// mixes them); strict TypeScript consumers (moduleResolution nodenext and bundler, with the DOM
// library, and with neither DOM nor @types/node); arethetypeswrong on the tarball; `npx java-uri`;
// java-uri/site and java-uri/site/walk (ES modules only): imported, bundled with the core (one Uri
// class, no file system in a bundle of the pure entry), and `npx java-uri site`; the generators'
// plugins (java-uri/astro, java-uri/vitepress, java-uri/eleventy, java-uri/docusaurus): arethetypeswrong
// and imported.
// It also installs the tarball as npm users do, scripts allowed: npm must print no install-script
// warning (the packed package.json has no install or prepare script).
// `node scripts/pack-check.mjs identity` runs only the named checks.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
/** The generators' plugins, ES modules only. */
const PLUGIN_ENTRIES = ['./astro', './vitepress', './eleventy', './docusaurus'];
const bin = (name) => join(root, 'node_modules', '.bin', name);
const only = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), 'java-uri-pack-'));
const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { cwd: dir, encoding: 'utf8', ...opts });
const write = (name, lines) => writeFileSync(join(dir, name), lines.join('\n') + '\n');
let failed = 0;
const check = async (group, what, f) => {
  if (only.length > 0 && !only.includes(group)) return;
  try {
    const detail = await f();
    console.log(`ok    ${what}${detail ? ': ' + detail : ''}`);
  } catch (e) {
    failed++;
    console.log(`FAIL  ${what}: ${(e.stdout ?? '') + (e.stderr ?? '') || e.message}`);
  }
};
const expectOutput = (got, want) => {
  if (got.trim() !== want) throw new Error(`printed ${JSON.stringify(got.trim())}, expected ${JSON.stringify(want)}`);
  return want;
};

// What a program can do with a Uri or an exception from the other loading of the package. The
// expected values are java.net.URI's answers for the same calls.
const crossLoading = (a, b) => [
  `const checks = {`,
  `  'one Uri class': () => ${a}.Uri === ${b}.Uri && ${a}.URI === ${b}.URI,`,
  `  'instanceof': () => new ${b}.Uri('a:b') instanceof ${a}.Uri,`,
  `  'equals': () => new ${a}.Uri('HTTP://H/a').equals(new ${b}.Uri('http://h/a')),`,
  `  'resolve': () => new ${a}.Uri('http://h/a/b').resolve(new ${b}.Uri('../c')).toString() === 'http://h/c',`,
  `  'relativize': () => new ${a}.Uri('http://h/a/').relativize(new ${b}.Uri('http://h/a/b?q')).toString() === 'b?q',`,
  `  'compareTo': () => new ${a}.Uri('a:b').compareTo(new ${b}.Uri('a:c')) < 0,`,
  `  'catch URISyntaxException': () => { try { new ${b}.Uri('a b'); } catch (e) { return e instanceof ${a}.URISyntaxException && e.getIndex() === 1; } },`,
  `  'catch IllegalArgumentException': () => { try { ${b}.Uri.create('a b'); } catch (e) { return e instanceof ${a}.IllegalArgumentException; } },`,
  `  'URLEncoder, URLDecoder': () => ${a}.URLEncoder === ${b}.URLEncoder && ${a}.URLDecoder === ${b}.URLDecoder,`,
  `  'catch UnsupportedEncodingException': () => { try { ${b}.URLDecoder.decode('a', 'nope'); } catch (e) { return e instanceof ${a}.UnsupportedEncodingException && e instanceof ${a}.IOException; } },`,
  `  'JavaURL': () => new ${a}.JavaURL(new ${b}.JavaURL('http://a/b/c'), '../g').toString() === 'http://a/g' && ${a}.JavaURL.of(new ${b}.Uri('http://h/')) instanceof ${b}.JavaURL,`,
  `  'catch MalformedURLException': () => { try { new ${b}.JavaURL('abc'); } catch (e) { return e instanceof ${a}.MalformedURLException && e instanceof ${a}.IOException; } },`,
  `  'InetAddress': () => ${a}.InetAddress === ${b}.InetAddress && ${b}.InetAddress.ofLiteral('::1') instanceof ${a}.Inet6Address && ${a}.InetAddress.ofLiteral('1.2.3.4').equals(${b}.Inet4Address.ofLiteral('1.2.3.4')),`,
  `  'catch UnknownHostException': () => { try { ${b}.InetAddress.getByName('[::1'); } catch (e) { return e instanceof ${a}.UnknownHostException && e instanceof ${a}.IOException; } },`,
  `  'InetSocketAddress': () => ${a}.InetSocketAddress === ${b}.InetSocketAddress && new ${a}.InetSocketAddress(${b}.InetAddress.ofLiteral('::1'), 1).equals(new ${b}.InetSocketAddress('[::1]', 1)),`,
  `  'HttpCookie': () => ${a}.HttpCookie === ${b}.HttpCookie && ${a}.CookiePolicy === ${b}.CookiePolicy && ${b}.HttpCookie.parse('a=b')[0] instanceof ${a}.HttpCookie,`,
  `  'CookieManager': () => { const m = new ${a}.CookieManager(null, ${b}.CookiePolicy.ACCEPT_ALL); m.put(new ${b}.Uri('http://h/p'), new Map([['Set-Cookie', ['a=b']]])); const k = new ${b}.HttpCookie('c', 'd'); k.setPath('/'); m.getCookieStore().add(new ${b}.Uri('http://h/'), k); return m.get(new ${b}.Uri('http://h/p'), new Map()).get('Cookie').join('|') === 'a=b|c="d";$Path="/"'; },`,
  `  'catch HttpCookie IllegalArgumentException': () => { try { ${b}.HttpCookie.parse(''); } catch (e) { return e instanceof ${a}.IllegalArgumentException; } },`,
  `  'IDN': () => ${a}.IDN === ${b}.IDN && ${b}.IDN.toASCII('b\u00fccher') === 'xn--bcher-kva',`,
  `  'catch IDN IllegalArgumentException': () => { try { ${b}.IDN.toASCII('a..b'); } catch (e) { return e instanceof ${a}.IllegalArgumentException; } },`,
  `};`,
  `const holds = (f) => { try { return f() === true; } catch { return false; } };`,
  `const wrong = Object.keys(checks).filter((k) => !holds(checks[k]));`,
  `console.log(wrong.length === 0 ? 'same class' : 'different: ' + wrong.join(', '));`,
];

try {
  const [{ filename, size, entryCount }] = JSON.parse(
    run('npm', ['pack', '--json', '--pack-destination', dir], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }),
  );
  const tarball = join(dir, filename);
  console.log(`packed ${filename}: ${entryCount} files, ${size} bytes`);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
  run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', tarball], { stdio: 'ignore' });
  await check(
    'install',
    'the packed package.json has no install script, and npm prints no install-script warning',
    () => {
      const { scripts = {} } = JSON.parse(readFileSync(join(dir, 'node_modules/java-uri/package.json'), 'utf8'));
      const found = ['preinstall', 'install', 'postinstall', 'prepare'].filter((name) => name in scripts);
      if (found.length > 0) throw new Error(`scripts ${found.join(', ')}`);
      const plain = mkdtempSync(join(tmpdir(), 'java-uri-install-'));
      try {
        writeFileSync(join(plain, 'package.json'), JSON.stringify({ name: 'plain', private: true }));
        const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', tarball], {
          cwd: plain,
          encoding: 'utf8',
        });
        if (result.status !== 0 || /install-script/i.test(result.stderr + result.stdout))
          throw new Error(`npm install printed: ${(result.stderr + result.stdout).trim()}`);
        return 'npm install printed no warning';
      } finally {
        rmSync(plain, { recursive: true, force: true });
      }
    },
  );

  const use = `new Uri('http://java.sun.com/j2se/1.3/').resolve('../a b'.replace(' ', '%20')).getPath()`;
  await check('load', 'require', () =>
    expectOutput(run('node', ['-e', `const { Uri } = require('java-uri'); console.log(${use});`]), '/j2se/a b'),
  );
  write('esm.mjs', [`import { Uri } from 'java-uri';`, `console.log(${use});`]);
  await check('load', 'import', () => expectOutput(run('node', ['esm.mjs']), '/j2se/a b'));
  await check('load', "require('java-uri/package.json'), as tools read a package's version", () =>
    expectOutput(run('node', ['-e', `console.log(require('java-uri/package.json').name)`]), 'java-uri'),
  );

  write('import-first.mjs', [
    `import { createRequire } from 'node:module';`,
    `import * as imported from 'java-uri';`,
    `const required = createRequire(import.meta.url)('java-uri');`,
    ...crossLoading('imported', 'required'),
  ]);
  await check('identity', 'one class: import, then require in the same process', () =>
    expectOutput(run('node', ['import-first.mjs']), 'same class'),
  );
  write('require-first.cjs', [
    `const required = require('java-uri');`,
    `import('java-uri').then((imported) => {`,
    ...crossLoading('required', 'imported'),
    `});`,
  ]);
  await check('identity', 'one class: require, then import in the same process', () =>
    expectOutput(run('node', ['require-first.cjs']), 'same class'),
  );
  write('bundle-entry.mjs', [
    `import * as imported from 'java-uri';`,
    `import { required } from './bundle-dependency.cjs';`,
    ...crossLoading('imported', 'required'),
  ]);
  write('bundle-dependency.cjs', [`exports.required = require('java-uri');`]);
  await check('identity', 'one class: a rollup bundle with import and require', async () => {
    const { rollup } = await import('rollup');
    const { nodeResolve } = await import('@rollup/plugin-node-resolve');
    const { default: commonjs } = await import('@rollup/plugin-commonjs');
    const bundle = await rollup({
      input: join(dir, 'bundle-entry.mjs'),
      plugins: [nodeResolve({ rootDir: dir }), commonjs()],
      onwarn: () => {},
    });
    await bundle.write({ file: join(dir, 'bundle.mjs'), format: 'es' });
    const copies = readFileSync(join(dir, 'bundle.mjs'), 'utf8').split('class Uri ').length - 1;
    if (copies !== 1) throw new Error(`the bundle holds ${copies} copies of class Uri`);
    return expectOutput(run('node', ['bundle.mjs']), 'same class') + ', 1 copy in the bundle';
  });

  write('consumer.ts', [
    "import { Uri, URISyntaxException, type RelativizeOptions } from 'java-uri';",
    'const options: RelativizeOptions = { dotSegments: true };',
    "const base: Uri = new Uri('http://h/a/b.html');",
    'const host: string | null = base.getHost();',
    'const port: number = base.getPort();',
    "const link: string = base.relativize(new Uri('http://h/c/d.png'), options).toString();",
    'const href: string = base.toURL().href;',
    'try {',
    "  new Uri('a b');",
    '} catch (e) {',
    '  if (e instanceof URISyntaxException) throw new Error(`${e.getIndex()} ${host} ${port} ${link} ${href}`);',
    '}',
  ]);
  // With the DOM library, toURL() is the platform's URL, which fetch takes.
  write('consumer-dom.ts', [
    "import { Uri } from 'java-uri';",
    "const url: URL = new Uri('http://h/').toURL();",
    'void fetch(url);',
  ]);
  const tsc = (files, lib, moduleKind, resolution) =>
    run(bin('tsc'), [
      ...['--strict', '--noEmit', '--skipLibCheck', 'false', '--target', 'es2022', '--lib', lib],
      ...['--module', moduleKind, '--moduleResolution', resolution, ...files],
    ]);
  for (const [moduleKind, resolution] of [
    ['nodenext', 'nodenext'],
    ['esnext', 'bundler'],
  ]) {
    await check('types', `tsc --strict, moduleResolution ${resolution}, DOM`, () => {
      tsc(['consumer.ts', 'consumer-dom.ts'], 'es2022,dom', moduleKind, resolution);
      return 'no errors';
    });
    // The consumer project has no @types/node (the package has no dependencies), so no URL type at all.
    await check('types', `tsc --strict, moduleResolution ${resolution}, lib es2022 without DOM or @types/node`, () => {
      tsc(['consumer.ts'], 'es2022', moduleKind, resolution);
      return 'no errors';
    });
  }
  const attw = (args) =>
    run(bin('attw'), [tarball, '--no-definitely-typed', '--format', 'ascii', '--no-color', '--no-emoji', ...args]);
  await check('types', 'arethetypeswrong on the tarball', () => {
    const out = attw(['--exclude-entrypoints', './site', './site/walk', ...PLUGIN_ENTRIES]);
    return out.includes('No problems found') ? 'no problems (node10, node16 CJS and ESM, bundler)' : out;
  });
  await check('types', 'arethetypeswrong on java-uri/site and java-uri/site/walk (ES modules only)', () => {
    // attw exits with an error for any problem; with this profile it lists what it ignores (CommonJS).
    const out = attw(['--profile', 'esm-only', '--entrypoints', './site', './site/walk']);
    const ok = out.split('node16 (from ESM): OK (ESM)').length - 1 === 2 && out.split('bundler: OK').length - 1 === 2;
    if (!ok) throw new Error(out);
    return 'node16 ESM and bundler OK for both (CommonJS not offered)';
  });
  await check('types', "arethetypeswrong on the generators' plugins (ES modules only)", () => {
    const out = attw(['--profile', 'esm-only', '--entrypoints', ...PLUGIN_ENTRIES]);
    const n = PLUGIN_ENTRIES.length;
    const ok = out.split('node16 (from ESM): OK (ESM)').length - 1 === n && out.split('bundler: OK').length - 1 === n;
    if (!ok) throw new Error(out);
    return `node16 ESM and bundler OK for ${PLUGIN_ENTRIES.join(', ')}`;
  });
  write('plugins-app.mjs', [
    "import astro from 'java-uri/astro';",
    "import vitepress from 'java-uri/vitepress';",
    "import eleventy from 'java-uri/eleventy';",
    "import docusaurus from 'java-uri/docusaurus';",
    "const context = { siteConfig: { url: 'https://example.com', baseUrl: '/docs/' }, outDir: '.' };",
    'console.log(astro().name, typeof vitepress(), typeof eleventy, docusaurus(context).name);',
  ]);
  await check('site', "import the generators' plugins", () =>
    expectOutput(run('node', ['plugins-app.mjs']), 'java-uri function function java-uri'),
  );
  write('site-app.mjs', [
    "import { relativizeHtml } from 'java-uri/site';",
    "import { relativizeSite } from 'java-uri/site/walk';",
    "const page = relativizeHtml('<a href=\"/docs/a.html\">', 'https://example.com/docs/b/c.html', { base: 'https://example.com/docs/' });",
    'console.log(page.text, typeof relativizeSite);',
  ]);
  await check('site', 'import java-uri/site and java-uri/site/walk', () =>
    expectOutput(run('node', ['site-app.mjs']), '<a href="../a.html"> function'),
  );
  write('site-bundle-entry.mjs', [
    "import { Uri } from 'java-uri';",
    "import { relativizeHtml } from 'java-uri/site';",
    "console.log(new Uri('http://h/').getHost(), relativizeHtml('<a href=/x>', 'https://site.invalid/a').text);",
  ]);
  await check('site', 'one class: a bundle of an app importing java-uri and java-uri/site', async () => {
    const { rollup } = await import('rollup');
    const { nodeResolve } = await import('@rollup/plugin-node-resolve');
    const bundle = await rollup({
      input: join(dir, 'site-bundle-entry.mjs'),
      plugins: [nodeResolve({ rootDir: dir, browser: true })],
      onwarn: () => {},
    });
    await bundle.write({ file: join(dir, 'site-bundle.mjs'), format: 'es' });
    const code = readFileSync(join(dir, 'site-bundle.mjs'), 'utf8');
    const copies = code.split('class Uri ').length - 1;
    if (copies !== 1) throw new Error(`the bundle holds ${copies} copies of class Uri`);
    if (code.includes('node:fs')) throw new Error('the bundle imports node:fs');
    return expectOutput(run('node', ['site-bundle.mjs']), 'h <a href=x>') + ', 1 copy of Uri, no file system';
  });
  await check('cli', 'npx java-uri site', () => {
    mkdirSync(join(dir, 'built', 'a'), { recursive: true });
    writeFileSync(join(dir, 'built', 'a', 'b.html'), '<a href="/docs/c.html">');
    writeFileSync(join(dir, 'built', 'c.html'), '');
    run('npx', ['--no-install', 'java-uri', 'site', '--base', 'https://example.com/docs/', 'built']);
    return expectOutput(readFileSync(join(dir, 'built', 'a', 'b.html'), 'utf8'), '<a href="../c.html">');
  });
  await check(
    'cli',
    'npx java-uri site --jobs 2: the worker threads of the installed package, the same copy as one thread',
    () => {
      // 40 pages: enough for the walk to start its workers (dist/site-worker.mjs, from the package).
      mkdirSync(join(dir, 'many', 'p'), { recursive: true });
      for (let i = 0; i < 40; i++)
        writeFileSync(join(dir, 'many', 'p', `${i}.html`), `<a href="/docs/p/${(i + 1) % 40}.html#x">n</a><p id="x">`);
      const copy = (jobs) => {
        rmSync(join(dir, `many-${jobs}`), { recursive: true, force: true });
        const out = run('npx', [
          '--no-install',
          'java-uri',
          'site',
          '--base',
          'https://example.com/docs/',
          '--json',
          '--jobs',
          jobs,
          '--out',
          `many-${jobs}`,
          'many',
        ]);
        const pages = Array.from({ length: 40 }, (_, i) =>
          readFileSync(join(dir, `many-${jobs}`, 'p', `${i}.html`), 'utf8'),
        );
        return out + pages.join('\n');
      };
      const one = copy('1');
      const two = copy('2');
      if (two !== one) throw new Error('--jobs 2 wrote or told something else than --jobs 1');
      return expectOutput(
        readFileSync(join(dir, 'many-2', 'p', '0.html'), 'utf8'),
        '<a href="1.html#x">n</a><p id="x">',
      );
    },
  );
  await check('cli', 'npx java-uri url', () => {
    const out = run('npx', ['--no-install', 'java-uri', 'url', 'jar:file:/a.jar!/b?q']);
    if (!out.includes('path                  file:/a.jar!/b')) throw new Error(out);
    return out
      .split('\n')
      .find((line) => line.startsWith('path'))
      .trim();
  });
  await check('cli', 'npx java-uri parse', () => {
    const out = run('npx', ['--no-install', 'java-uri', 'parse', 'http://java.sun.com/j2se/1.3/']);
    if (!out.includes('host                  java.sun.com')) throw new Error(out);
    return out
      .split('\n')
      .find((line) => line.startsWith('host'))
      .trim();
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (failed > 0) process.exitCode = 1;
