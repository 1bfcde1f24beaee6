// `npm run bench:check-ci`: what `java-uri check` costs as a CI user runs it, against the same command
// with --base, on one generated documentation site with seeded defects (scripts/site-gen.mjs, shape docs,
// --defects; 10,000 pages by default, the site at DIR/docs/, for https://example.com/docs/):
//   - with --base: node dist/cli.mjs check DIR/docs --base https://example.com/docs/ --json (the reference);
//   - inferred:    node dist/cli.mjs check DIR/docs --json (the base read from the build: its canonical links);
//   - --sources:   the reference with --sources DIR/src, a Markdown source per page (DIR/src/PAGE.md, its links
//                  written as Markdown links), so that every finding is located in its page's source;
//   - --previous FILE: the same command with --base run by another build of the CLI (an older
//                  dist/cli.mjs, e.g. from a worktree of the last release), to compare with "today's time".
// Each a fresh process, timed whole (wall clock, start-up included); rounds interleaved (the order rotates),
// each time the median of the rounds. The outputs are checked: inferred gives the reference's findings, and
// --sources locates every finding. Writes the "Check as CI runs it" section of bench/RESULTS.md.
//   npm run bench:check-ci [-- --pages N] [--rounds R] [--seed S] [--previous FILE] [--no-write] [--keep]
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'parse5';
import { generateSite } from '../scripts/site-gen.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'dist', 'cli.mjs');
const BASE = 'https://example.com/docs/';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const pages = Number(option('--pages', '10000'));
const rounds = Number(option('--rounds', '3'));
const seed = Number(option('--seed', '1'));
const previous = option('--previous', null);

/** The page files of the generated site (relative, with /). */
function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .filter((f) => f.endsWith('.html'))
    .map((f) => f.split(sep).join('/'))
    .sort();
}

/**
 * Every link of a page as written, as its author would have written it in Markdown (raw HTML for the
 * rest): href and src, srcset candidates, style attributes' url()s; read with scripting off, so that
 * <noscript> content is markup.
 */
function linksOf(html) {
  const found = [];
  const visit = (node) => {
    for (const a of node.attrs ?? []) {
      if (a.name === 'href' || a.name === 'src') found.push(a.value);
      if (a.name === 'srcset') for (const c of a.value.split(',')) found.push(c.trim().split(' ')[0]);
      if (a.name === 'style')
        for (const m of a.value.matchAll(/url\(([^)]*)\)/g)) found.push(m[1].replace(/^["']|["']$/g, ''));
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parse(html, { scriptingEnabled: false }));
  return found;
}

/** A Markdown source per page, its links as Markdown links (as a generator's author writes them). */
function writeSources(site, sources) {
  for (const file of htmlFiles(site)) {
    const links = linksOf(readFileSync(join(site, file), 'utf8'));
    const md = join(sources, file.replace(/\.html$/, '.md'));
    mkdirSync(dirname(md), { recursive: true });
    writeFileSync(md, `# ${file}\n\n` + links.map((l, i) => `- [link ${i + 1}](<${l}>)\n`).join(''));
  }
}

function timed(argv) {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, argv, { encoding: 'utf8', maxBuffer: 1 << 30 });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { seconds, status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The findings of a --json output, comparable: file:line:column problem value. */
function findings(stdout) {
  return stdout
    .split('\n')
    .filter((l) => l !== '' && !l.includes('"kind"'))
    .map((l) => JSON.parse(l));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dir = mkdtempSync(join(tmpdir(), 'java-uri-check-ci-'));
try {
  const site = join(dir, 'docs');
  generateSite(site, { shape: 'docs', pages, seed, defects: true });
  const sources = join(dir, 'src');
  writeSources(site, sources);
  const rows = [
    { name: 'check --base (the reference)', argv: [CLI, 'check', site, '--base', BASE, '--json'] },
    { name: 'check, the base inferred', argv: [CLI, 'check', site, '--json'] },
    { name: 'check --base --sources', argv: [CLI, 'check', site, '--base', BASE, '--json', '--sources', sources] },
  ];
  if (previous !== null)
    rows.push({ name: `check --base, ${previous}`, argv: [previous, 'check', site, '--base', BASE, '--json'] });
  const load = loadavg()[0];
  const times = rows.map(() => []);
  const outputs = [];
  for (let r = 0; r < rounds; r++)
    for (let k = 0; k < rows.length; k++) {
      const i = (k + r) % rows.length;
      const run = timed(rows[i].argv);
      times[i].push(run.seconds);
      outputs[i] = run;
    }
  const loadAfter = loadavg()[0];
  // The outputs: the same findings inferred, and every finding located with --sources.
  const key = (f) => `${f.file}:${f.line}:${f.column} ${f.problem} ${f.value}`;
  const reference = findings(outputs[0].stdout).map(key);
  const inferred = findings(outputs[1].stdout).map(key);
  const located = findings(outputs[2].stdout);
  const problems = [];
  if (JSON.stringify(inferred) !== JSON.stringify(reference)) problems.push('inferred: other findings than --base');
  const unlocated = located.filter((f) => f.source === null).length;
  if (unlocated > 0) problems.push(`--sources: ${unlocated} of ${located.length} findings not located`);
  const told = outputs[1].stderr.split('\n').find((l) => l.includes('inferred from')) ?? '(no base inferred)';
  const ref = median(times[0]);
  const lines = rows.map(
    (row, i) => `| ${row.name} | ${median(times[i]).toFixed(2)} s | ${(median(times[i]) / ref).toFixed(2)} |`,
  );
  const section = [
    '## Check as CI runs it (npm run bench:check-ci)',
    '',
    `${new Date().toISOString().slice(0, 10)}; ${cpus().length} cores as seen by Node, Node.js ${process.version}; load average ${load.toFixed(1)} before the rounds, ${loadAfter.toFixed(1)} after. ${pages.toLocaleString('en-US')} generated documentation pages (scripts/site-gen.mjs, shape docs, seed ${seed}, --defects), ${reference.length.toLocaleString('en-US')} findings; a Markdown source per page for --sources. Each command a fresh process, timed whole; median of ${rounds} interleaved rounds. Inferred: ${told.replace(/^java-uri check: /, '')}. Findings located with --sources: ${located.length - unlocated} of ${located.length}.`,
    '',
    '| command | time | ratio |',
    '| --- | ---: | ---: |',
    ...lines,
    '',
  ].join('\n');
  console.log(section);
  for (const p of problems) console.log(`PROBLEM: ${p}`);
  if (!args.includes('--no-write')) {
    const path = join(ROOT, 'bench', 'RESULTS.md');
    const text = readFileSync(path, 'utf8');
    const at = text.indexOf('## Check as CI runs it');
    const next = at < 0 ? -1 : text.indexOf('\n## ', at + 1);
    const updated =
      at < 0 ? text.trimEnd() + '\n\n' + section : text.slice(0, at) + section + (next < 0 ? '' : text.slice(next + 1));
    writeFileSync(path, updated.trimEnd() + '\n');
  }
  if (problems.length > 0) process.exitCode = 1;
} finally {
  if (!args.includes('--keep')) rmSync(dir, { recursive: true, force: true });
}
