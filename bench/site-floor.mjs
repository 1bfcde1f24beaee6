// The least program that does the site rewrite's parsing work, for `npm run bench:site`: every file
// of SRC read and written to OUT (the same bytes; no fsync), each page parsed by parse5 with the
// options java-uri site parses with (source locations, scripting on) and each .css file tokenized by
// @csstools/css-tokenizer, and nothing else: no link is read, decided or rewritten.
//   node bench/site-floor.mjs SRC OUT
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tokenize } from '@csstools/css-tokenizer';
import { parse } from 'parse5';

const [src, out] = process.argv.slice(2);
const files = (await readdir(src, { recursive: true, withFileTypes: true }))
  .filter((e) => e.isFile())
  .map((e) => join(e.parentPath ?? e.path, e.name).slice(src.length + 1));
let sink = 0;
for (const file of files) {
  const bytes = await readFile(join(src, file));
  if (/\.html?$/i.test(file)) {
    sink += parse(bytes.toString('utf8'), { sourceCodeLocationInfo: true, scriptingEnabled: true }).childNodes.length;
  } else if (/\.css$/i.test(file)) {
    sink += tokenize({ css: bytes.toString('utf8') }).length;
  }
  await mkdir(join(out, file, '..'), { recursive: true });
  await writeFile(join(out, file), bytes);
}
process.stdout.write(
  JSON.stringify({ files: files.length, sink, maxRss: process.resourceUsage().maxRSS * 1024 }) + '\n',
);
