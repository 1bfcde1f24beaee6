// The command line: src/cli/run.ts in-process with standard input and output as arrays, the line
// reader (src/cli/lines.ts) on bytes, and the built dist/cli.mjs as a child process for what only
// a real pipe shows (a slow consumer, `| head -1`, the execute bit). Expected URIs and messages
// are java.net.URI's and java.net.URL's (JDK 25), written down from running it or taken from the
// JDK-generated fixtures.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { visible } from '../src/cli/display';
import { LineSplitter, LineTooLong } from '../src/cli/lines';
import { Output } from '../src/cli/output';
import { jsonLine, visibleParts } from '../src/cli/pieces';
import { run, USAGE, type Io } from '../src/cli/run';
import codec from './fixtures/codec.json';
import parseFixtures from './fixtures/parse.json';
import { load, title } from './fixture-helpers';

/** The JDK's URISyntaxException for new URI(input), from the JDK-generated fixtures. */
function parseError(input: string): { message: string; index: number } {
  const found = parseFixtures.cases.find((c) => c.input === input && 'error' in c.expected);
  return (found!.expected as { error: { message: string; index: number } }).error;
}

/** The JDK's message for URLDecoder.decode(value, "UTF-8"), from the JDK-generated fixtures. */
function decodeMessage(value: string): string {
  const found = codec.cases.find(
    (c) => c.op === 'decode' && c.args[0] === value && c.args[1] === null && 'error' in c.expected,
  );
  return (found!.expected as { error: { message: string } }).error.message;
}

interface UrlError {
  type: string;
  message: string;
  reason?: string;
  index?: number;
}
/** A row of url-parse.json or url-context.json: new URL(spec) or new URL(new URL(context), spec) in JDK 25. */
interface UrlRow {
  context?: string | null;
  spec: string;
  expected: { url: Record<string, unknown> & { toURI: string | { error: UrlError } } } | { error: UrlError };
}
const urlParse = load<UrlRow>('url-parse').cases;
const urlContext = load<UrlRow>('url-context').cases;

/** The row of `rows` for `spec` (and `context`). */
function urlRow(rows: UrlRow[], spec: string, context: string | null = null): UrlRow {
  return rows.find((r) => r.spec === spec && (r.context ?? null) === context)!;
}

/** The record `url --json` writes for a JDK answer: its components and toURI()'s outcome, or its error. */
function urlJson({ spec, expected }: UrlRow): object {
  const error = ({ type, message, reason, index }: UrlError) => ({
    type,
    reason: reason ?? null,
    index: index ?? null,
    message,
  });
  if ('error' in expected) return { input: spec, error: error(expected.error) };
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- toString() and hashCode() are not shown
  const { string, hash, toURI, ...components } = expected.url;
  return {
    input: spec,
    ...components,
    toURI: typeof toURI === 'string' ? { uri: toURI } : { error: error(toURI.error) },
  };
}

async function cli(args: string[], stdin: (string | null)[] = []) {
  let out = '';
  let err = '';
  const status = await run(args, {
    input: async function* () {
      yield stdin;
    },
    out: (text) => {
      out += text;
    },
    err: (text) => {
      err += text;
    },
    version: '9.9.9',
  });
  const lines = (text: string) => (text === '' ? [] : text.replace(/\n$/, '').split('\n'));
  return { status, out: lines(out), err: lines(err) };
}

describe('java-uri parse', () => {
  test('prints the input and the nine components, raw and decoded, and the kind of authority', async () => {
    const { status, out } = await cli(['parse', '//u%40v@h:8/p%20q?r#s']);
    expect(status).toBe(0);
    expect(out).toEqual([
      'input                 //u%40v@h:8/p%20q?r#s',
      'scheme                (null)',
      'scheme-specific part  //u%40v@h:8/p%20q?r  (decoded: //u@v@h:8/p q?r)',
      'authority             u%40v@h:8  (decoded: u@v@h:8)  (server-based)',
      'user info             u%40v  (decoded: u@v)',
      'host                  h',
      'port                  8',
      'path                  /p%20q  (decoded: /p q)',
      'query                 r',
      'fragment              s',
      'absolute              false',
      'opaque                false',
    ]);
  });

  test('records from standard input are separated by an empty line, each naming its input', async () => {
    const { out } = await cli(['parse'], ['a', 'b']);
    expect(out.filter((line) => line.startsWith('input'))).toEqual([
      'input                 a',
      'input                 b',
    ]);
    expect(out[12]).toBe('');
    expect(out).toHaveLength(25);
  });

  test('--json gives one object per URI, with its line; a registry-based authority has no host', async () => {
    const { status, out } = await cli(['parse', '--json'], ['//a_b/x', 'mailto:a%20b@c']);
    expect(status).toBe(0);
    expect(out).toHaveLength(2);
    expect(JSON.parse(out[0]!)).toMatchObject({
      line: 1,
      input: '//a_b/x',
      host: null,
      authority: 'a_b',
      authorityKind: 'registry',
      path: '/x',
      port: -1,
    });
    expect(JSON.parse(out[1]!)).toMatchObject({ line: 2, scheme: 'mailto', schemeSpecificPart: 'a b@c', opaque: true });
  });
});

describe('java-uri url', () => {
  test('prints the input, the components and toURI(), as java.net.URL reads them', async () => {
    // JDK 25: new URL("http://u@h:8/p?q#r") and its getters, toExternalForm(), toURI()
    expect(await cli(['url', 'http://u@h:8/p?q#r'])).toEqual({
      status: 0,
      out: [
        'input                 http://u@h:8/p?q#r',
        'protocol              http',
        'authority             u@h:8',
        'user info             u',
        'host                  h',
        'port                  8',
        'default port          80',
        'path                  /p',
        'query                 q',
        'file                  /p?q',
        'ref                   r',
        'external form         http://u@h:8/p?q#r',
        'toURI                 http://u@h:8/p?q#r',
      ],
      err: [],
    });
  });

  test("a space: the URL keeps it, toURI() fails with the JDK's message (no error for the input)", async () => {
    // JDK 25: new URL("http://h/a b").getPath() is "/a b"; toURI() throws URISyntaxException
    const { status, out, err } = await cli(['url', 'http://h/a b']);
    expect(status).toBe(0);
    expect(err).toEqual([]);
    expect(out).toContain('path                  /a b');
    expect(out).toContain('user info             (null)');
    expect(out[12]).toBe(
      'toURI                 (URISyntaxException: Illegal character in path at index 10: http://h/a b)',
    );
  });

  test('null is (null), as Java prints it; an empty string is shown empty', async () => {
    const { out } = await cli(['url', 'http:']);
    const { url } = urlRow(urlParse, 'http:').expected as { url: Record<string, unknown> };
    expect([url.authority, url.host, url.path]).toEqual([null, '', '']);
    expect(out.slice(2, 8)).toEqual([
      'authority             (null)',
      'user info             (null)',
      'host                  ',
      'port                  -1',
      'default port          80',
      'path                  ',
    ]);
  });

  test("a spec java.net.URL rejects: its exception and the JDK's message on standard error, status 2", async () => {
    const { message } = (urlRow(urlParse, 'abc').expected as { error: UrlError }).error;
    expect(message).toBe('no protocol: abc');
    expect(await cli(['url', 'abc'])).toEqual({ status: 2, out: [], err: [`MalformedURLException: ${message}`] });
    const { status, out, err } = await cli(['url'], ['http://h/', 'abc', 'HTTP://H/P']);
    expect(status).toBe(2);
    expect(err).toEqual([`line 2: MalformedURLException: ${message}`]);
    expect(out.filter((line) => line.startsWith('input'))).toEqual([
      'input                 http://h/',
      'input                 HTTP://H/P',
    ]);
    expect(out[13]).toBe('');
    expect(out).toHaveLength(27);
  });

  test("control characters java.net.URL keeps are shown escaped, in components and in toURI()'s message", async () => {
    const spec = 'http://h/\x01?\x7f#\x00';
    // java.net.URL trims the trailing NUL with the spaces: the ref is empty.
    const { url } = urlRow(urlParse, spec).expected as {
      url: Record<string, unknown> & { toURI: { error: UrlError } };
    };
    expect([url.path, url.query, url.ref]).toEqual(['/\x01', '\x7f', '']);
    expect(url.toURI.error.message).toBe('Illegal character in path at index 9: http://h/\x01?\x7f#');
    const { out } = await cli(['url', spec]);
    expect(out).toContain('input                 http://h/\\x01?\\x7F#\\x00');
    expect(out).toContain('path                  /\\x01');
    expect(out).toContain('query                 \\x7F');
    expect(out).toContain('ref                   ');
    expect(out).toContain('external form         http://h/\\x01?\\x7F#');
    expect(out[12]).toBe(
      'toURI                 (URISyntaxException: Illegal character in path at index 9: http://h/\\x01?\\x7F#)',
    );
    // eslint-disable-next-line no-control-regex -- no control character but the line breaks
    expect(out.join('\n')).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
  });

  test.each(
    ['HTTP://H/P', 'http://h/a b c', 'http://h/\x01?\x7f#\x00', 'http:', 'abc', '\u00e9:x'].map((spec) => [
      title(spec),
      spec,
    ]),
  )("--json %s: the JDK's components and toURI(), or its error", async (_, spec) => {
    const row = urlRow(urlParse, spec);
    const { out, err } = await cli(['url', '--json', spec]);
    expect(err).toEqual([]);
    expect(JSON.parse(out[0]!)).toEqual(urlJson(row));
  });

  test('--json: the keys in the order of the getters, a line number for a line of standard input', async () => {
    const { status, out } = await cli(['url', '--json'], ['HTTP://H/P', 'abc']);
    expect(status).toBe(2);
    const [first, second] = out.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(Object.keys(first!)).toEqual([
      'line',
      'input',
      'protocol',
      'authority',
      'userInfo',
      'host',
      'port',
      'defaultPort',
      'path',
      'query',
      'file',
      'ref',
      'externalForm',
      'toURI',
    ]);
    expect(first).toEqual({ line: 1, ...urlJson(urlRow(urlParse, 'HTTP://H/P')) });
    expect(second).toEqual({ line: 2, ...urlJson(urlRow(urlParse, 'abc')) });
  });

  test('--context: each SPEC read against the context URL', async () => {
    // JDK 25: new URL(new URL("http://a/b/c/d;p?q"), "../g") is http://a/b/g
    const { status, out } = await cli(['url', '--context', 'http://a/b/c/d;p?q', '../g']);
    expect(status).toBe(0);
    expect(out).toContain('external form         http://a/b/g');
    expect(out).toContain('toURI                 http://a/b/g');
    expect(out).toContain('path                  /b/g');
    const json = await cli(['url', '--json', '--context=http://a/b/c/d;p?q'], ['../g']);
    expect(JSON.parse(json.out[0]!)).toMatchObject({ line: 1, input: '../g', externalForm: 'http://a/b/g' });
  });

  const context = 'http://u@a:8/b/c?q#f';
  // Every row of the fixture with this context (the JDK's answers; a re-recorded fixture brings others).
  const specs = urlContext.filter((r) => r.context === context).map((r) => r.spec);
  test('the fixture has rows for the context', () => expect(specs.length).toBeGreaterThan(4));
  test.each(specs.map((spec) => [title(spec), spec]))(
    `--context ${context} --json %s: the JDK's answer`,
    async (_, spec) => {
      const { out } = await cli(['url', '--json', '--context', context, spec]);
      expect(JSON.parse(out[0]!)).toEqual(urlJson(urlRow(urlContext, spec, context)));
    },
  );

  test('a --context java.net.URL rejects is a usage error, before any SPEC is read', async () => {
    expect(await cli(['url', '--context', 'abc'], ['http://h/'])).toEqual({
      status: 1,
      out: [],
      err: [
        'java-uri: --context "abc" is not a URL: MalformedURLException: no protocol: abc',
        'Usage: java-uri COMMAND [OPTIONS] [--] [ARGS]',
        'Run java-uri help for the commands and options.',
      ],
    });
    // JDK 25: new URL("foo:\u001b") throws MalformedURLException "unknown protocol: foo"
    expect((await cli(['url', '--context', 'foo:\u001b', 'x'])).err[0]).toBe(
      'java-uri: --context "foo:\\x1B" is not a URL: MalformedURLException: unknown protocol: foo',
    );
    expect((await cli(['url', '--context'])).err[0]).toBe('java-uri: --context takes a value');
    expect((await cli(['parse', '--context', 'http://h/', 'x'])).err[0]).toBe(
      'java-uri: parse has no option --context',
    );
  });

  test('help url, and the hint when reading a terminal', async () => {
    const { out } = await cli(['help', 'url']);
    expect(out[0]).toBe('Usage: java-uri url [--context URL] [--json] [--] [SPEC…]');
    expect(out).toContain('Without SPEC arguments, reads one per line (UTF-8) from standard input.');
    expect(USAGE).toContain('  url [--context URL] SPEC…       the components of each java.net.URL, and its toURI()');
    let err = '';
    await run(['url'], {
      input: async function* () {
        yield ['http://h/'];
      },
      out: () => undefined,
      err: (text) => {
        err += text;
      },
      version: '0',
      inputIsTerminal: true,
    });
    expect(err).toBe(
      'java-uri url: reading URLs from standard input, one per line (Ctrl-D to end; java-uri help url for usage)\n',
    );
  });
});

describe('one record per input line', () => {
  test('an empty line is a URI like any other', async () => {
    const { status, out } = await cli(['resolve', 'http://h/a/'], ['b/c', '', '../x']);
    expect(status).toBe(0);
    expect(out).toEqual(['http://h/a/b/c', 'http://h/a/', 'http://h/x']);
  });

  test('text: a bad line is an empty line, its error to standard error with its line number and a caret', async () => {
    const { status, out, err } = await cli(['resolve', 'http://h/'], ['a', 'a b', 'c']);
    expect(status).toBe(2);
    expect(out).toEqual(['http://h/a', '', 'http://h/c']);
    expect(err).toEqual(['line 2: Illegal character in path at index 1: a b', '  a b', '   ^']);
  });

  test('--json: an error record in place of a bad line', async () => {
    const { status, out, err } = await cli(['resolve', '--json', 'http://h/'], ['a', 'a b', 'c']);
    expect(status).toBe(2);
    expect(err).toEqual([]);
    expect(out.map((line) => JSON.parse(line))).toEqual([
      { line: 1, input: 'a', uri: 'http://h/a' },
      {
        line: 2,
        input: 'a b',
        error: {
          type: 'URISyntaxException',
          reason: 'Illegal character in path',
          index: 1,
          message: 'Illegal character in path at index 1: a b',
        },
      },
      { line: 3, input: 'c', uri: 'http://h/c' },
    ]);
  });

  test.each([
    ['relativize', 'http://h/a/b.html', 'http://h/a/c', 'http://h/a/c'],
    ['normalize', null, 'http://h/a/./b/../c', 'http://h/a/c'],
    ['ascii', null, 'http://h/é', 'http://h/%C3%A9'],
  ])('--json for %s', async (command, base, input, uri) => {
    const { out } = await cli([command, '--json', ...(base === null ? [] : [base])], [input]);
    expect(JSON.parse(out[0]!)).toEqual({ line: 1, input, uri });
  });

  test('a line that is not UTF-8 is an error for that line: stderr in text, a record in JSON', async () => {
    expect(await cli(['parse'], [null])).toEqual({ status: 2, out: [], err: ['line 1: not valid UTF-8'] });
    const { status, out } = await cli(['parse', '--json'], ['a', null]);
    expect(status).toBe(2);
    expect(JSON.parse(out[1]!)).toEqual({
      line: 2,
      input: null,
      error: { type: 'MalformedInput', message: 'line 2 is not valid UTF-8' },
    });
  });
});

describe('text mode: one standard-output line per input line', () => {
  test.each(['normalize', 'ascii', 'decode', 'encode'])(
    '%s: a line for each line, an empty one for a bad one',
    async (command) => {
      const { out, err } = await cli([command], ['a', 'a b', null, '%zz', 'b']);
      expect(out).toHaveLength(5);
      expect(out[2]).toBe('');
      expect(err.filter((line) => line.startsWith('line '))).toHaveLength(
        ({ encode: 1, decode: 2 } as Record<string, number>)[command] ?? 3,
      );
    },
  );

  test('resolve and relativize: the lines of the output pair with the lines of the input', async () => {
    // JDK 25: new URI("http://h/a/").resolve("x/../y"), .resolve("../z"), relativize(new URI("http://h/c"))
    expect((await cli(['resolve', 'http://h/a/'], ['x/../y', 'a b', '../z'])).out).toEqual([
      'http://h/a/y',
      '',
      'http://h/z',
    ]);
    expect((await cli(['relativize', 'http://h/a/'], ['%', 'http://h/c'])).out).toEqual(['', 'http://h/c']);
  });

  test('arguments too: an empty line for a bad one', async () => {
    expect(await cli(['normalize', 'http://h/a/./b/../c', 'a b', '/é'])).toMatchObject({
      status: 2,
      out: ['http://h/a/c', '', '/é'],
    });
  });

  test('parse writes a block per good input and nothing for a bad one', async () => {
    const { out, err } = await cli(['parse'], ['a b', 'x']);
    expect(out.filter((line) => line.startsWith('input'))).toEqual(['input                 x']);
    expect(err[0]).toBe('line 1: Illegal character in path at index 1: a b');
  });
});

describe('text mode: standard output on a terminal', () => {
  /** Runs the CLI with standard output as a terminal or not; every write, in order. */
  async function writes(args: string[], stdin: string[], outputIsTerminal: boolean) {
    const log: [string, string][] = [];
    const io: Io = {
      input: async function* () {
        yield stdin;
      },
      out: (text) => {
        log.push(['out', text]);
      },
      err: (text) => {
        log.push(['err', text]);
      },
      version: '0',
      outputIsTerminal,
    };
    await run(args, io);
    return log;
  }

  test('on a terminal, the output before an error is written before it: input order', async () => {
    expect(await writes(['resolve', 'http://h/'], ['a', 'a b', 'c', 'd'], true)).toEqual([
      ['out', 'http://h/a\n\n'],
      ['err', 'line 2: Illegal character in path at index 1: a b\n  a b\n   ^\n'],
      ['out', 'http://h/c\nhttp://h/d\n'],
    ]);
  });

  test('for arguments too', async () => {
    expect(await writes(['decode', 'a', '%zz', 'b'], [], true)).toEqual([
      ['out', 'a\n\n'],
      ['err', `decode: "%zz": ${decodeMessage('%zz')}\n`],
      ['out', 'b\n'],
    ]);
  });

  test('to a pipe or a file, no extra writes: one for the output of a batch, one for its errors', async () => {
    const log = await writes(['resolve', 'http://h/'], ['a', 'a b', 'c', 'x y'], false);
    expect(log.map(([stream]) => stream)).toEqual(['out', 'err']);
    expect(log[0]).toEqual(['out', 'http://h/a\n\nhttp://h/c\n\n']);
  });
});

describe('text mode: shown values are unambiguous', () => {
  test('a backslash is shown as \\\\, so %5Cn and %0A differ', async () => {
    expect((await cli(['decode', '%5Cn', '%0A', '\\'])).out).toEqual(['\\\\n', '\\n', '\\\\']);
    // JDK 25: new URI("http://h/a%5Cb%0A").getPath() is "/a\\b\n"
    expect((await cli(['parse', 'http://h/a%5Cb%0A'])).out).toContain(
      'path                  /a%5Cb%0A  (decoded: /a\\\\b\\n)',
    );
  });

  const formatting: [number, string][] = [
    [0x061c, '\\u061C'],
    [0x200b, '\\u200B'],
    [0x200f, '\\u200F'],
    [0x202a, '\\u202A'],
    [0x202e, '\\u202E'],
    [0x2060, '\\u2060'],
    [0x2064, '\\u2064'],
    [0x2066, '\\u2066'],
    [0x2069, '\\u2069'],
    [0xfeff, '\\uFEFF'],
    [0xe0000, '\\u{E0000}'],
    [0xe0001, '\\u{E0001}'],
    [0xe007f, '\\u{E007F}'],
  ];
  test.each(formatting)(
    'U+%s, a bidirectional or invisible formatting character, is shown escaped',
    async (code, shown) => {
      const c = String.fromCodePoint(code);
      const encoded = (await cli(['encode', c])).out[0]!;
      expect((await cli(['decode', `x${encoded}y`])).out).toEqual([`x${shown}y`]);
      expect((await cli(['decode', '--json', encoded])).out.map((line) => JSON.parse(line).value)).toEqual([c]);
    },
  );

  test('the characters beside those ranges are shown as they are', async () => {
    for (const code of [0x061b, 0x200a, 0x2010, 0x2070, 0xfefe, 0xe0080]) {
      const c = String.fromCodePoint(code);
      expect((await cli(['decode', (await cli(['encode', c])).out[0]!])).out).toEqual([c]);
    }
  });

  test('in a URI, where the JDK takes U+202E as an "other" character, and in an echoed input', async () => {
    // JDK 25: new URI("http://h/a\u202eb").toString() keeps the U+202E
    expect((await cli(['normalize', 'http://h/a\u202eb'])).out).toEqual(['http://h/a\\u202Eb']);
    expect((await cli(['parse', 'http://h/a\u202eb'])).out[0]).toBe('input                 http://h/a\\u202Eb');
    // JDK 25: new URI("/x y\u202e z") throws "Illegal character in path at index 2: /x y\u202e z"
    const { err } = await cli(['parse'], ['/x y\u202e z']);
    expect(err[0]).toBe('line 1: Illegal character in path at index 2: /x y\\u202E z');
    expect(err.join('\n')).not.toContain('\u202e');
  });
});

describe('text mode: the caret', () => {
  test('stands under the index in the line as given, not in the trimmed input the message echoes', async () => {
    // JDK 25: new URI("  a  b") throws "Illegal character in path at index 0: a b"
    const { err } = await cli(['normalize'], ['  a  b']);
    expect(err).toEqual(['line 1: Illegal character in path at index 0: a b', '    a  b', '  ^']);
    const trailing = parseError('a:  ');
    const r = await cli(['parse', 'a:  ']);
    expect(r.err).toEqual([trailing.message, '  a:  ', '  ' + ' '.repeat(trailing.index) + '^']);
  });

  test('after escaped characters, under the right shown character', async () => {
    // JDK 25: new URI("/\u202ex y") fails at index 3, new URI("http://h/a\\b") at index 10
    expect((await cli(['parse', '/\u202ex y'])).err.slice(1)).toEqual(['  /\\u202Ex y', '  ' + ' '.repeat(8) + '^']);
    expect((await cli(['parse', 'http://h/a\\b'])).err).toEqual([
      'Illegal character in path at index 10: http://h/a\\\\b',
      '  http://h/a\\\\b',
      '  ' + ' '.repeat(10) + '^',
    ]);
  });
});

describe('any number of URI arguments', () => {
  test('parse: a block each', async () => {
    const { out } = await cli(['parse', 'a', 'b', 'c']);
    expect(out.filter((line) => line.startsWith('input'))).toEqual([
      'input                 a',
      'input                 b',
      'input                 c',
    ]);
  });

  test('normalize, ascii, resolve, relativize: a line each', async () => {
    expect((await cli(['normalize', 'http://h/a/./b/../c', '/a/../b'])).out).toEqual(['http://h/a/c', '/b']);
    expect((await cli(['ascii', '/é', 'x'])).out).toEqual(['/%C3%A9', 'x']);
    expect((await cli(['resolve', 'http://h/a/', 'x/../y', '../z'])).out).toEqual(['http://h/a/y', 'http://h/z']);
    expect((await cli(['relativize', 'http://h/a/', 'http://h/a/b?q', 'http://h/c'])).out).toEqual([
      'b?q',
      'http://h/c',
    ]);
  });

  test('--json: a record each, without line numbers', async () => {
    const { out } = await cli(['ascii', '--json', '/é', 'x']);
    expect(out.map((line) => JSON.parse(line))).toEqual([
      { input: '/é', uri: '/%C3%A9' },
      { input: 'x', uri: 'x' },
    ]);
  });
});

describe('a decode error names the value', () => {
  test.each(['%zz', '%-1', '%+1'])('decode %s', async (value) => {
    expect(await cli(['decode', 'a', value])).toEqual({
      status: 2,
      out: ['a', ''],
      err: [`decode: "${value}": ${decodeMessage(value)}`],
    });
  });

  test('the value is shown escaped, a quote in it as \\"', async () => {
    const { err } = await cli(['decode', 'x"\u202e%zz']);
    expect(err).toEqual([`decode: "x\\"\\u202E%zz": ${decodeMessage('%zz')}`]);
  });
});

describe('on a terminal with no input waiting', () => {
  async function hinted(args: string[], inputIsTerminal: boolean) {
    let err = '';
    await run(args, {
      input: async function* () {
        yield ['x'];
      },
      out: () => undefined,
      err: (text) => {
        err += text;
      },
      version: '0',
      inputIsTerminal,
    });
    return err;
  }

  test('a command that reads standard input says so on standard error, once', async () => {
    expect(await hinted(['parse'], true)).toBe(
      'java-uri parse: reading URIs from standard input, one per line (Ctrl-D to end; java-uri help parse for usage)\n',
    );
    expect(await hinted(['decode', '--json'], true)).toBe(
      'java-uri decode: reading values from standard input, one per line (Ctrl-D to end; java-uri help decode for usage)\n',
    );
  });

  test('nothing when the inputs are arguments, or standard input is not a terminal', async () => {
    expect(await hinted(['parse', 'a'], true)).toBe('');
    expect(await hinted(['resolve', 'http://h/', 'a'], true)).toBe('');
    expect(await hinted(['parse'], false)).toBe('');
  });
});

describe('java-uri help', () => {
  test('help: the usage, as --help', async () => {
    expect(await cli(['help'])).toEqual({ status: 0, out: USAGE.split('\n'), err: [] });
  });

  test.each([
    ['parse', 'parse [--json] [--] [URI…]'],
    ['resolve', 'resolve [--rfc3986] [--json] [--] BASE [REF…]'],
    ['relativize', 'relativize [--dot-segments] [--json] [--] BASE [TARGET…]'],
    ['normalize', 'normalize [--rfc3986] [--json] [--] [URI…]'],
    ['ascii', 'ascii [--json] [--] [URI…]'],
    ['encode', 'encode [--charset NAME] [--json] [--] [VALUE…]'],
    ['decode', 'decode [--charset NAME] [--json] [--] [VALUE…]'],
    ['url', 'url [--context URL] [--json] [--] [SPEC…]'],
  ])('help %s: its usage line, what it does, its options', async (command, synopsis) => {
    const { status, out, err } = await cli(['help', command]);
    expect(status).toBe(0);
    expect(err).toEqual([]);
    expect(out[0]).toBe(`Usage: java-uri ${synopsis}`);
    expect(out.join('\n')).toContain('  --json ');
    const input = synopsis.replace(/.*\[(\w+)…\]$/, '$1');
    expect(out).toContain(`Without ${input} arguments, reads one per line (UTF-8) from standard input.`);
  });
});

describe('java-uri resolve, relativize, normalize, ascii', () => {
  test('relativize as the JDK does, and with --dot-segments', async () => {
    expect((await cli(['relativize', 'http://h/a/', 'http://h/a/b?q'])).out).toEqual(['b?q']);
    expect((await cli(['relativize', '--dot-segments', 'http://h/a/b.html', 'http://h/c/d.png'])).out).toEqual([
      '../c/d.png',
    ]);
  });

  test('normalize and ascii', async () => {
    expect((await cli(['normalize', 'http://h/a/./b/../c'])).out).toEqual(['http://h/a/c']);
    expect((await cli(['ascii', '/é'])).out).toEqual(['/%C3%A9']);
  });
});

describe('java-uri encode, decode', () => {
  test('encode: each argument form-encoded, in UTF-8 or the charset given', async () => {
    expect(await cli(['encode', 'a b', 'c&d'])).toEqual({ status: 0, out: ['a+b', 'c%26d'], err: [] });
    expect((await cli(['encode', '--charset', 'ISO-8859-1', '\u00e9'])).out).toEqual(['%E9']);
    expect((await cli(['encode', '--charset=UTF-16', '\u00e9'])).out).toEqual(['%FE%FF%00%E9']);
  });

  test('encode: control characters come out as URLEncoder escapes them, in text output as in Java', async () => {
    // JDK 25: URLEncoder.encode("\u001b[31m\n\u2028x", "UTF-8")
    expect(await cli(['encode', '\u001b[31m\n\u2028x'])).toEqual({
      status: 0,
      out: ['%1B%5B31m%0A%E2%80%A8x'],
      err: [],
    });
  });

  test('decode from standard input: one line out per line in, a bad escape to stderr with its line', async () => {
    const { status, out, err } = await cli(['decode'], ['a+b%20c%C3%A9%FF', '%zz', '', '%E9']);
    expect(status).toBe(2);
    expect(out).toEqual(['a b c\u00e9\ufffd', '', '', '\ufffd']);
    expect(err).toEqual([`line 2: decode: "%zz": ${decodeMessage('%zz')}`]);
    expect((await cli(['decode', '--charset', 'latin1', '%E9'])).out).toEqual(['\u00e9']);
  });

  test('decoded control characters are escaped in text, exact in --json', async () => {
    expect((await cli(['decode', 'a%0Ab%1B%E2%80%A8'])).out).toEqual(['a\\nb\\x1B\\u2028']);
    const { status, out } = await cli(['decode', '--json'], ['a%0Ab%1B%E2%80%A8', '%4']);
    expect(status).toBe(2);
    expect(out.map((line) => JSON.parse(line) as unknown)).toEqual([
      { line: 1, input: 'a%0Ab%1B%E2%80%A8', value: 'a\nb\u001b\u2028' },
      {
        line: 2,
        input: '%4',
        error: {
          type: 'IllegalArgumentException',
          reason: null,
          index: null,
          message: 'URLDecoder: Incomplete trailing escape (%) pattern',
        },
      },
    ]);
    expect(out[0]).toContain('\\u2028');
  });

  test('a charset no coder has is a usage error, before any value is read', async () => {
    const { status, out, err } = await cli(['encode', '--charset', 'windows-1252'], ['a']);
    expect(status).toBe(1);
    expect(out).toEqual([]);
    expect(err[0]).toBe('java-uri: unsupported charset: "windows-1252"');
    expect((await cli(['decode', '--charset'])).err[0]).toBe('java-uri: --charset takes a value');
    expect((await cli(['encode', '--dot-segments', 'a'])).status).toBe(1);
    expect((await cli(['parse', '--charset', 'UTF-8', 'a'])).status).toBe(1);
  });
});

describe('safe output', () => {
  test('control characters in decoded components are escaped, never written raw', async () => {
    const { out } = await cli(['parse', 'http://h/a%0Ab%1B%5B31mRED%E2%80%A8%7F%C2%85']);
    expect(out).toContain(
      'path                  /a%0Ab%1B%5B31mRED%E2%80%A8%7F%C2%85  (decoded: /a\\nb\\x1B[31mRED\\u2028\\x7F\\x85)',
    );
    // eslint-disable-next-line no-control-regex -- no control character but the line breaks
    expect(out.join('\n')).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
  });

  test('JSON escapes U+2028 and U+2029', async () => {
    const { out } = await cli(['parse', '--json', '/%E2%80%A8%E2%80%A9']);
    expect(out[0]).toContain('"path":"/\\u2028\\u2029"');
    expect(JSON.parse(out[0]!).path).toBe('/\u2028\u2029');
  });

  test('an input with control characters is escaped in the error too', async () => {
    const { err } = await cli(['parse'], ['a\u001b[2Jb']);
    expect(err[0]).toBe('line 1: Illegal character in path at index 1: a\\x1B[2Jb');
  });

  test('the caret stands under the character at the index, wide characters taking two columns', async () => {
    const { err } = await cli(['parse', 'http://h/日本語 x']);
    expect(err[0]).toBe('Illegal character in path at index 12: http://h/日本語 x');
    expect(err[2]).toBe('  ' + ' '.repeat('http://h/'.length + 6) + '^');
  });

  test('a long input is shown around its index, not whole', async () => {
    // JDK 25 reports the input without its trailing space, and the index just after its end.
    const input = 'http://h/' + 'a'.repeat(100000) + ' ';
    const { err } = await cli(['parse', input]);
    expect(err[0]).toBe('Illegal character in path at index 100009 (input of 100009 characters)');
    expect(err[1]).toBe('  …' + 'a'.repeat(60) + ' ');
    expect(err[2]).toBe('  ' + ' '.repeat(61) + '^');
    expect(err.join('\n').length).toBeLessThan(300);
  });
});

describe('arguments and usage', () => {
  test('a bad base is reported before any input is read', async () => {
    const { status, err } = await cli(['relativize', 'http://h/a b', 'x']);
    expect(status).toBe(2);
    expect(err[0]).toBe('Illegal character in path at index 10: http://h/a b');
    expect(err[2]).toBe('  ' + ' '.repeat(10) + '^');
  });

  test('-- ends the options: what follows is a URI, even -h or -v', async () => {
    const { status, out } = await cli(['parse', '--json', '--', '-h']);
    expect(status).toBe(0);
    expect(JSON.parse(out[0]!)).toMatchObject({ input: '-h', path: '-h' });
    expect((await cli(['ascii', '--', '-v'])).out).toEqual(['-v']);
  });

  test.each([
    [[]],
    [['frob']],
    [['help', 'frob']],
    [['help', 'parse', 'resolve']],
    [['resolve']],
    [['parse', '--dot-segments', 'x']],
    [['-x']],
  ])('usage error for %j exits 1', async (args) => {
    const { status, out, err } = await cli(args);
    expect(status).toBe(1);
    expect(out).toEqual([]);
    // The command's name when the command found the error (help's own operands), else the tool's.
    expect(err[0]).toMatch(args[0] === 'help' ? /^java-uri help: / : /^java-uri: /);
  });

  test('a usage error shows an argument it echoes escaped', async () => {
    expect((await cli(['\u001b[31m\u202e'])).err[0]).toBe('java-uri: unknown command: \\x1B[31m\\u202E');
    expect((await cli(['parse', '--\u202e'])).err[0]).toBe('java-uri: parse has no option --\\u202E');
  });

  test('--help and --version, as options', async () => {
    expect(await cli(['--help'])).toEqual({ status: 0, out: USAGE.split('\n'), err: [] });
    expect(await cli(['-v'])).toEqual({ status: 0, out: ['9.9.9'], err: [] });
  });

  test('the help writes the escapes it names, not the characters (no ESC to the terminal)', async () => {
    const { out } = await cli(['--help']);
    expect(out).toContain('bidirectional and invisible formatting characters (\\n, \\x1B, \\u202E, \\u{E0001}) and a');
    const controls = [...out.join('\n')].filter((c) => c !== '\n' && (c < ' ' || c === '\x7f'));
    expect(controls).toEqual([]);
  });
});

describe('reading lines from bytes', () => {
  const bytes = (...values: (string | number[])[]) =>
    values.map((v) => (typeof v === 'string' ? new TextEncoder().encode(v) : Uint8Array.from(v)));
  const read = (chunks: Uint8Array[]) => {
    const splitter = new LineSplitter();
    return [...chunks.flatMap((c) => splitter.push(c)), ...splitter.end()];
  };

  test('lines across chunks, CRLF, an empty line and a last line without a newline', () => {
    expect(read(bytes('a\r\nb', 'c\n\nd'))).toEqual(['a', 'bc', '', 'd']);
  });

  test('the splitter keeps no chunk: the caller may read into the same buffer again', () => {
    const splitter = new LineSplitter();
    const buffer = new Uint8Array(8);
    const fill = (text: string) => {
      buffer.fill(0x3f);
      buffer.set(new TextEncoder().encode(text));
      return buffer.subarray(0, text.length);
    };
    expect(splitter.push(fill('ab\ncd'))).toEqual(['ab']);
    expect(splitter.push(fill('efgh'))).toEqual([]);
    expect(splitter.push(fill('i\njk\nl'))).toEqual(['cdefghi', 'jk']);
    expect(splitter.end()).toEqual(['l']);
  });

  test('a character split between chunks is decoded whole', () => {
    expect(read(bytes([0x2f, 0xc3], [0xa9, 0x0a]))).toEqual(['/é']);
  });

  test('a byte order mark at the start is dropped, elsewhere kept', () => {
    expect(read(bytes([0xef, 0xbb, 0xbf], 'a\n\ufeffb\n'))).toEqual(['a', '\ufeffb']);
  });

  test('a line that is not UTF-8 is null, its neighbours decoded', () => {
    expect(read(bytes('http://h/caf', [0xe9, 0x0a], 'ok\n', [0xc3, 0x28, 0x0a]))).toEqual([null, 'ok', null]);
  });

  test('a line longer than the limit is a LineTooLong, in one chunk or across many; the lines around it are read', () => {
    const lines = (chunks: Uint8Array[]) => {
      const splitter = new LineSplitter(4);
      return [...chunks.flatMap((c) => splitter.push(c)), ...splitter.end()];
    };
    const tooLong = new LineTooLong(4);
    expect(lines(bytes('ab\nabcdefgh\nabcd\nabcde\n'))).toEqual(['ab', tooLong, 'abcd', tooLong]);
    expect(lines(bytes('a', 'bcd', 'e', 'fgh\nxy', 'z\n', 'abcdefghij'))).toEqual([tooLong, 'xyz', tooLong]);
    expect(lines(bytes('abcd', '\n'))).toEqual(['abcd']);
  });

  test('a too-long line is an error for that line: stderr in text, a record in JSON', async () => {
    const tooLong = new LineTooLong(268435456);
    expect(await cli(['normalize'], ['/a', tooLong as unknown as string, '/b'])).toEqual({
      status: 2,
      out: ['/a', '', '/b'],
      err: ['line 2: longer than 268,435,456 bytes'],
    });
    const { out } = await cli(['normalize', '--json'], [tooLong as unknown as string]);
    expect(JSON.parse(out[0]!)).toEqual({
      line: 1,
      input: null,
      error: { type: 'InputTooLong', message: 'line 1 is longer than 268,435,456 bytes' },
    });
  });
});

describe('records in pieces', () => {
  test('a record of values over the limit of one write is the same JSON, in pieces of at most a few MB', () => {
    // Controls (6 characters each in JSON), U+2028 and surrogate pairs, across the 2^20-unit pieces.
    const unit = '\u0001a\u2028\ud83d\ude00"\\';
    const value = unit.repeat(Math.ceil(2 ** 24 / unit.length) + 3);
    const record = { line: 1, input: value, uri: { nested: value, n: -1, t: true, z: null }, gone: undefined };
    const parts = [...jsonLine(record, true)];
    expect(parts.length).toBeGreaterThan(16);
    expect(Math.max(...parts.map((p) => p.length))).toBeLessThanOrEqual(6 * 2 ** 20);
    const text = parts.join('');
    expect(text.endsWith('\n')).toBe(true);
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ line: 1, input: value, uri: { nested: value, n: -1, t: true, z: null } });
  });

  test('the record writer never makes a string past its queue length of one of the pieces given', async () => {
    const writes: string[] = [];
    const output = new Output({ out: (text) => void writes.push(text), err: () => undefined });
    const piece = 'x'.repeat(2 ** 20);
    output.add(Array.from({ length: 40 }, () => piece));
    output.add('y\n');
    await output.flush();
    expect(Math.max(...writes.map((w) => w.length))).toBeLessThanOrEqual(2 ** 24);
    expect(writes.join('')).toBe(piece.repeat(40) + 'y\n');
  });

  test('shown text in pieces is the same as shown whole', () => {
    const value = 'a\u001b\ud83d\ude00\\'.repeat(2 ** 19 + 1);
    const parts = visibleParts(value);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join('')).toBe(visible(value));
  });
});

describe('the built command in a real pipe', () => {
  const cliPath = join(__dirname, '..', 'dist', 'cli.mjs');
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'java-uri-cli-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('dist/cli.mjs is executable', () => {
    expect(statSync(cliPath).mode & 0o111).toBe(0o111);
  });

  test('bytes that are not UTF-8 and a byte order mark, through standard input', () => {
    const bom = [0xef, 0xbb, 0xbf];
    const input = Buffer.concat([Buffer.from(bom), Buffer.from('http://h/\nhttp://h/caf'), Buffer.from([0xe9, 0x0a])]);
    const r = spawnSync(cliPath, ['ascii'], { input });
    expect(r.status).toBe(2);
    expect(r.stdout.toString()).toBe('http://h/\n\n');
    expect(r.stderr.toString()).toBe('line 2: not valid UTF-8\n');
  });

  test('a non-blocking standard input (as a parent may leave it) is read as a stream, waiting for data', () => {
    // Python sets O_NONBLOCK on the pipe, which Node cannot; the first read finds no data (EAGAIN).
    const script = [
      'import os, subprocess, sys, time',
      'r, w = os.pipe()',
      'os.set_blocking(r, False)',
      "p = subprocess.Popen([sys.argv[1], 'ascii'], stdin=r, stdout=subprocess.PIPE)",
      'os.close(r)',
      'time.sleep(0.3)',
      "os.write(w, 'http://h/\u00e9\\n'.encode())",
      'time.sleep(0.3)',
      "os.write(w, b'http://h/b\\n')",
      'os.close(w)',
      'sys.stdout.write(p.communicate()[0].decode())',
      'sys.exit(p.returncode)',
    ].join('\n');
    const r = spawnSync('python3', ['-c', script, cliPath], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('http://h/%C3%A9\nhttp://h/b\n');
    expect(r.status).toBe(0);
  });

  test('on a terminal (a pseudo-terminal), the output and the errors appear in input order', () => {
    // Standard output and standard error both on one pseudo-terminal, as in an interactive shell.
    const script = [
      'import os, pty, subprocess, sys',
      'master, slave = pty.openpty()',
      "p = subprocess.Popen([sys.argv[1], 'normalize'], stdin=subprocess.PIPE, stdout=slave, stderr=slave)",
      'os.close(slave)',
      "p.stdin.write(b'a\\na b\\nc\\nd e\\nf\\n')",
      'p.stdin.close()',
      'out = b""',
      'while True:',
      '    try:',
      '        chunk = os.read(master, 4096)',
      '    except OSError:',
      '        break',
      '    if not chunk:',
      '        break',
      '    out += chunk',
      'p.wait()',
      "sys.stdout.write(out.decode().replace('\\r\\n', '\\n'))",
    ].join('\n');
    const r = spawnSync('python3', ['-c', script, cliPath], { encoding: 'utf8' });
    expect(r.stdout.split('\n')).toEqual([
      'a',
      '',
      'line 2: Illegal character in path at index 1: a b',
      '  a b',
      '   ^',
      'c',
      '',
      'line 4: Illegal character in path at index 1: d e',
      '  d e',
      '   ^',
      'f',
      '',
    ]);
  });

  test('url --json, as a program sees it: one record, status 0 though toURI() fails', () => {
    // JDK 25: new URL("http://h/a b").toURI() throws "Illegal character in path at index 10: http://h/a b"
    const r = spawnSync(cliPath, ['url', 'http://h/a b', '--json'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout.endsWith('}\n')).toBe(true);
    expect(JSON.parse(r.stdout)).toEqual({
      input: 'http://h/a b',
      protocol: 'http',
      authority: 'h',
      userInfo: null,
      host: 'h',
      port: -1,
      defaultPort: 80,
      path: '/a b',
      query: null,
      file: '/a b',
      ref: null,
      externalForm: 'http://h/a b',
      toURI: {
        error: {
          type: 'URISyntaxException',
          reason: 'Illegal character in path',
          index: 10,
          message: 'Illegal character in path at index 10: http://h/a b',
        },
      },
    });
  });

  test('| head -1: a closed pipe ends the run quietly, with the status of SIGPIPE', () => {
    const file = join(dir, 'many.txt');
    writeFileSync(file, 'http://h/a\n'.repeat(200000));
    const pipeline = `set -o pipefail; "${cliPath}" parse --json < "${file}" | head -1; echo "status $?"`;
    const r = spawnSync('bash', ['-c', pipeline], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.stdout.split('\n').slice(1)).toEqual(['status 141', '']);
    expect(JSON.parse(r.stdout.split('\n')[0]!)).toMatchObject({ line: 1, input: 'http://h/a' });
  });

  test('a slow consumer: memory stays bounded, and every line gets its record', async () => {
    const file = join(dir, 'big.txt');
    const lines = 300000;
    writeFileSync(file, 'http://example.com/a/b/c?q=1#f\n'.repeat(lines));
    const child = spawn(cliPath, ['parse', '--json'], { stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdin.end(readFileSync(file));
    child.stdout.pause();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) * 1024;
    let count = 0;
    child.stdout.on('data', (d: Buffer) => {
      for (const b of d) if (b === 0x0a) count++;
    });
    child.stdout.resume();
    const status = await new Promise((resolve) => child.on('close', resolve));
    expect(status).toBe(0);
    expect(count).toBe(lines);
    expect(rss).toBeLessThan(200 * 1024 * 1024);
  }, 60000);
});
