// `node scripts/drive-letters.mjs`: writes spec/fixtures/drive-letters.json, the JDK's answers for
// the drive-letter cases of `relativize(t, { dotSegments: true })` on file: URIs: for each base,
// target and the reference the rule gives (no ".." above a drive letter; another drive as an
// absolute path; no drive from a page with one: the target itself), java.net.URI's
// base.resolve(reference) and whether it equals the target (UriOracle's resolvesTo). The spec also
// resolves each reference with Node's URL and whatwg-url.
import { writeFileSync } from 'node:fs';
import { runJdk } from './parity/jdk.mjs';

/** [base, target, the reference the rule gives]. */
const CASES = [
  ['file:///C:/docs/api/page.html', 'file:///D:/shared/b.png', '/D:/shared/b.png'],
  ['file:///C:/docs/api/page.html', 'file:///other/c.png', 'file:///other/c.png'],
  ['file:///C:/docs/api/page.html', 'file:///C:/shared/b.png', '../../shared/b.png'],
  ['file:///C:/docs/api/page.html', 'file:///C:/', '../../'],
  ['file:///C:/docs/api/page.html', 'file:///C:/docs/api/other.html#x', 'other.html#x'],
  ['file:///C:/docs/api/page.html', 'file:///c:/x', '/c:/x'],
  ['file:///C:/a/b.html', 'file:///C:', '/C:'],
  ['file:///C:/a.html', 'file:///C:/b/c.html', 'b/c.html'],
  ['file:///C:', 'file:///D:/x', '/D:/x'],
  ['file:///C:', 'file:///C:/x', '/C:/x'],
  ['file:///C:/', 'file:///C:/x', 'x'],
  ['file:///docs/a.html', 'file:///C:/x.png', '../C:/x.png'],
  ['file:///a.html', 'file:///C:/x.png', './C:/x.png'],
  ['file://srv/C:/a/b.html', 'file://srv/D:/x', '/D:/x'],
  ['file://srv/C:/a/b.html', 'file:///D:/x', 'file:///D:/x'],
  ['file:/C:/a/b.html', 'file:/D:/x?q#f', '/D:/x?q#f'],
  ['FILE:/C:/a/b.html', 'file:/D:/x', '/D:/x'],
  ['http://h/C:/a/b.html', 'http://h/D:/x', '../../D:/x'],
];

const answers = await runJdk(CASES.map(([base, target, ref]) => ({ op: 'resolvesTo', args: [base, ref, target] })));
const cases = CASES.map(([base, target, reference], i) => ({ base, target, reference, jdk: answers[i] }));
writeFileSync(
  new URL('../spec/fixtures/drive-letters.json', import.meta.url),
  JSON.stringify({ source: 'node scripts/drive-letters.mjs (UriOracle resolvesTo, JDK 25)', cases }, null, 2) + '\n',
);
console.log(
  cases.map((c) => `${c.jdk.equals ? 'ok ' : 'NO '} ${c.base} + ${c.reference} = ${c.jdk.string}`).join('\n'),
);
