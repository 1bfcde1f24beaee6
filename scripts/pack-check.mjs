// `npm run test:pack`: the package as users get it. Packs it with `npm pack`, installs the tarball
// into an empty project in a temporary directory, and checks there that `require`, `import`, a
// strict TypeScript consumer (moduleResolution nodenext and bundler) and `npx java-uri` all work.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const tsc = join(root, 'node_modules', '.bin', 'tsc');
const dir = mkdtempSync(join(tmpdir(), 'java-uri-pack-'));
const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { cwd: dir, encoding: 'utf8', ...opts });
let failed = 0;
const check = (what, f) => {
  try {
    const detail = f();
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

try {
  const [{ filename, size, entryCount }] = JSON.parse(
    run('npm', ['pack', '--json', '--pack-destination', dir], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }),
  );
  console.log(`packed ${filename}: ${entryCount} files, ${size} bytes`);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
  run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', join(dir, filename)], { stdio: 'ignore' });

  const use = `new Uri('http://java.sun.com/j2se/1.3/').resolve('../a b'.replace(' ', '%20')).getPath()`;
  check('require', () =>
    expectOutput(run('node', ['-e', `const { Uri } = require('java-uri'); console.log(${use});`]), '/j2se/a b'),
  );
  writeFileSync(join(dir, 'esm.mjs'), `import { Uri } from 'java-uri';\nconsole.log(${use});\n`);
  check('import', () => expectOutput(run('node', ['esm.mjs']), '/j2se/a b'));

  writeFileSync(
    join(dir, 'consumer.ts'),
    [
      "import { Uri, URISyntaxException, type RelativizeOptions } from 'java-uri';",
      'const options: RelativizeOptions = { dotSegments: true };',
      "const base: Uri = new Uri('http://h/a/b.html');",
      'const host: string | null = base.getHost();',
      'const port: number = base.getPort();',
      "const link: string = base.relativize(new Uri('http://h/c/d.png'), options).toString();",
      'try {',
      "  new Uri('a b');",
      '} catch (e) {',
      '  if (e instanceof URISyntaxException) console.log(e.getIndex(), host, port, link);',
      '}',
      '',
    ].join('\n'),
  );
  for (const [moduleKind, resolution] of [
    ['nodenext', 'nodenext'],
    ['esnext', 'bundler'],
  ]) {
    check(`tsc --strict, moduleResolution ${resolution}`, () => {
      run(tsc, [
        '--strict',
        '--noEmit',
        '--target',
        'es2022',
        '--module',
        moduleKind,
        '--moduleResolution',
        resolution,
        'consumer.ts',
      ]);
      return 'no errors';
    });
  }
  check('npx java-uri parse', () => {
    const out = run('npx', ['--no-install', 'java-uri', 'parse', 'http://java.sun.com/j2se/1.3/']);
    if (!out.includes('host                  java.sun.com')) throw new Error(out);
    return out.split('\n')[4].trim();
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (failed > 0) process.exitCode = 1;
