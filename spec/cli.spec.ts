// The command line: src/cli/run.ts in-process with standard input and output as arrays, the line
// reader (src/cli/lines.ts) on bytes, and the built dist/cli.mjs as a child process for what only
// a real pipe shows (a slow consumer, `| head -1`, the execute bit). Expected URIs and messages
// are java.net.URI's (JDK 25), written down from running it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LineSplitter } from '../src/cli/lines';
import { run, USAGE } from '../src/cli/run';

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
      'scheme                (undefined)',
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

describe('one record per input line', () => {
  test('an empty line is a URI like any other', async () => {
    const { status, out } = await cli(['resolve', 'http://h/a/'], ['b/c', '', '../x']);
    expect(status).toBe(0);
    expect(out).toEqual(['http://h/a/b/c', 'http://h/a/', 'http://h/x']);
  });

  test('text: a bad line goes to standard error with its line number and a caret; the others still run', async () => {
    const { status, out, err } = await cli(['resolve', 'http://h/'], ['a', 'a b', 'c']);
    expect(status).toBe(2);
    expect(out).toEqual(['http://h/a', 'http://h/c']);
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
    expect(out).toEqual(['a b c\u00e9\ufffd', '', '\ufffd']);
    expect(err).toEqual([
      'line 2: IllegalArgumentException: URLDecoder: Illegal hex characters in escape (%) pattern - not a hexadecimal digit: "z" = 122',
    ]);
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
    expect(err[1]).toBe('  …' + 'a'.repeat(60));
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

  test.each([[[]], [['frob']], [['parse', 'a', 'b']], [['resolve']], [['parse', '--dot-segments', 'x']], [['-x']]])(
    'usage error for %j exits 1',
    async (args) => {
      const { status, out, err } = await cli(args);
      expect(status).toBe(1);
      expect(out).toEqual([]);
      expect(err[0]).toMatch(/^java-uri: /);
    },
  );

  test('--help and --version, as options', async () => {
    expect(await cli(['--help'])).toEqual({ status: 0, out: USAGE.split('\n'), err: [] });
    expect(await cli(['-v'])).toEqual({ status: 0, out: ['9.9.9'], err: [] });
  });

  test('the help writes the escapes it names, not the characters (no ESC to the terminal)', async () => {
    const { out } = await cli(['--help']);
    expect(out).toContain('Text output shows control characters as escapes (\\n, \\x1B); --json gives values exactly.');
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

  test('a character split between chunks is decoded whole', () => {
    expect(read(bytes([0x2f, 0xc3], [0xa9, 0x0a]))).toEqual(['/é']);
  });

  test('a byte order mark at the start is dropped, elsewhere kept', () => {
    expect(read(bytes([0xef, 0xbb, 0xbf], 'a\n\ufeffb\n'))).toEqual(['a', '\ufeffb']);
  });

  test('a line that is not UTF-8 is null, its neighbours decoded', () => {
    expect(read(bytes('http://h/caf', [0xe9, 0x0a], 'ok\n', [0xc3, 0x28, 0x0a]))).toEqual([null, 'ok', null]);
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
    expect(r.stdout.toString()).toBe('http://h/\n');
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
