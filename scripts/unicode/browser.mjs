// browser.mjs: scripts/unicode/answers.mjs run in a browser (the system's Chromium or Firefox ESR, as
// in npm run test:browser: scripts/browsers.mjs), on the bundle of scripts/unicode/ours.mjs, for
// scripts/unicode-check.mjs --browser NAME. The page is served from 127.0.0.1 by a small server in
// this process; the typed arrays come back as base64.
//
//   const { answers, userAgent } = await answersInBrowser('firefox', await bundleOurs(), texts);

import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import puppeteer from 'puppeteer-core';
import { BROWSERS, missingBrowser } from '../browsers.mjs';

/* global btoa, navigator -- inPage runs in the page */

/** Runs in the page: the answers, each typed array as base64. */
async function inPage(texts) {
  const ours = await import('/ours.mjs');
  const { answersOf } = await import('/answers.mjs');
  const a = answersOf(ours, texts);
  const base64 = (array) => {
    const bytes = new Uint8Array(array.buffer);
    let s = '';
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(s);
  };
  const out = { root: a.root, texts: a.texts };
  for (const [k, v] of Object.entries(a)) if (ArrayBuffer.isView(v)) out[k] = base64(v);
  // U+088F is a letter from Unicode 17 on (not for JDK 25, Unicode 16).
  const unicode = /^\p{L}$/u.test('\u088f') ? 'Unicode 17.0 or later' : 'Unicode before 17.0';
  return { answers: out, userAgent: `${navigator.userAgent} (${unicode})` };
}

const TYPES = { digit: Int8Array, upper: Int32Array, lower: Int32Array };

/** The answers of answersOf in browser `name` (chromium or firefox), on the bundle `code`. */
export async function answersInBrowser(name, code, texts) {
  const missing = missingBrowser(name);
  if (missing) throw new Error(missing);
  const files = {
    '/': ['text/html', '<!doctype html><title>java-uri unicode</title>'],
    '/ours.mjs': ['text/javascript', code],
    '/answers.mjs': ['text/javascript', readFileSync(new URL('answers.mjs', import.meta.url), 'utf8')],
  };
  const server = createServer((req, res) => {
    const file = files[new URL(req.url, 'http://localhost').pathname];
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file[0] + '; charset=utf-8' }).end(file[1]);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { browser: product, executablePath, args } = BROWSERS[name];
  const browser = await puppeteer.launch({
    browser: product,
    executablePath,
    args,
    headless: true,
    protocolTimeout: 600000,
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    const { answers, userAgent } = await page.evaluate(inPage, texts);
    for (const [k, v] of Object.entries(answers)) {
      if (typeof v !== 'string') continue;
      const bytes = Uint8Array.from(Buffer.from(v, 'base64'));
      answers[k] = new (TYPES[k] ?? Uint8Array)(bytes.buffer);
    }
    return { answers, userAgent };
  } finally {
    await browser.close();
    server.close();
  }
}
