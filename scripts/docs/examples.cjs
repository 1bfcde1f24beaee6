'use strict';
// The code examples of the README and the guides (docs/*.md), for spec/docs.spec.ts (which runs
// them against dist/) and scripts/docs-check.mjs (which asks the JDK the same questions).
// The convention the documents follow:
//   ```ts / ```js blocks: a line `EXPR; // → VALUE` states that EXPR gives VALUE (a JavaScript
//     literal); a line `EXPR; // throws NAME` or `EXPR; // throws NAME: MESSAGE` states that EXPR throws
//     an error of that name (and that exact message). Each block runs on its own, as a module.
//   ```sh blocks: a line `$ COMMAND` is run by bash (`java-uri` and `npx java-uri` are the built
//     dist/cli.mjs), and the lines after it, up to the next `$ ` line, are its standard output.
//     Lines without `$ ` are set-up commands (npm), which the tests do not run.
//   ```javascript blocks are configuration files for other tools (generators' hooks): not run here;
//     the plugins they show run in real builds of the generators' fixtures (npm run test:generators).
const { readFileSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

const ROOT = join(__dirname, '..', '..');

/** The documents with examples: README.md and every docs/*.md, as paths from the repository's root. */
function documents() {
  const guides = readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort();
  return ['README.md', ...guides.map((f) => `docs/${f}`)];
}

/** The fenced code blocks of a document: its language, the 1-based line of its first code line, its lines. */
function codeBlocks(file) {
  const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\w*)\s*$/.exec(lines[i]);
    if (!open) continue;
    const end = lines.indexOf('```', i + 1);
    if (end < 0) throw new Error(`${file}:${i + 1}: a code block without its end`);
    blocks.push({ file, lang: open[1], line: i + 2, lines: lines.slice(i + 1, end) });
    i = end;
  }
  return blocks;
}

const RESULT = /^(\s*)(.+?);\s*\/\/ → (.+)$/;
const THROWS = /^(\s*)(.+?);\s*\/\/ throws (\w+)(?:: (.+))?$/;

/**
 * The statements of a ts/js block that state a result: { line, expr, value } or { line, expr, error,
 * message } (message undefined when not stated). A line that mentions `// →` or `// throws` in another
 * shape is an error, so a misspelt statement cannot go unchecked.
 */
function statedResults(block) {
  const out = [];
  block.lines.forEach((text, k) => {
    const line = block.line + k;
    const r = RESULT.exec(text);
    const t = r ? null : THROWS.exec(text);
    if (r) out.push({ line, indent: r[1], expr: r[2], value: r[3] });
    else if (t) out.push({ line, indent: t[1], expr: t[2], error: t[3], message: t[4] });
    else if (/\/\/ (→|throws)/.test(text))
      throw new Error(`${block.file}:${line}: a stated result not in the convention`);
  });
  return out;
}

/** The `$ ` commands of a sh block, each with the standard output stated after it. */
function commands(block) {
  const out = [];
  block.lines.forEach((text, k) => {
    if (text.startsWith('$ ')) out.push({ line: block.line + k, command: text.slice(2), output: [] });
    else if (out.length > 0) out[out.length - 1].output.push(text);
  });
  return out;
}

module.exports = { ROOT, documents, codeBlocks, statedResults, commands };
