import { chmodSync } from 'node:fs';
import typescript from '@rollup/plugin-typescript';
import { dts } from 'rollup-plugin-dts';

// One Uri class however the package is loaded. Node gets the CommonJS build for `require` and, for
// `import`, index.mjs, which only re-exports it: both share one module instance. Bundlers and
// browsers get index.module.mjs (the "module" condition, which bundlers apply to `require` and
// `import` alike), so a bundle holds one copy too and can tree-shake it.

/** An output file that re-exports everything from `from`: the ESM face of the CommonJS build. */
const reExport = (fileName, from) => ({
  name: 're-export',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName, source: `export * from ${JSON.stringify(from)};\n` });
  },
});

/** Sets the execute bits of the written file, so that `npx java-uri` runs it in a clone too. */
const executable = () => ({
  name: 'executable',
  writeBundle: ({ file }) => chmodSync(file, 0o755),
});

const typescriptPlugin = () =>
  typescript({ tsconfig: './tsconfig.json', include: ['src/**/*.ts'], declaration: false });

export default [
  {
    input: 'src/index.ts',
    output: [
      { file: 'dist/index.module.mjs', format: 'es' },
      { file: 'dist/index.cjs', format: 'cjs', plugins: [reExport('index.mjs', './index.cjs')] },
    ],
    plugins: [typescriptPlugin()],
  },
  {
    input: 'src/cli/main.ts',
    output: { file: 'dist/cli.mjs', format: 'es', banner: '#!/usr/bin/env node' },
    external: [/^node:/],
    plugins: [typescriptPlugin(), executable()],
  },
  {
    input: 'src/index.ts',
    output: { file: 'dist/index.d.cts', format: 'es', plugins: [reExport('index.d.mts', './index.cjs')] },
    plugins: [dts()],
  },
];
