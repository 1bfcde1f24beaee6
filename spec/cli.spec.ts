// The command line (src/cli/run.ts), run in-process with standard input and output as arrays.
// Expected URIs and messages are java.net.URI's (OpenJDK 17), written down from running it.
import { run, USAGE } from '../src/cli/run';

async function cli(args: string[], stdin: string[] = []) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await run(args, {
    lines: async function* () {
      yield* stdin;
    },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    version: '9.9.9',
  });
  return { status, out, err };
}

describe('java-uri parse', () => {
  test('prints the nine components, raw and decoded, and the kind of authority', async () => {
    const { status, out } = await cli(['parse', '//u%40v@h:8/p%20q?r#s']);
    expect(status).toBe(0);
    expect(out).toEqual([
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

  test('--json gives one object per URI; a registry-based authority has no host', async () => {
    const { status, out } = await cli(['parse', '--json'], ['//a_b/x', 'mailto:a%20b@c']);
    expect(status).toBe(0);
    expect(out).toHaveLength(2);
    const registry = JSON.parse(out[0]!);
    expect(registry).toMatchObject({ host: null, authority: 'a_b', authorityKind: 'registry', path: '/x', port: -1 });
    expect(JSON.parse(out[1]!)).toMatchObject({
      scheme: 'mailto',
      schemeSpecificPart: 'a b@c',
      opaque: true,
      path: null,
    });
  });
});

describe('java-uri resolve, relativize, normalize, ascii', () => {
  test('resolve reads the references from standard input when none is given', async () => {
    const { status, out } = await cli(['resolve', 'http://h/a/'], ['b/c', '', '../x']);
    expect(status).toBe(0);
    expect(out).toEqual(['http://h/a/b/c', 'http://h/x']);
  });

  test('relativize as the JDK does, and with --dot-segments', async () => {
    expect((await cli(['relativize', 'http://h/a/', 'http://h/a/b?q'])).out).toEqual(['b?q']);
    expect((await cli(['relativize', 'http://h/a/b.html', 'http://h/c/d.png', '--dot-segments'])).out).toEqual([
      '../c/d.png',
    ]);
  });

  test('normalize and ascii', async () => {
    expect((await cli(['normalize', 'http://h/a/./b/../c'])).out).toEqual(['http://h/a/c']);
    expect((await cli(['ascii', '/é'])).out).toEqual(['/%C3%A9']);
  });
});

describe('errors and usage', () => {
  test('a syntax error prints the JDK message with a caret and exits 2; the other lines still run', async () => {
    const { status, out, err } = await cli(['resolve', 'http://h/'], ['a', 'a b', 'c']);
    expect(status).toBe(2);
    expect(out).toEqual(['http://h/a', 'http://h/c']);
    expect(err).toEqual(['Illegal character in path at index 1: a b', '  a b', '   ^']);
  });

  test('a bad base is reported before any input is read', async () => {
    const { status, err } = await cli(['relativize', 'http://h/a b', 'x']);
    expect(status).toBe(2);
    expect(err[0]).toBe('Illegal character in path at index 10: http://h/a b');
    expect(err[2]).toBe('  ' + ' '.repeat(10) + '^');
  });

  test.each([[[]], [['frob']], [['parse', 'a', 'b']], [['resolve']], [['parse', '--dot-segments', 'x']]])(
    'usage error for %j exits 1',
    async (args) => {
      const { status, out, err } = await cli(args);
      expect(status).toBe(1);
      expect(out).toEqual([]);
      expect(err[0]).toMatch(/^java-uri: /);
    },
  );

  test('--help and --version', async () => {
    expect(await cli(['--help'])).toEqual({ status: 0, out: [USAGE], err: [] });
    expect(await cli(['parse', '-v'])).toEqual({ status: 0, out: ['9.9.9'], err: [] });
  });
});
