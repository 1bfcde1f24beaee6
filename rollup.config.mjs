import { chmodSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import typescript from '@rollup/plugin-typescript';
import { dts } from 'rollup-plugin-dts';

// One Uri class however the package is loaded. Node gets the CommonJS build for `require` and, for
// `import`, index.mjs, which only re-exports it: both share one module instance. Bundlers and
// browsers get index.module.mjs (the "module" condition, which bundlers apply to `require` and
// `import` alike), so a bundle holds one copy too and can tree-shake it.

/** An output file that re-exports everything from `from`: the types of the ESM face. */
const reExport = (fileName, from) => ({
  name: 're-export',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName, source: `export * from ${JSON.stringify(from)};\n` });
  },
});

/**
 * index.mjs, the ESM face of the CommonJS build: it requires the build and exports each of its
 * exports by name. Not `export *` from it: Node would then scan the whole build (cjs-module-lexer,
 * 20 ms of each start-up) to find the names, which are known here.
 */
const esmFace = (fileName, from) => ({
  name: 'esm-face',
  generateBundle(_options, bundle) {
    const names = bundle[from].exports;
    const source =
      `import { createRequire } from 'node:module';\n\n` +
      `const core = createRequire(import.meta.url)(${JSON.stringify('./' + from)});\n` +
      `export const { ${names.join(', ')} } = core;\n`;
    this.emitFile({ type: 'asset', fileName, source });
  },
});

/**
 * Every character beyond ASCII in a built file written as an escape (`\u2192`): a file with none is
 * a one-byte string to Node and V8, which read a two-byte one slower. Measured on site-index.mjs
 * (540 KB, with 164 such characters, most in comments): decoding it took 2.5 ms, not 0.4, and
 * compiling it 13.3 ms, not 11.5. An escape means the same character in a string, template, regular
 * expression or identifier as the character (only a template's raw text, which no code here reads,
 * differs), and is text in a comment. A character beyond U+FFFF becomes its two surrogates' escapes.
 * A backslash before such a character (`\é` in a string is `é`) is dropped with it.
 */
export function asciiOnly(code) {
  let out = '';
  let from = 0;
  for (let i = 0; i < code.length; i++) {
    const c = code.charCodeAt(i);
    if (c < 0x80) continue;
    // A character escaped by a backslash (`\→`, the character itself in a string) loses the backslash.
    let backslashes = 0;
    while (code.charCodeAt(i - 1 - backslashes) === 0x5c) backslashes++;
    out += code.slice(from, i - (backslashes % 2)) + '\\u' + c.toString(16).padStart(4, '0');
    from = i + 1;
  }
  return from === 0 ? code : out + code.slice(from);
}

/** asciiOnly as an output plugin, for each chunk written. */
const ascii = () => ({ name: 'ascii-only', renderChunk: (code) => ({ code: asciiOnly(code), map: null }) });

/** Sets the execute bits of the entry written (dist/cli.mjs), so that `npx java-uri` runs it in a clone too. */
const executable = () => ({
  name: 'executable',
  writeBundle: ({ dir }, bundle) => {
    for (const chunk of Object.values(bundle)) if (chunk.isEntry) chmodSync(join(dir, chunk.fileName), 0o755);
  },
});

const typescriptPlugin = () =>
  typescript({
    tsconfig: './tsconfig.json',
    include: ['src/**/*.ts'],
    declaration: false,
    // Whole-program emit, so that each use of a const enum (chars.ts's CharClass) is its number.
    isolatedModules: false,
    preserveConstEnums: false,
  });

// The site rewriter (java-uri/site, ES module only) imports the one core through the package's own
// name, so that Node and bundlers give it the Uri class the application has; its parsers (parse5 and
// the entities it decodes with; for check, fast-xml-parser for sitemaps and, in a chunk loaded only
// by --sources, markdown-it) are bundled into it, with their licences in dist/site.LICENSES.txt:
// installing java-uri installs no dependency, and they need Node 20.19. CSS is read by a scan of its
// own (src/site/css-scan.ts); @csstools/css-tokenizer, the path its tests hold it to
// (src/site/css-tokens.ts, which nothing bundled imports), is not bundled.

/**
 * Imports of the public face (src/index.ts; from src/cli/, also of src/cookie, which it exports) from
 * `folder` become imports of the package `java-uri`.
 */
const coreAsPackage = (folder = 'site') => ({
  name: 'core-as-package',
  resolveId(source, importer) {
    if (importer === undefined || !importer.includes(`/src/${folder}/`)) return null;
    const target = resolve(dirname(importer), source);
    const core = target === resolve('src/index') || (folder === 'cli' && target === resolve('src/cookie'));
    return core ? { id: 'java-uri', external: true } : null;
  },
});

/** Writes the licence of each package bundled into the chunk (found from its modules' paths) to dist/site.LICENSES.txt. */
const licences = () => ({
  name: 'licences',
  generateBundle(_options, bundle) {
    // undici is bundled by undiciChunk, beside rollup's modules.
    const packages = new Set([join(process.cwd(), 'node_modules/undici')]);
    for (const chunk of Object.values(bundle)) {
      for (const id of Object.keys(chunk.modules ?? {})) {
        const at = id.lastIndexOf('/node_modules/');
        if (at < 0) continue;
        const rest = id.slice(at + 14).split('/');
        packages.add(id.slice(0, at + 14) + rest.slice(0, rest[0].startsWith('@') ? 2 : 1).join('/'));
      }
    }
    const texts = [...packages].sort().map((dir) => {
      const { name, version, license } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      const file = readdirSync(dir).find((f) => /^licen[cs]e/i.test(f));
      // A package that ships no licence file (@nodable/entities) is named with the licence its package.json gives.
      const text =
        file === undefined
          ? `(the package ships no licence file; its package.json says ${license})`
          : readFileSync(join(dir, file), 'utf8').trim();
      return `${name} ${version} (${license})\n\n${text}\n`;
    });
    const source = `dist/site.mjs bundles these packages, under their licences:\n\n${texts.join('\n---\n\n')}`;
    this.emitFile({ type: 'asset', fileName: 'site.LICENSES.txt', source });
  },
});

/**
 * dist/site-undici.mjs: undici (the HTTP client under Node's fetch, as a package: its request and
 * its EnvHttpProxyAgent, which Node 20 does not expose), for check --external, loaded only by it.
 * Built by esbuild, which keeps the lazy requires of undici's CommonJS modules lazy (rollup's
 * CommonJS conversion hoists them, and the bundle it makes cannot tunnel through a proxy).
 */
const undiciChunk = () => ({
  name: 'undici-chunk',
  async generateBundle() {
    const { build } = await import('esbuild');
    const result = await build({
      stdin: { contents: "export { request, EnvHttpProxyAgent } from 'undici';", resolveDir: process.cwd() },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      minify: true,
      legalComments: 'eof',
      write: false,
      banner: {
        js:
          '// undici (MIT, https://github.com/nodejs/undici), bundled for java-uri check --external: licence in site.LICENSES.txt\n' +
          "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
    });
    this.emitFile({ type: 'asset', fileName: 'site-undici.mjs', source: asciiOnly(result.outputFiles[0].text) });
  },
});

/** The generators' plugins, by entry name (dist/NAME.mjs, the package's ./NAME). */
const PLUGINS = Object.fromEntries(
  ['astro', 'vitepress', 'eleventy', 'docusaurus'].map((name) => [name, `src/plugins/${name}.ts`]),
);

export default [
  {
    input: 'src/index.ts',
    output: [
      { file: 'dist/index.module.mjs', format: 'es', plugins: [ascii()] },
      { file: 'dist/index.cjs', format: 'cjs', plugins: [ascii(), esmFace('index.mjs', 'index.cjs')] },
    ],
    plugins: [typescriptPlugin()],
  },
  // The command line imports the core through the package's own name, as java-uri/site does: one
  // copy of it in a process that checks a site, and no module that Node must scan for its exports.
  // dist/cli.mjs (src/cli/bin.ts) turns Node's compile cache on, then imports the command line
  // (dist/cli-main.mjs), so that all of it is compiled with the cache.
  {
    input: { cli: 'src/cli/bin.ts' },
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: '[name].mjs',
      chunkFileNames: 'cli-[name].mjs',
      banner: (chunk) => (chunk.isEntry ? '#!/usr/bin/env node' : ''),
      plugins: [ascii()],
    },
    external: [/^node:/, 'java-uri/site/walk'],
    plugins: [coreAsPackage('cli'), typescriptPlugin(), executable()],
  },
  {
    input: 'src/index.ts',
    output: { file: 'dist/index.d.cts', format: 'es', plugins: [reExport('index.d.mts', './index.cjs')] },
    plugins: [dts()],
  },
  {
    // site-worker: the walk's worker thread (src/site/pool.ts starts it from beside site-walk.mjs).
    input: { site: 'src/site/index.ts', 'site-walk': 'src/site/walk.ts', 'site-worker': 'src/site/worker.ts' },
    output: {
      dir: 'dist',
      chunkFileNames: 'site-[name].mjs',
      format: 'es',
      entryFileNames: '[name].mjs',
      banner: (chunk) =>
        chunk.name === 'site' ? '// java-uri/site. Bundled: parse5, entities (licences: site.LICENSES.txt)' : '',
      plugins: [ascii(), licences()],
      paths: { undici: './site-undici.mjs' },
    },
    external: [/^node:/, 'undici'],
    plugins: [coreAsPackage(), nodeResolve(), typescriptPlugin(), undiciChunk()],
  },
  {
    input: { site: 'src/site/index.ts', 'site-walk': 'src/site/walk.ts' },
    output: { dir: 'dist', format: 'es', entryFileNames: '[name].d.mts', chunkFileNames: 'site-types.d.mts' },
    external: [/^node:/],
    plugins: [coreAsPackage(), dts()],
  },
  // The generators' plugins (java-uri/astro, java-uri/vitepress, java-uri/eleventy,
  // java-uri/docusaurus), ES modules only: each an entry, sharing one small chunk, that imports the
  // walk through the package's own name (external), as the command line does.
  {
    input: PLUGINS,
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: '[name].mjs',
      chunkFileNames: 'plugins-core.mjs',
      plugins: [ascii()],
    },
    external: [/^node:/, 'java-uri/site/walk'],
    plugins: [typescriptPlugin()],
  },
  {
    input: PLUGINS,
    output: { dir: 'dist', format: 'es', entryFileNames: '[name].d.mts', chunkFileNames: 'plugins-types.d.mts' },
    external: [/^node:/, 'java-uri/site/walk'],
    plugins: [dts()],
  },
];
