// Every code example of the README and the guides (docs/*.md), run against the built package
// (dist/), with every result it states checked: the convention is scripts/docs/examples.cjs's
// (`EXPR; // → VALUE`, `EXPR; // throws NAME: MESSAGE`, and `$ COMMAND` lines in sh blocks followed
// by their output). The stated values that are the JDK's answers are checked against the JDK by
// scripts/docs-check.mjs (npm run check:docs); here they are checked against the library.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import ts from 'typescript';
import {
  Block,
  codeBlocks,
  commands,
  documents,
  ROOT,
  StatedResult,
  statedResults,
} from '../scripts/docs/examples.cjs';

const DIST = join(ROOT, 'dist', 'index.cjs');
const CLI = join(ROOT, 'dist', 'cli.mjs');

const blocks = documents().flatMap(codeBlocks);
const label = (b: Block) => `${b.file}:${b.line}`;
const codeOf = (lang: string) => blocks.filter((b) => b.lang === lang);

/** The block's source with each stated result turned into a call that records what the line gives. */
function instrumented(block: Block, results: StatedResult[]): string {
  const lines = [...block.lines];
  for (const r of results) {
    const k = r.line - block.line;
    lines[k] =
      r.value !== undefined
        ? `${r.indent}__result(${r.line}, () => (${r.expr}));`
        : `${r.indent}__throws(${r.line}, () => { ${r.expr}; });`;
  }
  return lines.join('\n');
}

type Outcome = { value: unknown } | { error: unknown } | { noError: unknown };

/** Runs a ts/js block as a module of its own (`java-uri` is dist/), returning what each stated line gave. */
async function run(block: Block, results: StatedResult[]): Promise<Map<number, Outcome>> {
  const js = ts.transpileModule(instrumented(block, results), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    reportDiagnostics: false,
  }).outputText;
  const seen = new Map<number, Outcome>();
  const __result = (line: number, f: () => unknown) => seen.set(line, { value: f() });
  const __throws = (line: number, f: () => unknown) => {
    try {
      seen.set(line, { noError: f() });
    } catch (error) {
      seen.set(line, { error });
    }
  };
  const load = (name: string): unknown => require(name === 'java-uri' ? DIST : name); // eslint-disable-line @typescript-eslint/no-require-imports
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
  await new AsyncFunction('require', 'exports', 'module', '__result', '__throws', js)(
    load,
    {},
    { exports: {} },
    __result,
    __throws,
  );
  return seen;
}

describe.each(
  codeOf('ts')
    .concat(codeOf('js'))
    .map((b) => [label(b), b] as const),
)('%s', (_, block) => {
  const results = statedResults(block);
  let seen: Map<number, Outcome>;
  beforeAll(async () => {
    seen = await run(block, results);
  });

  test('states at least one result', () => {
    expect(results.length).toBeGreaterThan(0);
  });

  test.each(results.map((r) => [`line ${r.line}: ${r.expr}`, r] as const))('%s', (_, r) => {
    const outcome = seen.get(r.line);
    expect(outcome).toBeDefined(); // the line ran
    if (r.value !== undefined) {
      const expected: unknown = new Function(`return (${r.value});`)();
      expect(outcome).toEqual({ value: expected });
    } else {
      expect(outcome).toHaveProperty('error');
      const error = (outcome as { error: Error }).error;
      expect(error.name).toBe(r.error);
      if (r.message !== undefined) expect(error.message).toBe(r.message);
    }
  });
});

describe.each(codeOf('sh').map((b) => [label(b), b] as const))('%s', (_, block) => {
  const runs = commands(block);
  const setUp = runs.length === 0 ? block.lines.filter((l) => l.trim() !== '') : [];

  if (runs.length === 0) {
    // Set-up commands: npm itself is not run here (.ci/run runs `npm ci` and `npm test` on a clean
    // clone), but what follows `npm ci &&` on the built tree is.
    test.each(setUp.map((l) => [l] as const))('%s', (line) => {
      expect(line).toMatch(/^npm (ci|install|pack)\b/);
      const after = /^npm ci && (node dist\/cli\.mjs .*)$/.exec(line);
      if (after) expect(spawnSync('bash', ['-c', after[1]], { cwd: ROOT, encoding: 'utf8' }).status).toBe(0);
    });
    return;
  }

  test.each(runs.map((r) => [`line ${r.line}: ${r.command}`, r] as const))('%s', (_, r) => {
    const prelude = `java-uri() { node ${JSON.stringify(CLI)} "$@"; }; npx() { "$@"; };`;
    const out = spawnSync('bash', ['-c', `${prelude}\n${r.command}`], { cwd: ROOT, encoding: 'utf8' });
    expect(out.stdout).toBe(r.output.map((l) => l + '\n').join(''));
  });
});

test('every document has its examples found', () => {
  expect(documents()).toEqual(expect.arrayContaining(['README.md', 'docs/porting.md', 'docs/cli.md']));
  expect(codeOf('ts').length).toBeGreaterThan(10);
  expect(codeOf('sh').length).toBeGreaterThan(4);
});
