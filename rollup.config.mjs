import typescript from '@rollup/plugin-typescript';
import { dts } from 'rollup-plugin-dts';

export default [
  {
    input: 'src/index.ts',
    output: [
      { file: 'dist/index.mjs', format: 'es' },
      { file: 'dist/index.cjs', format: 'cjs' },
    ],
    plugins: [typescript({ tsconfig: './tsconfig.json', include: ['src/**/*.ts'], declaration: false })],
  },
  {
    input: 'src/cli/main.ts',
    output: { file: 'dist/cli.mjs', format: 'es', banner: '#!/usr/bin/env node' },
    external: [/^node:/],
    plugins: [typescript({ tsconfig: './tsconfig.json', include: ['src/**/*.ts'], declaration: false })],
  },
  {
    input: 'src/index.ts',
    output: { file: 'dist/index.d.ts', format: 'es' },
    plugins: [dts()],
  },
];
