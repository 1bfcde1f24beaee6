// `npm run test:browser`: loads the ES module build (dist/index.module.mjs) into headless Chromium and
// headless Firefox and checks it in each against java.net.URI's answers in spec/fixtures/ (parse with
// every component and hashCode, syntax errors with reason, index and message, resolve and relativize;
// URLEncoder and URLDecoder) and against java.net.URL's (JavaURL: the url-*.json fixtures).
// The browsers are the system's: Debian's `chromium` and `firefox-esr` packages, or $CHROMIUM_PATH and
// $FIREFOX_PATH; no browser download (a browser that is not there is named, with the package to install,
// and the exit status is 1). Both are driven by puppeteer-core, over the DevTools protocol for Chromium
// and WebDriver BiDi for Firefox: playwright drives only its own patched Firefox builds, not a stock
// one, so one driver for both meant puppeteer-core (24: 25 needs Node 22).
//   npm run test:browser [-- chromium|firefox]   (both by default)
// The page is served from 127.0.0.1 by a small server in this process.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import puppeteer from 'puppeteer-core';
import { BROWSERS, missingBrowser } from './browsers.mjs';

const root = new URL('../', import.meta.url);
const fixture = (name) => JSON.parse(readFileSync(new URL(`spec/fixtures/${name}.json`, root), 'utf8')).cases;
const cases = {
  parse: fixture('parse'),
  resolve: fixture('resolve'),
  relativize: fixture('relativize'),
  codec: fixture('codec'),
  urlParse: fixture('url-parse'),
  urlContext: fixture('url-context'),
  urlConstruct: fixture('url-construct'),
  urlOf: fixture('url-of'),
  urlEquals: fixture('url-equals'),
};
const files = {
  '/': ['text/html', '<!doctype html><title>java-uri</title>'],
  '/index.mjs': ['text/javascript', readFileSync(new URL('dist/index.module.mjs', root), 'utf8')],
  '/cases.json': ['application/json', JSON.stringify(cases)],
};

/** Runs in the page: every case, then the number of checks and the first differences. */
async function checkAll() {
  const { Uri, URISyntaxException, URLEncoder, URLDecoder, JavaURL } = await import('/index.mjs');
  const cases = await (await fetch('/cases.json')).json();
  const failures = [];
  let checks = 0;
  const same = (what, got, want) => {
    checks++;
    if (got !== want) failures.push(`${what}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
  };
  const outcome = (f) => {
    try {
      return { uri: f() };
    } catch (e) {
      return { error: e };
    }
  };
  const compare = (what, got, expected) => {
    if (expected.error) {
      const e = got.error;
      same(`${what} throws`, e === undefined ? 'nothing' : e.name, expected.error.type);
      if (e instanceof URISyntaxException) {
        same(`${what} reason`, e.getReason(), expected.error.reason);
        same(`${what} index`, e.getIndex(), expected.error.index);
      }
      if (e !== undefined) same(`${what} message`, e.message, expected.error.message);
      return;
    }
    if (got.error) {
      same(`${what} throws`, got.error.name + ': ' + got.error.message, 'nothing');
      return;
    }
    const u = got.uri;
    const v = expected.uri;
    same(`${what} toString`, u.toString(), v.string);
    same(`${what} hashCode`, u.hashCode(), v.hash);
    if (v.ascii !== undefined && typeof v.ascii === 'string') same(`${what} toASCIIString`, u.toASCIIString(), v.ascii);
    const getters = {
      scheme: 'getScheme',
      rawSsp: 'getRawSchemeSpecificPart',
      ssp: 'getSchemeSpecificPart',
      rawAuthority: 'getRawAuthority',
      authority: 'getAuthority',
      rawUserInfo: 'getRawUserInfo',
      host: 'getHost',
      port: 'getPort',
      rawPath: 'getRawPath',
      path: 'getPath',
      rawQuery: 'getRawQuery',
      query: 'getQuery',
      rawFragment: 'getRawFragment',
      fragment: 'getFragment',
      opaque: 'isOpaque',
    };
    for (const [field, getter] of Object.entries(getters)) {
      if (typeof v[field] !== 'object' || v[field] === null) same(`${what} ${getter}`, u[getter](), v[field]);
    }
  };
  for (const c of cases.parse)
    compare(
      `new Uri(${JSON.stringify(c.input)})`,
      outcome(() => new Uri(c.input)),
      c.expected,
    );
  for (const c of cases.resolve) {
    const [base, ref] = c.inputs;
    const f = c.op === 'resolveString' ? () => new Uri(base).resolve(ref) : () => new Uri(base).resolve(new Uri(ref));
    compare(`${c.op}(${JSON.stringify(base)}, ${JSON.stringify(ref)})`, outcome(f), c.expected);
  }
  for (const c of cases.relativize) {
    const [base, target] = c.inputs;
    const f = () => new Uri(base).relativize(new Uri(target));
    compare(`relativize(${JSON.stringify(base)}, ${JSON.stringify(target)})`, outcome(f), c.expected);
  }
  for (const c of cases.codec) {
    const [value, charset] = c.args;
    const coder = c.op === 'encode' ? URLEncoder.encode : URLDecoder.decode;
    const what = `${c.op}(${JSON.stringify(value)}, ${JSON.stringify(charset)})`;
    let got;
    try {
      got = { value: coder(value, charset ?? undefined) };
    } catch (e) {
      got = { error: e };
    }
    if (c.expected.error) {
      same(`${what} throws`, got.error === undefined ? 'nothing' : got.error.name, c.expected.error.type);
      if (got.error !== undefined) same(`${what} message`, got.error.message, c.expected.error.message);
    } else {
      same(what, got.error === undefined ? got.value : `throws ${got.error.name}`, c.expected.value);
    }
  }
  checkJavaUrl(cases, same, Uri, JavaURL);
  return { checks, failures: failures.slice(0, 20), failed: failures.length, userAgent: navigator.userAgent };

  // JavaURL against java.net.URL's answers (JDK 25, no lookups): every getter, the strings, hashCode
  // and toURI; equals, sameFile and hashCode pairs. Hashes and equality of URLs with an
  // interface-scoped IPv6 host ([…%eth0]) depend on the JDK's machine and are left out.
  function checkJavaUrl(cases, same, Uri, JavaURL) {
    const ifaceScoped = (text) =>
      [...String(text).matchAll(/\[([^\]]*)\]/g)].some(([, inside]) => {
        const pct = inside.indexOf('%');
        return pct >= 0 && !/^[0-9]+$/.test(inside.slice(pct + 1));
      });
    const answer = (f) => {
      try {
        return f();
      } catch (e) {
        return { thrown: { type: e.name, message: e.message } };
      }
    };
    const sameJson = (what, got, want) => same(what, JSON.stringify(got), JSON.stringify(want));
    const compareUrl = (what, make, expected) => {
      let u;
      try {
        u = make();
      } catch (e) {
        const error = expected.error ?? expected.contextError;
        if (!error) return same(`${what} throws`, `${e.name}: ${e.message}`, 'nothing');
        return sameJson(`${what} throws`, [e.name, e.message], [error.type, error.message]);
      }
      if (!expected.url) return same(`${what} throws`, 'nothing', (expected.error ?? expected.contextError).type);
      const v = expected.url;
      const got = {
        protocol: u.getProtocol(),
        authority: u.getAuthority(),
        userInfo: u.getUserInfo(),
        host: u.getHost(),
        port: u.getPort(),
        defaultPort: u.getDefaultPort(),
        path: u.getPath(),
        query: u.getQuery(),
        file: u.getFile(),
        ref: u.getRef(),
        externalForm: u.toExternalForm(),
        string: u.toString(),
        hash: ifaceScoped(u.toString()) ? v.hash : answer(() => u.hashCode()),
      };
      for (const [field, value] of Object.entries(got)) sameJson(`${what} ${field}`, value, v[field]);
      const uri = answer(() => u.toURI().toString());
      sameJson(
        `${what} toURI`,
        uri,
        typeof v.toURI === 'string'
          ? v.toURI
          : { thrown: { type: v.toURI.error.type, message: v.toURI.error.message } },
      );
    };
    for (const c of cases.urlParse)
      compareUrl(`new JavaURL(${JSON.stringify(c.spec)})`, () => new JavaURL(c.spec), c.expected);
    for (const c of cases.urlContext) {
      const make = () => new JavaURL(c.context === null ? null : new JavaURL(c.context), c.spec);
      compareUrl(`new JavaURL(${JSON.stringify(c.context)}, ${JSON.stringify(c.spec)})`, make, c.expected);
    }
    for (const c of cases.urlConstruct)
      compareUrl(`new JavaURL(${JSON.stringify(c.args).slice(1, -1)})`, () => new JavaURL(...c.args), c.expected);
    for (const c of cases.urlOf)
      compareUrl(`JavaURL.of(${JSON.stringify(c.uri)})`, () => JavaURL.of(new Uri(c.uri)), c.expected);
    for (const c of cases.urlEquals) {
      if (ifaceScoped(c.a) || ifaceScoped(c.b)) continue;
      const what = `${JSON.stringify(c.a)} vs ${JSON.stringify(c.b)}`;
      if (c.expected.error) {
        const built = answer(() => {
          new JavaURL(c.a);
          new JavaURL(c.b);
          return null;
        });
        sameJson(`${what} throws`, built, {
          thrown: { type: c.expected.error.type, message: c.expected.error.message },
        });
        continue;
      }
      const a = new JavaURL(c.a);
      const b = new JavaURL(c.b);
      const got = {
        equals: answer(() => a.equals(b)),
        equalsReverse: answer(() => b.equals(a)),
        sameFile: answer(() => a.sameFile(b)),
        sameFileReverse: answer(() => b.sameFile(a)),
        hashA: answer(() => a.hashCode()),
        hashB: answer(() => b.hashCode()),
      };
      sameJson(what, got, c.expected);
    }
  }
}

const server = createServer((req, res) => {
  const file = files[new URL(req.url, 'http://localhost').pathname];
  if (!file) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));

/** Runs every case in one browser; whether all agreed. */
async function runIn(name) {
  const { browser: product, executablePath, args } = BROWSERS[name];
  const browser = await puppeteer.launch({ browser: product, executablePath, args, headless: true });
  try {
    const page = await browser.newPage();
    const pageErrors = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    const result = await page.evaluate(checkAll);
    console.log(`${name}: ${result.userAgent}`);
    console.log(
      `${name}: ${result.checks - result.failed}/${result.checks} checks agree with the JDK ` +
        `(${cases.parse.length} parse, ${cases.resolve.length} resolve, ${cases.relativize.length} relativize, ` +
        `${cases.codec.length} URLEncoder/URLDecoder cases; JavaURL: ${cases.urlParse.length} parse, ` +
        `${cases.urlContext.length} context, ${cases.urlConstruct.length} constructor, ${cases.urlOf.length} of, ` +
        `${cases.urlEquals.length} equality cases)`,
    );
    for (const f of result.failures) console.log('  ' + f);
    for (const e of pageErrors) console.log('  page error: ' + e);
    return result.failed === 0 && pageErrors.length === 0 && result.checks > 0;
  } finally {
    await browser.close();
  }
}

const names = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(BROWSERS);
/** For each named browser, null if it can run, else a line saying what to install. */
const problems = names.map(missingBrowser);
if (problems.some((p) => p !== null)) {
  for (const p of problems) if (p !== null) console.error(`test:browser: ${p}`);
  process.exit(1);
}
try {
  let ok = true;
  for (const name of names) ok = (await runIn(name)) && ok;
  process.exitCode = ok ? 0 : 1;
} finally {
  server.close();
}
