// toURL() at the boundary with the platform's URL: it never hands out a URL that addresses another
// host or port than the Uri reports. The rule is spec/url-rule.cjs (written apart from src/uri/platform-url.ts);
// java.net.URI's reading of each known request-forgery form is in spec/fixtures/tourl.json
// (scripts/tourl-check.mjs --write-fixture); the URLs are the platform's own.
import fc from 'fast-check';
import { IllegalArgumentException, Uri } from '../src';
import tourl from './fixtures/tourl.json';
import { checkToUrl, Reading } from './url-rule.cjs';

interface Form {
  group: string;
  input: string;
  error?: string;
  host?: string | null;
  authority?: string | null;
  port?: number;
  absolute?: boolean;
}
const forms = tourl.cases as Form[];
const jdkReading = (f: Form): Reading => ({ string: f.input, host: f.host!, authority: f.authority!, port: f.port! });
const ourReading = (u: Uri): Reading => ({
  string: u.toString(),
  host: u.getHost(),
  authority: u.getRawAuthority(),
  port: u.getPort(),
});

describe('known request-forgery forms', () => {
  test.each(forms.map((f) => [f.group, f.input, f] as const))('%s: %s', (_, input, form) => {
    if (form.error !== undefined) {
      expect(() => new Uri(input)).toThrow(form.error);
      return;
    }
    const uri = new Uri(input);
    expect(ourReading(uri)).toEqual(jdkReading(form));
    expect(checkToUrl(jdkReading(form), () => uri.toURL())).toMatch(/^(url|refused|rejected)$/);
  });

  test.each([
    ['http://0177.0.0.1/', '127.0.0.1, not 0177.0.0.1'],
    ['http://2130706433/', '127.0.0.1, not 2130706433'],
    ['http://127.1/', '127.0.0.1, not the registry-based authority 127.1'],
    ['http://0x7f.1/', '127.0.0.1, not the registry-based authority 0x7f.1'],
    ['http://%31%32%37.0.0.1/', '127.0.0.1, not the registry-based authority %31%32%37.0.0.1'],
    ['http://①②⑦.0.0.1/', '127.0.0.1, not the registry-based authority ①②⑦.0.0.1'],
    ['http://ｅｘａｍｐｌｅ.com/', 'example.com, not the registry-based authority ｅｘａｍｐｌｅ.com'],
    ['http://a@b@evil.com/', 'evil.com, not the registry-based authority a@b@evil.com'],
    ['http:/evil.com/', 'evil.com, but the URI has no authority'],
    ['http:///evil.com/', 'evil.com, but the URI has no authority'],
    ['https:evil.com', 'evil.com, but the URI has no authority'],
    ['http://_h:8080/', '_h:8080, not the registry-based authority _h:8080'],
    ['file://localhost/etc/passwd', 'no host, not localhost'],
    // The URL's reading as new URL(string) gives it: a non-special scheme's URL keeps the case.
    ['foo://A@B@Evil/', 'Evil, not the registry-based authority A@B@Evil'],
  ])('%s is refused: the URL would address %s', (input, readings) => {
    expect(() => new Uri(input).toURL()).toThrow(
      new IllegalArgumentException(`toURL: the URL would address ${readings}`),
    );
  });

  test('a URL the URL parser rejects is an IllegalArgumentException with its error as the cause', () => {
    const error = (() => {
      try {
        new Uri('http://[fe80::1%25eth0]/').toURL();
      } catch (e) {
        return e as IllegalArgumentException;
      }
    })();
    expect(error).toBeInstanceOf(IllegalArgumentException);
    expect(error!.message).toBe('Not a valid URL: http://[fe80::1%25eth0]/');
    expect((error!.cause as Error).name).toBe('TypeError');
  });

  test('the rule catches a toURL that hands over new URL(string), as 0.1.0 did', () => {
    const broken = forms
      .filter((f) => f.error === undefined)
      .filter((f) => checkToUrl(jdkReading(f), () => new URL(f.input)).startsWith('VIOLATION'));
    expect(broken.map((f) => f.input)).toEqual(expect.arrayContaining(['http://0177.0.0.1/', 'http://a@b@evil.com/']));
    expect(broken.length).toBeGreaterThan(30);
  });
});

describe('URLs that address what the Uri reports', () => {
  test.each([
    ['http://h/a%20b', 'http://h/a%20b'],
    ['http://bücher.de/', 'http://xn--bcher-kva.de/'],
    ['http://[::FFFF:1.2.3.4]:80/x', 'http://[::ffff:102:304]/x'],
    ['http://user:pass@127.0.0.1:8080/', 'http://user:pass@127.0.0.1:8080/'],
    ['http://h:0080/', 'http://h/'],
    ['file:///etc/passwd', 'file:///etc/passwd'],
    ['mailto:a@evil.com', 'mailto:a@evil.com'],
  ])('%s gives the platform URL %s', (input, href) => {
    expect(new Uri(input).toURL().href).toBe(href);
    expect(new URL(input).href).toBe(href);
  });

  test("the URL's href is WHATWG-normalized, where Java's toURL keeps the text", () => {
    expect(new Uri('http://h/a/../b').toURL().href).toBe('http://h/b');
  });

  test('a host in upper case comes back in lower case, also for a scheme whose URL would keep the case', () => {
    expect(new Uri('foo://Host:8080/P?Q').toURL().href).toBe('foo://host:8080/P?Q');
    expect(new Uri('foo://u@Host/').toURL().hostname).toBe('host');
    expect(new URL('foo://Host:8080/P?Q').hostname).toBe('Host');
  });

  test('"URI is not absolute" for a relative URI, as the JDK', () => {
    expect(() => new Uri('//h/a').toURL()).toThrow(new IllegalArgumentException('URI is not absolute'));
  });
});

describe('property: no generated URI gets a URL for another host or port', () => {
  const pick = (...values: string[]) => fc.constantFrom(...values);
  const label = pick(
    'h',
    'Evil',
    'com',
    '127',
    '0177',
    '0x7f',
    '1',
    '255',
    '%31',
    '%41',
    'ｅ',
    '①',
    'é',
    'xn--bcher-kva',
    '_a',
    'a-b',
    '',
  );
  const host = fc.oneof(
    fc.array(label, { minLength: 1, maxLength: 4 }).map((labels) => labels.join('.')),
    pick('[::1]', '[::ffff:127.0.0.1]', '[0:0:0:0:0:0:0:1]', '[fe80::1%25x]', '127。0。0。1'),
  );
  const uri = fc
    .tuple(
      pick('http', 'HTTPS', 'ws', 'ftp', 'file', 'foo', 'mailto'),
      pick('://', '://', ':/', ':///', ':', '://u@', '://a@b@', '://u:p@'),
      host,
      pick('', ':', ':80', ':443', ':8080', ':0080', ':65536', ':x'),
      pick('', '/', '/a/../b', '?q', '#f', '\\@x', '/@evil.com'),
    )
    .map((parts) => parts.join(''));

  test('every outcome is a URL for the same host and port, a refusal naming both, or a parser rejection', () => {
    let absolute = 0;
    fc.assert(
      fc.property(uri, (s) => {
        let u: Uri;
        try {
          u = new Uri(s);
        } catch {
          return true;
        }
        absolute++;
        const outcome = checkToUrl(ourReading(u), () => u.toURL());
        expect(outcome).toMatch(/^(url|refused|rejected)$/);
      }),
      { seed: Number(process.env['FC_SEED'] ?? 20261123), numRuns: Number(process.env['FC_RUNS'] ?? 5000) },
    );
    expect(absolute).toBeGreaterThan(1000);
  });
});
