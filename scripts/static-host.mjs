// How a static host answers a path, for the browser judges of `java-uri site` (scripts/site-test.mjs,
// scripts/generators-test.mjs): the one rule that `site` and `check` follow too.
import { statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const isFile = (p) => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
};

export const isDir = (p) => {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
};

/**
 * The file a static host serves for site path `rel` (percent-decoded, no leading /) in `dir`, as GitHub
 * Pages, Netlify, Vercel and Cloudflare Pages answer it: x, else a folder's index.html (a redirect to x/
 * when the path lacks it), else x.html. {file} | {redirect: true} | null (nothing, or a path that leaves dir).
 */
export function hostFile(dir, rel) {
  const file = join(dir, ...rel.split('/'));
  if (relative(dir, file).startsWith('..')) return null;
  if (isFile(file)) return { file };
  if (isDir(file) && isFile(join(file, 'index.html')))
    return rel === '' || rel.endsWith('/') ? { file: join(file, 'index.html') } : { redirect: true };
  if (!rel.endsWith('/') && isFile(file + '.html')) return { file: file + '.html' };
  return null;
}
