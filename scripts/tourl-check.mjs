// `npm run check:tourl`: toURL() never hands out a URL for another host or port. Runs the rule of
// spec/url-rule.cjs over random URI-shaped strings (the parity generator, --seed, --count), real URL
// lists (../shared/bench-data/*.txt when present, else bench/data/) and the known request-forgery
// forms (scripts/tourl/forms.mjs), and prints what toURL did with each absolute URI: a URL, a
// refusal, or a string the URL parser rejects. Exits with 1 on any violation of the rule.
// `--write-fixture` writes java.net.URI's reading of each form into spec/fixtures/tourl.json.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Uri } from '../dist/index.mjs';
import { parseInputs } from './parity/generate.mjs';
import { startJdk } from './parity/jdk.mjs';
import { writeFixture } from './parity/fixtures.mjs';
import { FORMS } from './tourl/forms.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const { checkToUrl } = createRequire(import.meta.url)('../spec/url-rule.cjs');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);

if (args.includes('--write-fixture')) {
  const forms = Object.entries(FORMS).flatMap(([group, inputs]) => inputs.map((input) => ({ group, input })));
  const jdk = startJdk();
  const [{ version }] = await jdk.ask([{ op: 'version', args: [] }]);
  const answers = await jdk.ask(forms.map(({ input }) => ({ op: 'parse', args: [input] })));
  await jdk.close();
  const cases = forms.map(({ group, input }, i) => {
    const { uri, error } = answers[i];
    if (error) return { group, input, error: error.reason ?? error.type };
    return { group, input, host: uri.host, authority: uri.rawAuthority, port: uri.port, absolute: uri.absolute };
  });
  const header = {
    generatedBy: 'scripts/tourl-check.mjs --write-fixture',
    jdk: version,
    note: "java.net.URI's reading of known request-forgery forms; generated from the JDK; do not edit",
  };
  writeFixture(join(root, 'spec/fixtures/tourl.json'), header, cases);
  console.log(`spec/fixtures/tourl.json: ${cases.length} forms, JDK ${version}`);
  process.exit(0);
}

const seed = option('--seed', 1);
const count = option('--count', 50_000);
const listDir = existsSync(join(root, '../shared/bench-data'))
  ? join(root, '../shared/bench-data')
  : join(root, 'bench/data');
const sources = {
  [`random URI-shaped strings (seed ${seed})`]: parseInputs(seed, count),
  ...Object.fromEntries(
    readdirSync(listDir)
      .filter((name) => name.endsWith('.txt'))
      .map((name) => [relative(root, join(listDir, name)), readLines(join(listDir, name))]),
  ),
  'known request-forgery forms': Object.values(FORMS).flat(),
};

function readLines(path) {
  return readFileSync(path, 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\n')
    .filter((line) => line !== '');
}

let violations = 0;
const totals = { inputs: 0, absolute: 0, url: 0, refused: 0, rejected: 0 };
for (const [name, inputs] of Object.entries(sources)) {
  const tally = { inputs: inputs.length, absolute: 0, url: 0, refused: 0, rejected: 0 };
  for (const input of inputs) {
    let uri;
    try {
      uri = new Uri(input);
    } catch {
      continue;
    }
    if (!uri.isAbsolute()) continue;
    tally.absolute++;
    const reading = { string: input, host: uri.getHost(), authority: uri.getRawAuthority(), port: uri.getPort() };
    const outcome = checkToUrl(reading, () => uri.toURL());
    if (outcome in tally) tally[outcome]++;
    else if (++violations <= 20) console.log(`${JSON.stringify(input)}: ${outcome}`);
  }
  for (const k of Object.keys(totals)) totals[k] += tally[k];
  const n = (v) => v.toLocaleString('en-US');
  console.log(
    `${name}: ${n(tally.inputs)} inputs, ${n(tally.absolute)} absolute URIs: ${n(tally.url)} URLs, ` +
      `${n(tally.refused)} refused (another host or port), ${n(tally.rejected)} rejected by the URL parser`,
  );
}
console.log(
  `all: ${totals.absolute.toLocaleString('en-US')} absolute URIs, ${totals.url} URLs, ${totals.refused} refused, ` +
    `${totals.rejected} rejected; ${violations} violations`,
);
if (violations > 0) process.exitCode = 1;
