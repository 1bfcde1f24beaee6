// java-uri cookie: each Set-Cookie or Set-Cookie2 header line read as java.net.HttpCookie.parse reads
// it, its cookies' fields as text blocks or JSON records, the headers parse rejects as errors that
// name them. The expected fields and messages are JDK 25's (Temurin 25.0.3): a throwaway program
// printed HttpCookie.parse(line)'s getters and toString(), or the exception's message, for each
// header of HEADERS. No Expires here sets the max age from a date to come (its seconds would count
// from now): the dates are past or unread, or Max-Age came first.
import { visible } from '../src/cli/display';
import { run, USAGE } from '../src/cli/run';

interface Fields {
  name: string;
  value: string;
  domain: string | null;
  path: string | null;
  maxAge: number;
  secure: boolean;
  httpOnly: boolean;
  comment: string | null;
  commentURL: string | null;
  discard: boolean;
  portlist: string | null;
  version: number;
  string: string;
}

/** A cookie's fields as the JDK gave them: those not written are a new cookie's (null, -1, false). */
function cookie(given: Pick<Fields, 'name' | 'value' | 'version' | 'string'> & Partial<Fields>): Fields {
  return {
    domain: null,
    path: null,
    maxAge: -1,
    secure: false,
    httpOnly: false,
    comment: null,
    commentURL: null,
    discard: false,
    portlist: null,
    ...given,
  };
}

/** Headers and what JDK 25's HttpCookie.parse gives: the cookies, or its IllegalArgumentException's message. */
const HEADERS: readonly (readonly [string, Fields[] | string])[] = [
  [
    'Set-Cookie: id=a1; Path=/; Domain=Example.COM; Secure; HttpOnly',
    [
      cookie({
        name: 'id',
        value: 'a1',
        domain: 'example.com',
        path: '/',
        secure: true,
        httpOnly: true,
        version: 0,
        string: 'id=a1',
      }),
    ],
  ],
  [
    'Set-Cookie2: sid="x y"; Version="1"; Path="/app"; Port="80,8080"; Comment="c"; CommentURL="http://h/c"; Discard; Max-Age=3600',
    [
      cookie({
        name: 'sid',
        value: 'x y',
        path: '/app',
        maxAge: 3600,
        comment: 'c',
        commentURL: 'http://h/c',
        discard: true,
        portlist: '80,8080',
        version: 1,
        string: 'sid="x y";$Path="/app";$Port="80,8080"',
      }),
    ],
  ],
  ['a=b; Max-Age=60', [cookie({ name: 'a', value: 'b', maxAge: 60, version: 1, string: 'a="b"' })]],
  [
    'Set-Cookie: n=v; Expires=Wed, 09 Jun 2021 10:18:14 GMT',
    [cookie({ name: 'n', value: 'v', maxAge: 0, version: 0, string: 'n=v' })],
  ],
  [
    'Set-Cookie2: a=1; Version=1, b=2; Version=1; Path=/p',
    [
      cookie({ name: 'a', value: '1', version: 1, string: 'a="1"' }),
      cookie({ name: 'b', value: '2', path: '/p', version: 1, string: 'b="2";$Path="/p"' }),
    ],
  ],
  [
    'Set-Cookie2: a="x,y"; Version=1, b=\'q\'',
    [
      cookie({ name: 'a', value: 'x,y', version: 1, string: 'a="x,y"' }),
      cookie({ name: 'b', value: 'q', version: 1, string: 'b="q"' }),
    ],
  ],
  ['Set-Cookie: ', 'Invalid cookie name-value pair'],
  ['Set-Cookie2:', 'Empty cookie header string'],
  ['noequals', 'Invalid cookie name-value pair'],
  ['$x=1', 'Illegal cookie name'],
  ['a=b; Max-Age=soon', 'Illegal cookie max-age attribute'],
  ['a=b; Version=2', 'cookie version should be 0 or 1'],
  ['a=b; Version=0; Path=/', [cookie({ name: 'a', value: 'b', path: '/', version: 1, string: 'a="b";$Path="/"' })]],
  ['Set-Cookie2: a=b; Version=0', [cookie({ name: 'a', value: 'b', version: 1, string: 'a="b"' })]],
  [
    'a=b; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=100',
    [cookie({ name: 'a', value: 'b', maxAge: 0, version: 0, string: 'a=b' })],
  ],
  [
    'a=b; Max-Age=100; Expires=Thu, 01 Jan 2099 00:00:00 GMT',
    [cookie({ name: 'a', value: 'b', maxAge: 100, version: 0, string: 'a=b' })],
  ],
  ['a=b; Expires=someday', [cookie({ name: 'a', value: 'b', maxAge: 0, version: 0, string: 'a=b' })]],
  [
    'a=b; Path=/x; Path=/y; Domain=a.org; Domain=b.org',
    [cookie({ name: 'a', value: 'b', domain: 'a.org', path: '/x', version: 0, string: 'a=b' })],
  ],
  [
    'Set-Cookie2: a=b; Port; Discard; Secure',
    [
      cookie({
        name: 'a',
        value: 'b',
        secure: true,
        discard: true,
        portlist: '',
        version: 1,
        string: 'a="b";$Port=""',
      }),
    ],
  ],
  ['a b=c', 'Illegal cookie name'],
  ['a=b;;; path=/q', [cookie({ name: 'a', value: 'b', path: '/q', version: 0, string: 'a=b' })]],
  ['SET-COOKIE: a= "quoted" ', [cookie({ name: 'a', value: 'quoted', version: 0, string: 'a=quoted' })]],
  ['a=b; Max-Age', 'Illegal cookie max-age attribute'],
  ['a=b; Max-Age=-5', [cookie({ name: 'a', value: 'b', maxAge: -5, version: 1, string: 'a="b"' })]],
  ['a=b, c=d', [cookie({ name: 'a', value: 'b, c=d', version: 0, string: 'a=b, c=d' })]],
  [
    'a=b; version=1, c=d',
    [
      cookie({ name: 'a', value: 'b', version: 1, string: 'a="b"' }),
      cookie({ name: 'c', value: 'd', version: 1, string: 'c="d"' }),
    ],
  ],
  [
    'a=x\u001by\u202ez; Path=/p\tq; Comment=c\u2028d',
    [
      cookie({
        name: 'a',
        value: 'x\u001by\u202ez',
        path: '/p\tq',
        comment: 'c\u2028d',
        version: 0,
        string: 'a=x\u001by\u202ez',
      }),
    ],
  ],
  [
    'Set-Cookie2: n="v\\\\w"; Version=1; Domain=.Ex\u00e4mple.org',
    [
      cookie({
        name: 'n',
        value: 'v\\\\w',
        domain: '.ex\u00e4mple.org',
        version: 1,
        string: 'n="v\\\\w";$Domain=".ex\u00e4mple.org"',
      }),
    ],
  ],
];

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
  return { status, out, err };
}

const lines = (text: string) => (text === '' ? [] : text.replace(/\n$/, '').split('\n'));
const records = (text: string) => lines(text).map((l) => JSON.parse(l) as Record<string, unknown>);

/** The record --json gives for a row: its cookies' fields, or the JDK's exception. */
function expectedRecord([input, expected]: readonly [string, Fields[] | string], line?: number) {
  const record = { ...(line === undefined ? {} : { line }), input };
  if (typeof expected !== 'string') return { ...record, cookies: expected };
  return { ...record, error: { type: 'IllegalArgumentException', reason: null, index: null, message: expected } };
}

/** The text block for a header that parses: the fields in the command's layout, values shown escaped. */
function expectedBlock(input: string, cookies: Fields[]): string[] {
  const line = (label: string, value: string | number | boolean | null) =>
    label.padEnd(22) + (value === null ? '(null)' : visible(String(value)));
  return [
    line('input', input),
    ...cookies.flatMap((c, i) => [
      `cookie ${i + 1}`,
      line('  toString', c.string),
      line('  name', c.name),
      line('  value', c.value),
      line('  domain', c.domain),
      line('  path', c.path),
      line('  max age', c.maxAge),
      line('  secure', c.secure),
      line('  http only', c.httpOnly),
      line('  comment', c.comment),
      line('  comment URL', c.commentURL),
      line('  discard', c.discard),
      line('  port list', c.portlist),
      line('  version', c.version),
    ]),
  ];
}

const good = HEADERS.filter((row): row is readonly [string, Fields[]] => typeof row[1] !== 'string');
const bad = HEADERS.filter((row) => typeof row[1] === 'string');

describe('java-uri cookie --json', () => {
  test('a record per line of standard input, with its line: every field as the JDK gives it, or its error', async () => {
    const { status, out, err } = await cli(
      ['cookie', '--json'],
      HEADERS.map(([input]) => input),
    );
    expect(records(out)).toEqual(HEADERS.map((row, i) => expectedRecord(row, i + 1)));
    expect(err).toBe('');
    expect(status).toBe(2);
  });

  test('a record per argument, without a line; status 0 when every header parses', async () => {
    const { status, out } = await cli(['cookie', '--json', ...good.map(([input]) => input)]);
    expect(records(out)).toEqual(good.map((row) => expectedRecord(row)));
    expect(status).toBe(0);
  });

  test('several cookies in one line: one record, its cookies in the order of the header', async () => {
    const header = 'Set-Cookie2: a="x,y"; Version=1, b=\'q\'';
    const { out } = await cli(['cookie', '--json', header]);
    const { cookies } = records(out)[0] as { cookies: Fields[] };
    expect(cookies.map((c) => [c.name, c.value, c.string])).toEqual([
      ['a', 'x,y', 'a="x,y"'],
      ['b', 'q', 'b="q"'],
    ]);
  });

  test('a header longer than a piece: the same record, written in pieces (the list of cookies a list)', async () => {
    // JDK 25: the value (2^20 + 11 characters, ESC among them) and the path whole; version 0, toString() name=value.
    const value = 'x'.repeat(2 ** 20 + 10) + '\u001by';
    const path = '/' + 'p'.repeat(2 ** 20);
    const input = `Set-Cookie: big=${value}; Path=${path}`;
    const { status, out } = await cli(['cookie', '--json', input]);
    expect(status).toBe(0);
    expect(records(out)).toEqual([
      { input, cookies: [cookie({ name: 'big', value, path, version: 0, string: `big=${value}` })] },
    ]);
  });
});

describe('java-uri cookie, text', () => {
  test('a header of two cookies: the input, then each cookie, its toString() and its fields', async () => {
    const { status, out } = await cli(['cookie', 'Set-Cookie2: a=1; Version=1, b=2; Version=1; Path=/p']);
    expect(status).toBe(0);
    expect(lines(out)).toEqual([
      'input                 Set-Cookie2: a=1; Version=1, b=2; Version=1; Path=/p',
      'cookie 1',
      '  toString            a="1"',
      '  name                a',
      '  value               1',
      '  domain              (null)',
      '  path                (null)',
      '  max age             -1',
      '  secure              false',
      '  http only           false',
      '  comment             (null)',
      '  comment URL         (null)',
      '  discard             false',
      '  port list           (null)',
      '  version             1',
      'cookie 2',
      '  toString            b="2";$Path="/p"',
      '  name                b',
      '  value               2',
      '  domain              (null)',
      '  path                /p',
      '  max age             -1',
      '  secure              false',
      '  http only           false',
      '  comment             (null)',
      '  comment URL         (null)',
      '  discard             false',
      '  port list           (null)',
      '  version             1',
    ]);
  });

  test('a block per header that parses, separated by an empty line; nothing for a bad one, its error on standard error', async () => {
    const { status, out, err } = await cli(
      ['cookie'],
      HEADERS.map(([input]) => input),
    );
    expect(lines(out)).toEqual(
      good.flatMap(([input, cookies], i) => [...(i > 0 ? [''] : []), ...expectedBlock(input, cookies)]),
    );
    const errors = HEADERS.flatMap(([input, expected], i) =>
      typeof expected === 'string' ? [`line ${i + 1}: cookie: "${visible(input)}": ${expected}`] : [],
    );
    expect(lines(err)).toEqual(errors);
    expect(errors).toHaveLength(bad.length);
    expect(status).toBe(2);
  });

  test('arguments: the error names the header (no line), a quote in it as \\"', async () => {
    const { status, out, err } = await cli(['cookie', 'noequals', 'a b="c"', 'a=b']);
    expect(lines(err)).toEqual([
      'cookie: "noequals": Invalid cookie name-value pair',
      'cookie: "a b=\\"c\\"": Illegal cookie name',
    ]);
    expect(lines(out)[0]).toBe('input                 a=b');
    expect(status).toBe(2);
  });

  test('control, bidirectional and separator characters are shown escaped, a backslash as \\\\; never raw', async () => {
    const rows = HEADERS.filter(([input]) => input.startsWith('a=x\u001b') || input.includes('\\'));
    expect(rows).toHaveLength(2);
    const { out } = await cli(['cookie', ...rows.map(([input]) => input)]);
    // eslint-disable-next-line no-control-regex -- no control character but the line breaks
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u2028\u202e]/);
    expect(lines(out).filter((l) => /^ {2}(value|path|comment) {2}/.test(l))).toEqual([
      '  value               x\\x1By\\u202Ez',
      '  path                /p\\tq',
      '  comment             c\\u2028d',
      '  value               v\\\\\\\\w',
      '  path                (null)',
      '  comment             (null)',
    ]);
  });

  test('help cookie, and the usage lists it', async () => {
    const { status, out } = await cli(['help', 'cookie']);
    expect(status).toBe(0);
    expect(lines(out)[0]).toBe('Usage: java-uri cookie [--json] [--] [HEADER…]');
    expect(USAGE).toContain('\n  cookie HEADER…  ');
  });
});
