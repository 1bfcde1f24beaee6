// The package as users install it: `npm pack`, the tarball installed into an empty project, and one
// Uri class there however it is loaded (scripts/pack-check.mjs, its `load` and `identity` checks;
// `npm run test:pack` runs all of its checks). Each script line is `ok` or `FAIL` with the reason.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..');

describe('the packed tarball', () => {
  let lines: string[] = [];
  let status: number | null = null;
  beforeAll(() => {
    const run = spawnSync('node', [join(root, 'scripts', 'pack-check.mjs'), 'load', 'identity'], {
      cwd: root,
      encoding: 'utf8',
    });
    lines = run.stdout.split('\n').filter((line) => /^(ok|FAIL) /.test(line));
    status = run.status;
  }, 180_000);

  test.each([
    ['require', 'ok    require: /j2se/a b'],
    ['import', 'ok    import: /j2se/a b'],
    ['import, then require', 'ok    one class: import, then require in the same process: same class'],
    ['require, then import', 'ok    one class: require, then import in the same process: same class'],
    ['a bundle', 'ok    one class: a rollup bundle with import and require: same class, 1 copy in the bundle'],
    ['java-uri/package.json', "ok    require('java-uri/package.json'), as tools read a package's version: java-uri"],
  ])('loads with %s, with one Uri class and one set of exceptions', (_, line) => {
    expect(lines).toContain(line);
  });

  test('passes every check it ran', () => {
    expect(lines.filter((line) => line.startsWith('FAIL'))).toEqual([]);
    expect(lines).toHaveLength(6);
    expect(status).toBe(0);
  });
});
