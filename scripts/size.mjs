// `npm run size`: what an application ships that imports only `Uri`, only `URLEncoder`, only
// `URLDecoder`, only `JavaURL`, only `InetAddress`, only `InetSocketAddress`, only `IDN` or only `HttpCookie` (which
// must bundle no Uri). Each is a one-line app bundled from
// dist/index.module.mjs (the build bundlers use) with esbuild (--bundle --minify --format=esm
// --platform=browser) and with rollup, then terser; sizes are minified bytes and gzip level 9. Then
// what each source module costs in the `Uri` app: esbuild bundles the same app from src/*.ts (the
// dist file is one module), minified but for whitespace so that its `// src/…` comments mark where
// each module's code begins; each module's code is then minified alone, and its cost is what it adds
// to the gzipped bundle, in bundle order (gzip of the bundle up to and including it, less gzip of the
// bundle before it: the costs add up to the total).
//   npm run size [-- --json]   (--json: the figures as JSON, for the spec that checks them)
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { rollup } from 'rollup';
import { minify } from 'terser';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = fileURLToPath(new URL('../dist/index.module.mjs', import.meta.url));

/** The one-line apps, by the export each imports; `from` is where they import it from. */
const apps = (from) => ({
  Uri: `import { Uri } from ${JSON.stringify(from)};\nconsole.log(new Uri(process.argv[2]).getHost());`,
  URLEncoder: `import { URLEncoder } from ${JSON.stringify(from)};\nconsole.log(URLEncoder.encode(process.argv[2]));`,
  URLDecoder: `import { URLDecoder } from ${JSON.stringify(from)};\nconsole.log(URLDecoder.decode(process.argv[2]));`,
  JavaURL: `import { JavaURL } from ${JSON.stringify(from)};\nconsole.log(new JavaURL(process.argv[2]).getHost());`,
  InetAddress: `import { InetAddress } from ${JSON.stringify(from)};\nconsole.log(InetAddress.getByName(process.argv[2]).getHostAddress());`,
  InetSocketAddress: `import { InetSocketAddress } from ${JSON.stringify(from)};\nconsole.log(new InetSocketAddress(process.argv[2], 80).hashCode());`,
  IDN: `import { IDN } from ${JSON.stringify(from)};\nconsole.log(IDN.toASCII(process.argv[2]));`,
  HttpCookie: `import { HttpCookie } from ${JSON.stringify(from)};\nconsole.log(HttpCookie.parse(process.argv[2]).join());`,
});

const gzipped = (code) => gzipSync(code, { level: 9 }).length;

/** The app bundled and minified by esbuild, as `esbuild --bundle --minify --format=esm --platform=browser`. */
async function withEsbuild(app, options = { minify: true }) {
  const result = await esbuild.build({
    stdin: { contents: app, resolveDir: root, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'error',
    ...options,
  });
  return result.outputFiles[0].text;
}

/** The app tree-shaken by rollup, then minified by terser. */
async function withRollup(app) {
  const entry = '\0app';
  const bundle = await rollup({
    input: entry,
    onwarn: (warning) => {
      throw new Error(warning.message);
    },
    plugins: [
      { name: 'app', resolveId: (id) => (id === entry ? id : null), load: (id) => (id === entry ? app : null) },
    ],
  });
  const { output } = await bundle.generate({ format: 'es' });
  const { code } = await minify(output[0].code, { module: true, compress: { passes: 2 }, mangle: true });
  return code;
}

/** Each source module's share of the `Uri` app (see the top of this file): [module, min bytes, gzip bytes]. */
async function costsByModule() {
  const app = apps('./src/index.ts').Uri;
  const code = await withEsbuild(app, { minifySyntax: true, minifyIdentifiers: true });
  const pieces = [];
  for (const piece of code.split(/^(?=\/\/ (?:src\/\S+|<stdin>)\n)/m)) {
    const name = /^\/\/ (\S+)\n/.exec(piece)?.[1];
    if (name === undefined) continue;
    const { code: small } = await esbuild.transform(piece, { minifyWhitespace: true, format: 'esm' });
    pieces.push([name === '<stdin>' ? 'the app' : name, small]);
  }
  const rows = [];
  let before = '';
  for (const [name, small] of pieces) {
    rows.push([name, small.length, gzipped(before + small) - (before === '' ? 0 : gzipped(before))]);
    before += small;
  }
  return { rows, minified: before.length, gzipped: gzipped(before) };
}

/** Strings only the coders' and the charsets' code holds (minifiers keep string literals). */
const CODER_CODE = ['URLEncoder.encode', 'URLDecoder.decode', 'utf_16be'];
/** Strings only JavaURL's code holds. */
const URL_CODE = ['no protocol: ', 'MalformedURLException', 'No email address'];
/** Strings only InetAddress's code holds. */
const INET_CODE = ['Invalid IP address literal', 'UnknownHostException'];
/** Strings only the Uri class's code holds. */
const URI_CODE = ['Expected scheme name', 'Illegal character in'];
/** Strings only IDN's code holds. */
const IDN_CODE = ['Empty label is not a legal name', 'The input starts with the ACE Prefix'];

const figures = {};
for (const [name, app] of Object.entries(apps(dist))) {
  figures[name] = {};
  for (const [bundler, build] of [
    ['esbuild', withEsbuild],
    ['rollup+terser', withRollup],
  ]) {
    const code = await build(app);
    figures[name][bundler] = { minified: code.length, gzipped: gzipped(code) };
    if (name === 'HttpCookie') figures[name][bundler].uriCode = URI_CODE.some((s) => code.includes(s));
    if (name === 'Uri') {
      figures[name][bundler].coderCode = CODER_CODE.some((s) => code.includes(s));
      figures[name][bundler].urlCode = URL_CODE.some((s) => code.includes(s));
      figures[name][bundler].inetCode = INET_CODE.some((s) => code.includes(s));
      figures[name][bundler].idnCode = IDN_CODE.some((s) => code.includes(s));
    }
  }
}
const modules = await costsByModule();

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ figures, modules }));
} else {
  const n = (x) => x.toLocaleString('en-US');
  console.log('An app importing only…   bundler          minified   min+gz');
  for (const [name, byBundler] of Object.entries(figures)) {
    for (const [bundler, { minified, gzipped: gz, coderCode, urlCode, inetCode, idnCode, uriCode }] of Object.entries(
      byBundler,
    )) {
      const note =
        uriCode !== undefined
          ? `  (${uriCode ? 'with' : 'no'} Uri code)`
          : coderCode === undefined
            ? ''
            : `  (${coderCode ? 'with' : 'no'} coder or charset code, ${urlCode ? 'with' : 'no'} JavaURL code, ${inetCode ? 'with' : 'no'} InetAddress code, ${idnCode ? 'with' : 'no'} IDN code)`;
      console.log(`${name.padEnd(25)}${bundler.padEnd(15)}${n(minified).padStart(10)}${n(gz).padStart(9)} B${note}`);
    }
  }
  console.log(
    '\nWhat each source module costs in the app importing only Uri (esbuild from src/, see scripts/size.mjs):',
  );
  console.log('module                    minified   min+gz (added to the bundle, in bundle order)');
  for (const [name, minified, gz] of [...modules.rows].sort((a, b) => b[2] - a[2])) {
    console.log(`${name.padEnd(25)}${n(minified).padStart(9)}${n(gz).padStart(9)} B`);
  }
  console.log(`${'total'.padEnd(25)}${n(modules.minified).padStart(9)}${n(modules.gzipped).padStart(9)} B`);
}
