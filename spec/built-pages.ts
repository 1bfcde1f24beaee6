// The built pages the site readers' differential specs read: those of the repository's built sites,
// and those of the real builds npm run bench:check-real caches.
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { extname, join } from 'node:path';

/** Where npm run bench:check-real keeps the real builds it made (each in NAME/out). */
const REAL = '/tmp/java-uri-bench-real';

/** The pages (.html, .htm) under `dir`, node_modules skipped, in order; none if `dir` is missing. */
export function pagesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (entry.isFile() && ['.html', '.htm'].includes(extname(entry.name))) found.push(path);
    }
  };
  if (existsSync(dir)) walk(realpathSync(dir));
  return found.sort();
}

/** The pages of the fixtures' builds and of docs/example-site. */
export function repositoryPages(): string[] {
  const root = join(__dirname, '..');
  return [...pagesUnder(join(root, 'fixtures')), ...pagesUnder(join(root, 'docs/example-site'))];
}

/**
 * The real builds cached, by name (`hugo-100`): those of 10 and 100 pages, every one with
 * JAVA_URI_REAL_BUILDS=all (hugo-10000 and mkdocs-1000 are 250 MB each, some minutes).
 */
export function realBuilds(): string[] {
  const every = process.env['JAVA_URI_REAL_BUILDS'] === 'all';
  return existsSync(REAL)
    ? readdirSync(REAL).filter((d) => existsSync(join(REAL, d, 'out')) && (every || /-10{1,2}$/.test(d)))
    : [];
}

/** The pages of real build `name`. */
export function realBuildPages(name: string): string[] {
  return pagesUnder(join(REAL, name, 'out'));
}
