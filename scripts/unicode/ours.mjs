// ours.mjs: java-uri's Unicode functions of src/url/ (chars.ts, case.ts, lowercase.ts, words.ts),
// bundled from the sources by esbuild, for scripts/unicode-tables.mjs and scripts/unicode-check.mjs.
// With `{ tables }` the tables of src/url/unicode.ts are replaced by those given (empty where none is
// given): with no tables, the functions give the engine's answers, which is what the tables correct.
//
//   const ours = await loadOurs();  ours.isLetter(0x41);  ours.tables.LETTERS
//   const engine = await loadOurs({ tables: {} });
//   const code = await bundleOurs();   // the bundle's code, for a browser

import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The names of src/url/unicode.ts's tables. */
export const TABLE_NAMES = ['LETTERS', 'DIGITS', 'UPPER', 'LOWER', 'LOWER_ROOT', 'WORD_CLASSES', 'SIGMA_CASED'];

/** The functions (and the tables they use), loaded from an esbuild bundle of src/url/chars.ts, case.ts, lowercase.ts and words.ts. */
export async function loadOurs(options = {}) {
  const code = await bundleOurs(options);
  return import('data:text/javascript;base64,' + Buffer.from(code).toString('base64'));
}

/** The code of that bundle: an ES module. */
export async function bundleOurs({ tables = null } = {}) {
  const entry = [
    "export { isLetter, isDigit, digit, isWhitespace } from './src/url/chars';",
    "export { toUpperCaseChar, toLowerCaseChar } from './src/url/case';",
    "export * from './src/url/lowercase';",
    "export * from './src/url/words';",
    "export * as tables from './src/url/unicode';",
  ].join('\n');
  const replaced = TABLE_NAMES.map((name) => `export const ${name} = ${JSON.stringify(tables?.[name] ?? [])};`).join(
    '\n',
  );
  const result = await esbuild.build({
    stdin: { contents: entry, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'error',
    plugins: tables
      ? [
          {
            name: 'replaced-tables',
            setup(build) {
              build.onResolve({ filter: /(^|\/)unicode$/ }, () => ({ path: 'unicode', namespace: 'replaced' }));
              build.onLoad({ filter: /.*/, namespace: 'replaced' }, () => ({ contents: replaced, loader: 'js' }));
            },
          },
        ]
      : [],
  });
  return result.outputFiles[0].text;
}
