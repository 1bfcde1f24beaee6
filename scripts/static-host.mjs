// How a static host answers a path, for the browser judges of `java-uri site` (scripts/site-test.mjs,
// scripts/generators-test.mjs): the one rule that `site` and `check` follow too.
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative } from 'node:path';

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

/** The content types the servers give, by extension (others: application/octet-stream). */
export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
};

/**
 * A static server of `dir` at `mount` (on 127.0.0.1, a free port) answering as hostFile says: a
 * missing path gets the root 404.html, if any, with status 404. {server, origin, prefix}.
 */
export async function serveSite(dir, mount) {
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    const notFound = () => {
      const page = join(dir, '404.html');
      if (isFile(page)) res.writeHead(404, { 'content-type': TYPES['.html'] }).end(readFileSync(page));
      else res.writeHead(404).end();
    };
    if (!path.startsWith(mount)) return notFound();
    let rel;
    try {
      rel = decodeURIComponent(path.slice(mount.length));
    } catch {
      return res.writeHead(400).end();
    }
    const found = hostFile(dir, rel);
    if (found === null) return notFound();
    if (found.redirect) return res.writeHead(301, { location: path + '/' }).end();
    const type = TYPES[extname(found.file).toLowerCase()] ?? 'application/octet-stream';
    res.writeHead(200, { 'content-type': type }).end(readFileSync(found.file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return { server, origin, prefix: origin + mount };
}
