// What a bundler keeps of the package for an app that imports one export (`npm run size` prints the
// sizes with esbuild and rollup + terser): esbuild, which drops a module-level statement only when it
// can tell it has no side effects, bundles dist/index.module.mjs for apps importing only `Uri`, only
// `URLEncoder`, only `URLDecoder`, only `InetAddress`, only `InetSocketAddress`, only `IDN`, only `HttpCookie`.
// Each keeps no code of the others: a table built at load without a
// pure mark, an assignment after a class, or a computed class key would keep them all.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';

const root = join(__dirname, '..');
const dist = join(root, 'dist', 'index.module.mjs');

/** The app importing `name` that calls `use`, bundled and minified as `esbuild --bundle --minify --format=esm --platform=browser`. */
function bundle(name: string, use: string): string {
  const result = buildSync({
    stdin: { contents: `import { ${name} } from ${JSON.stringify(dist)};\nconsole.log(${use});`, resolveDir: root },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

// Strings that only one part's code holds (minification keeps string literals).
const URI_CODE = ['Expected authority', 'Relative path in absolute URI', 'toURL: the URL would address'];
const ENCODER_CODE = ['URLEncoder.encode'];
const DECODER_CODE = ['URLDecoder: Illegal hex characters in escape (%) pattern'];
const CHARSET_CODE = ['utf_16be', 'unicodelittleunmarked'];
const INET_CODE = ['Invalid IP address literal', 'NUL character not allowed in hostname'];
const ISA_CODE = ['<unresolved>', "hostname can't be null"];
const URL_CODE = ['no protocol: ', 'MalformedURLException'];
const IDN_CODE = ['Empty label is not a legal name', 'The input starts with the ACE Prefix'];
const COOKIE_CODE = ['Invalid cookie name-value pair', 'Empty cookie header string'];
const MANAGER_CODE = ['Argument is null'];

describe('an app bundled by esbuild carries only what it imports', () => {
  const apps = {
    Uri: bundle('Uri', 'new Uri(process.argv[2]).getHost()'),
    URLEncoder: bundle('URLEncoder', 'URLEncoder.encode(process.argv[2])'),
    URLDecoder: bundle('URLDecoder', 'URLDecoder.decode(process.argv[2])'),
    InetAddress: bundle('InetAddress', 'InetAddress.getByName(process.argv[2]).getHostAddress()'),
    InetSocketAddress: bundle('InetSocketAddress', 'new InetSocketAddress(process.argv[2], 80).hashCode()'),
    IDN: bundle('IDN', 'IDN.toASCII(process.argv[2])'),
    HttpCookie: bundle('HttpCookie', 'HttpCookie.parse(process.argv[2]).join()'),
    JavaURL: bundle('JavaURL', 'new JavaURL(process.argv[2]).equals(new JavaURL(process.argv[3]))'),
  };

  test.each([
    ['Uri', URI_CODE, [...ENCODER_CODE, ...DECODER_CODE, ...CHARSET_CODE, ...INET_CODE, ...ISA_CODE, ...IDN_CODE]],
    ['URLEncoder', [...ENCODER_CODE, ...CHARSET_CODE], [...URI_CODE, ...DECODER_CODE, ...INET_CODE, ...IDN_CODE]],
    ['URLDecoder', [...DECODER_CODE, ...CHARSET_CODE], [...URI_CODE, ...ENCODER_CODE, ...INET_CODE, ...IDN_CODE]],
    [
      'InetAddress',
      INET_CODE,
      [...URI_CODE, ...URL_CODE, ...ISA_CODE, ...ENCODER_CODE, ...DECODER_CODE, ...CHARSET_CODE, ...IDN_CODE],
    ],
    [
      'InetSocketAddress',
      [...INET_CODE, ...ISA_CODE],
      [...URI_CODE, ...URL_CODE, ...ENCODER_CODE, ...DECODER_CODE, ...CHARSET_CODE, ...IDN_CODE],
    ],
    ['IDN', IDN_CODE, [...URI_CODE, ...ENCODER_CODE, ...DECODER_CODE, ...CHARSET_CODE, ...INET_CODE]],
    ['Uri', URI_CODE, [...COOKIE_CODE, ...MANAGER_CODE]],
    // HttpCookie alone bundles no Uri (CookieManager's code needs it; HttpCookie's does not).
    ['HttpCookie', COOKIE_CODE, [...URI_CODE, ...MANAGER_CODE, ...ENCODER_CODE, ...INET_CODE, ...IDN_CODE]],
    // JavaURL reads its hosts with src/inet's literal grammars, and nothing else of src/inet.
    ['JavaURL', URI_CODE, [...ENCODER_CODE, ...DECODER_CODE, ...INET_CODE, ...ISA_CODE, ...IDN_CODE]],
  ] as const)('only %s: its own code, none of the others', (name, own, others) => {
    for (const s of own) expect(apps[name]).toContain(s);
    for (const s of others) expect(apps[name]).not.toContain(s);
  });

  test.each(['URLEncoder', 'URLDecoder'] as const)('only %s: at most 3,584 bytes minified and gzipped', (name) => {
    expect(gzipSync(apps[name], { level: 9 }).length).toBeLessThanOrEqual(3584);
  });

  test('only InetAddress: at most 4 KiB minified and gzipped', () => {
    expect(gzipSync(apps.InetAddress, { level: 9 }).length).toBeLessThanOrEqual(4096);
  });

  test("only InetSocketAddress: at most 6.5 KiB minified and gzipped (InetAddress's, and the Unicode case tables of its equals and hashCode)", () => {
    expect(gzipSync(apps.InetSocketAddress, { level: 9 }).length).toBeLessThanOrEqual(6656);
  });
});

test('an app that imports the build and uses nothing keeps nothing of it, even without sideEffects: false', () => {
  // Outside the package, where its package.json's "sideEffects": false does not apply: esbuild
  // keeps what it cannot prove free of side effects, statement by statement.
  const dir = mkdtempSync(join(tmpdir(), 'java-uri-bundle-'));
  try {
    const copy = join(dir, 'index.module.mjs');
    copyFileSync(dist, copy);
    const result = buildSync({
      stdin: { contents: `import ${JSON.stringify(copy)};`, resolveDir: dir },
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      logLevel: 'silent',
    });
    expect(result.outputFiles[0]!.text).toBe('');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
