// Seeded defects and traps for `java-uri check` and the tools it is measured against, written into a
// generated site (scripts/site-gen.mjs, shape docs with `defects`) under checks/ and img/, media/:
// one group per `checks/p-N.html`, each holding one instance of every kind below, the truth of each
// known by construction and recorded in the manifest that seedDefects returns.
//
// Defects (a checker must report them):
//   missing-file      a removed page; a renamed page (the old name); a folder with no index.html; a
//                     missing srcset candidate (the second); a CSS url() in a style attribute; a link
//                     inside <noscript> (read as without scripts); a percent-encoded path that names no file
//   missing-fragment  a removed id; an id that differs only in case; a percent-encoded id that no element
//                     has; an id inside <template> (its content is no part of the document); an id
//                     missing from an SVG file
// Traps (a checker must not report them): #top, #TOP and # on a page with no such id; a
// percent-encoded non-ASCII id that exists, and the same id as written; an id of an SVG element inside
// the page; <a name>; an id inside <noscript>; a fragment directive after an existing id and alone;
// `x` served as x.html; a folder with index.html; a percent-encoded path that exists; an SVG file's
// id; media (#t=) and PDF (#page=) fragments; srcset candidates that all exist; CSS url() in <style>.
//
// Each entry: { file, line, column, where, value, target, problem } (problem null for a trap), where
// line and column are those of the attribute (of the candidate in srcset, of url( in CSS), 1-based,
// and target is the absolute URL the browser resolves value to.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Writes a file, making its folder. */
function put(root, path, content) {
  const file = join(root, ...path.split('/'));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/**
 * Writes `groups` groups of defects and traps into `dir` (the site at `base`), each link written in
 * a form picked by `rng` (absolute, root-relative or page-relative).
 * @returns {{ file: string, line: number, column: number, where: string, value: string, target: string, problem: string | null }[]}
 */
export function seedDefects(dir, rng, base, groups) {
  const entries = [];
  const basePath = new URL(base).pathname;
  for (let n = 1; n <= groups; n++) {
    const page = `checks/p-${n}.html`;
    const pageUrl = new URL(page, base);
    /** `to` (a path below the base, with any query or fragment) as the page links it. */
    const ref = (to) => {
      const form = rng.pick(['absolute', 'root', 'relative', 'relative']);
      if (form === 'absolute') return base + to;
      if (form === 'root') return basePath + to;
      return to.startsWith('checks/') ? to.slice('checks/'.length) : '../' + to;
    };
    // The files the links lead to.
    put(dir, `checks/t-${n}.html`, targetPage(n));
    put(dir, `checks/renamed-${n}-new.html`, `<!DOCTYPE html><title>renamed ${n}</title><h1>Renamed</h1>\n`);
    put(dir, `checks/plain-${n}.html`, `<!DOCTYPE html><title>plain ${n}</title><h1>Plain</h1>\n`);
    put(dir, `checks/a b-${n}.html`, `<!DOCTYPE html><title>space ${n}</title><h1>Space</h1>\n`);
    put(dir, `checks/dir-${n}/index.html`, `<!DOCTYPE html><title>dir ${n}</title><h1>Dir</h1>\n`);
    put(dir, `checks/empty-${n}/data.txt`, 'no index here\n');
    put(
      dir,
      `img/icons-${n}.svg`,
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><symbol id="home-${n}"><rect width="10" height="10"/></symbol><use href="#home-${n}"/></svg>\n`,
    );
    put(dir, `img/pic-${n}.png`, PNG);
    put(dir, `img/pic-${n}@2x.png`, PNG);
    put(dir, `media/clip-${n}.mp4`, new Uint8Array(16));
    put(dir, `media/doc-${n}.pdf`, '%PDF-1.4\n%%EOF\n');

    const lines = [
      '<!DOCTYPE html>',
      '<html lang="en">',
      '<head>',
      '<meta charset="utf-8">',
      `<title>checks ${n}</title>`,
      `<style>.hero { background: url(${ref(`img/pic-${n}.png`)}) }</style>`,
      '</head>',
      '<body>',
      `<h1>Checks ${n}</h1>`,
      `<div style="height: 3000px"></div>`,
    ];
    /** A line `<tag ATTR="value">text</tag>`, recorded with the attribute's column. */
    const link = (to, problem, { tag = 'a', attr = 'href', where = `${tag} ${attr}`, value = ref(to) } = {}) => {
      const before = `<${tag} `;
      const line = `${before}${attr}="${escape(value)}">${tag === 'a' ? 'link' : ''}</${tag}>`;
      lines.push(tag === 'a' ? `<p>${line}</p>` : line);
      const column = (tag === 'a' ? 3 : 0) + before.length + 1;
      entries.push(entry(page, lines.length, column, where, value, pageUrl, problem));
    };
    // Defects: missing files.
    link(`checks/gone-${n}.html`, 'missing-file');
    link(`checks/renamed-${n}-old.html`, 'missing-file');
    link(`checks/empty-${n}/`, 'missing-file');
    link(`checks/a%20c-${n}.html`, 'missing-file');
    // Defects: missing fragments.
    link(`checks/t-${n}.html#removed-${n}`, 'missing-fragment');
    link(`checks/t-${n}.html#Case-${n}`, 'missing-fragment');
    link(`checks/t-${n}.html#caf%C3%A9-gone-${n}`, 'missing-fragment');
    link(`checks/t-${n}.html#tpl-${n}`, 'missing-fragment');
    link(`img/icons-${n}.svg#gone-${n}`, 'missing-fragment');
    // Traps: all exist.
    link(`checks/p-${n}.html#top`, null, { value: '#top' });
    link(`checks/p-${n}.html#TOP`, null, { value: '#TOP' });
    link(`checks/p-${n}.html#`, null, { value: '#' });
    link(`checks/t-${n}.html#top`, null);
    link(`checks/t-${n}.html#caf%C3%A9-${n}`, null);
    link(`checks/t-${n}.html#café-${n}`, null);
    link(`checks/t-${n}.html#svg-${n}`, null);
    link(`checks/t-${n}.html#legacy-${n}`, null);
    link(`checks/t-${n}.html#ns-${n}`, null);
    link(`checks/t-${n}.html#case-${n}:~:text=Case`, null);
    link(`checks/t-${n}.html#:~:text=Case`, null);
    link(`checks/plain-${n}`, null);
    link(`checks/dir-${n}/`, null);
    link(`checks/a%20b-${n}.html`, null);
    link(`img/icons-${n}.svg#home-${n}`, null);
    link(`media/clip-${n}.mp4#t=10`, null, { tag: 'video', attr: 'src' });
    link(`media/doc-${n}.pdf#page=2`, null);
    // A srcset: the first candidate exists, the second does not (its column is the candidate's).
    {
      const src = ref(`img/pic-${n}.png`);
      const first = ref(`img/pic-${n}@2x.png`);
      const second = ref(`img/gone-${n}.png`);
      const head = `<img src="${escape(src)}" alt="" srcset="`;
      const value = `${escape(first)} 1x, ${escape(second)} 2x`;
      lines.push(`${head}${value}">`);
      const line = lines.length;
      entries.push(entry(page, line, '<img '.length + 1, 'img src', src, pageUrl, null));
      entries.push(entry(page, line, head.length + 1, 'img srcset', first, pageUrl, null));
      const at = head.length + 1 + value.indexOf(escape(second));
      entries.push(entry(page, line, at, 'img srcset', second, pageUrl, 'missing-file'));
    }
    // A style attribute whose url() names no file (the column is that of url()).
    {
      const value = ref(`img/gone-style-${n}.png`);
      const before = `<div style="background: `;
      lines.push(`${before}url(${escape(value)})"></div>`);
      entries.push(entry(page, lines.length, before.length + 1, 'style attribute', value, pageUrl, 'missing-file'));
    }
    // A link inside <noscript>, read as a browser without scripts reads it.
    {
      const value = ref(`checks/gone-ns-${n}.html`);
      const before = '<noscript><p><a ';
      lines.push(`${before}href="${escape(value)}">no script</a></p></noscript>`);
      entries.push(entry(page, lines.length, before.length + 1, 'a href', value, pageUrl, 'missing-file'));
    }
    lines.push('</body>', '</html>', '');
    put(dir, page, lines.join('\n'));
  }
  return entries;
}

/** A manifest entry; target is the URL the browser resolves value to. */
function entry(file, line, column, where, value, pageUrl, problem) {
  return { file, line, column, where, value, target: new URL(value, pageUrl).href, problem };
}

/** The page the fragment links lead to: tall, so that a scroll to a fragment shows. */
function targetPage(n) {
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>target ${n}</title></head><body>`,
    `<h1>Target ${n}</h1>`,
    '<div style="height: 3000px"></div>',
    `<h2 id="case-${n}">Case</h2>`,
    `<h2 id="café-${n}">Café</h2>`,
    `<svg width="10" height="10"><g id="svg-${n}"><rect width="10" height="10"/></g></svg>`,
    `<p><a name="legacy-${n}">Legacy</a></p>`,
    `<noscript><p id="ns-${n}">Without scripts</p></noscript>`,
    `<template><p id="tpl-${n}">In a template</p></template>`,
    '<div style="height: 3000px"></div>',
    '</body></html>',
    '',
  ].join('\n');
}

/** An attribute value, double-quoted: & and " as character references. */
function escape(value) {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
}

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
