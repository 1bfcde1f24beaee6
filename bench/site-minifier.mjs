// What users run today for the same job, for `npm run bench:site`: html-minifier-terser with the
// links guide's minifyURLs recipe (java-uri's relativize for each page's URL), only URL minification
// asked for, over every page of SRC, written to OUT (other files copied; no fsync).
//   node bench/site-minifier.mjs SRC OUT BASE
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minify } from 'html-minifier-terser';
import { Uri } from '../dist/index.mjs';

const [src, out, base] = process.argv.slice(2);

/** The links guide's recipe: a minifyURLs function for the page at pageUrl. */
function shortLinks(pageUrl) {
  const page = new Uri(pageUrl).normalize({ rfc3986: true });
  return (link) => {
    const uri = Uri.parse(link);
    if (uri === null || uri.isOpaque()) return link;
    let target;
    try {
      target = page.resolve(uri, { rfc3986: true });
    } catch {
      return link;
    }
    const short = page.relativize(target, { dotSegments: true }).toString();
    return short.length < link.length ? short : link;
  };
}

const files = (await readdir(src, { recursive: true, withFileTypes: true }))
  .filter((e) => e.isFile())
  .map((e) => join(e.parentPath ?? e.path, e.name).slice(src.length + 1));
let failed = 0;
for (const file of files) {
  const bytes = await readFile(join(src, file));
  let written = bytes;
  if (/\.html?$/i.test(file)) {
    const pageUrl = new URL(file.split('/').map(encodeURIComponent).join('/'), base).href;
    try {
      written = await minify(bytes.toString('utf8'), { minifyURLs: shortLinks(pageUrl) });
    } catch {
      failed++;
    }
  }
  await mkdir(join(out, file, '..'), { recursive: true });
  await writeFile(join(out, file), written);
}
process.stdout.write(
  JSON.stringify({ files: files.length, failed, maxRss: process.resourceUsage().maxRSS * 1024 }) + '\n',
);
