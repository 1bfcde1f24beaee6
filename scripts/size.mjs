// `npm run size`: what an application that imports `Uri` ships. Bundles a one-line app with rollup
// (tree-shaken, from dist/index.module.mjs, the build bundlers use), minifies it with terser and prints its size, raw and gzipped.
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import { minify } from 'terser';

const entry = '\0app';
const app = `import { Uri } from ${JSON.stringify(new URL('../dist/index.module.mjs', import.meta.url).pathname)};
console.log(new Uri(process.argv[2]).getHost());`;
const bundle = await rollup({
  input: entry,
  plugins: [{ name: 'app', resolveId: (id) => (id === entry ? id : null), load: (id) => (id === entry ? app : null) }],
});
const { output } = await bundle.generate({ format: 'es' });
const { code } = await minify(output[0].code, { module: true, compress: { passes: 2 }, mangle: true });
const gzipped = gzipSync(code, { level: 9 }).length;
console.log(
  `app importing Uri: ${code.length} bytes minified, ${gzipped} bytes min+gz (${(gzipped / 1024).toFixed(1)} KiB)`,
);
