// ours.mjs: java-uri's Unicode functions of src/url/ (chars.ts, case.ts), bundled from the sources by
// esbuild, for scripts/unicode-tables.mjs and scripts/unicode-check.mjs. With `{ engineOnly: true }`
// the tables of src/url/unicode.ts are replaced by empty ones: the functions then give the engine's
// answers, which is what the tables correct.
//
//   const ours = await loadOurs();  ours.isLetter(0x41);  ours.tables.LETTERS

import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The names of src/url/unicode.ts's tables. */
export const TABLE_NAMES = ['LETTERS', 'DIGITS', 'UPPER', 'LOWER', 'LOWER_ROOT'];

/** The functions (and the tables they use), loaded from an esbuild bundle of src/url/chars.ts and case.ts. */
export async function loadOurs({ engineOnly = false } = {}) {
  const entry = [
    "export { isLetter, isDigit, digit, isWhitespace } from './src/url/chars';",
    "export { toUpperCaseChar, toLowerCaseChar, toLowerCaseRoot } from './src/url/case';",
    "export * as tables from './src/url/unicode';",
  ].join('\n');
  const empty = TABLE_NAMES.map((name) => `export const ${name} = [];`).join('\n');
  const result = await esbuild.build({
    stdin: { contents: entry, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'error',
    plugins: engineOnly
      ? [
          {
            name: 'empty-tables',
            setup(build) {
              build.onResolve({ filter: /(^|\/)unicode$/ }, () => ({ path: 'unicode', namespace: 'empty' }));
              build.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: empty, loader: 'js' }));
            },
          },
        ]
      : [],
  });
  const code = result.outputFiles[0].text;
  return import('data:text/javascript;base64,' + Buffer.from(code).toString('base64'));
}
