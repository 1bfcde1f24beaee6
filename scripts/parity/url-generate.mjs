// url-generate.mjs: deterministic (seeded) inputs for java.net.URL (UrlOracle's ops).
//   urlSpecs(seed, count)      -> {spec, kind}[]                 new URL(spec)
//   contextPairs(seed, count)  -> {context, spec, kind}[]        new URL(new URL(context), spec)
//   constructorArgs(seed, count) -> {args, form}[]               new URL(p, h, port, f) / (p, h, f)
//   ofInputs(seed, count)      -> {uri, kind}[]                  URL.of(new URI(uri), null)
//   equalsPairs(seed, count)   -> {a, b, kind}[]                 equals / sameFile / hashCode
// `kind` names where an input came from (a handler, a list, a mutation), so the fixture selection can
// spread over them. The URL lists are the shared bench data (/work/shared/bench-data, see its README)
// when present; without them the lists are skipped.

import { existsSync, readFileSync } from 'node:fs';
import { rng, mutate, other, dirty } from './generate.mjs';
import * as H from './hosts.mjs';
import { REFERENCES } from './examples.mjs';

const BENCH_DATA = process.env.JAVA_URI_BENCH_DATA ?? '/work/shared/bench-data';
const LISTS = ['kasztp.txt', 'node_files.txt', 'isaacs_files.txt'];

let listCache = null;
/** The shared URL lists, one URL a line (BOM and blank lines dropped); [] when absent. */
export function urlLists() {
  if (listCache) return listCache;
  listCache = [];
  for (const name of LISTS) {
    const path = `${BENCH_DATA}/${name}`;
    if (!existsSync(path)) continue;
    const lines = readFileSync(path, 'utf8')
      .replace(/^\ufeff/, '')
      .split('\n')
      .filter(Boolean);
    listCache.push({ name, lines });
  }
  return listCache;
}

/** Protocols with a handler in JDK 25, and some without. */
export const GENERIC = ['http', 'https', 'ftp', 'file', 'jrt', 'jmod'];
export const HANDLERS = [...GENERIC, 'jar', 'mailto'];
const UNKNOWN = ['gopher', 'data', 'urn', 'news', 'ldap', 'javascript', 'foo', 'a.b+c-d', 'x1', 'netdoc'];

/** Fixed edge cases (inputs only: the JDK answers them), from the reference map's sections. */
const EDGE_SPECS = [
  '',
  ' ',
  'abc',
  ':x',
  '1a:x',
  'a_b:x',
  '\u00e9:x',
  '\u0130:x',
  '\u212a:x',
  'a/b:c',
  '#a:b',
  'http ://h/',
  'HTTP://H/P',
  'url:http://h/p',
  'URL:foo:x',
  'url:url:http://h/',
  ' url:http://h/',
  'url:x',
  'url: http://h/',
  '  http://h/p  ',
  '\thttp://h/p\n',
  '\u0000http://h/p\u0000',
  'http://h/p\u00a0',
  'http://h/a b c',
  'http://h/\u0001?\u007f#\u0000',
  'http:',
  'http:/',
  'http://',
  'http:///',
  'http:////',
  'http://///x',
  'http:a/b',
  'http:?q',
  'http:#f',
  'http://h?q',
  'http://h#f',
  'http://h/p?q?r#f#g',
  'http://h/p#f?g',
  'http://h/p?',
  'http://h/p#',
  'http://u:p@h:8/p',
  'http://@h/',
  'http://u@/',
  'http://:8/',
  'http://a@b@c:80/p',
  'http://a@b@c d/',
  'http://%41/',
  'http://a_b.-c/',
  'http://\u00e9.com/',
  'file://C:/a',
  'ftp://u;x@h/a;type=i',
  'http://h:0/',
  'http://h:65536/',
  'http://h:2147483647/',
  'http://h:2147483648/',
  'http://h:21474836470/',
  'http://h:-1/',
  'http://h:-01/',
  'http://h:-2/',
  'http://h:-2147483648/',
  'http://h:-2147483649/',
  'http://h:+80/',
  'http://h:-/',
  'http://h:+/',
  'http://h:08/',
  'http://h:\u0663\u0663/',
  'http://h:\uff11/',
  'http://h:\ud835\udfcf/',
  'http://h: 1/',
  'http://h:1a/',
  'http://h:1:2/',
  'http://h::/',
  'http://[::1]/',
  'http://[::1]:8/',
  'http://[::1]:/',
  'http://[::1]x/',
  'http://[::1',
  'http://[/',
  'http://[]/',
  'http://[x]/',
  'http://[[::1]]/',
  'http://[v1.x]/',
  'http://[::1%]/',
  'http://[::1%25]/',
  'http://[1:2:3:4:5:6:7:8:9]/',
  'http://[::1.2.3]/',
  'http://[::00001]/',
  'http://[::10000]/',
  'http://[::1]]/',
  'http://[a  b]/',
  'http://  x@[::1/',
  'http://::1/',
  'http://a b/',
  'http://a\tb/',
  'http://a\nb/',
  'http://a\rb/',
  'http://a\u0000b/',
  'http://a\u007fb/',
  'http://a|b/',
  'http://a%b/',
  'http://a\uff0fb/',
  'http://a\u2100b/',
  'http://a\ufe13b/',
  'http://a\u00a0b/',
  'http://a b\tc/',
  'http://u v@h/',
  'http://u\\v@h/',
  'http://u[v@h/',
  'http://a\\b@c d/',
  'http://a@b@c\\d/',
  'http://a@b@c[d/',
  'http://[::1%a\\b]/',
  'http://[::1%1]/',
  'http://h:x b/',
  'http://c d:x/',
  'jrt://a b/',
  'file://a b/',
  'jar:file:/a.jar!/b',
  'jar:file:/a.jar',
  'jar:file:/a.jar!',
  'jar:file:/a.jar#r!/b',
  'jar:file:/a.jar?q!/b',
  'jar:file:/a.jar!/b?q#r',
  'jar:file:/a.jar!/b# ',
  'jar:!/',
  'jar:x!/',
  'jar:http://h a/x!/y',
  'jar:mailto:!/x!/y',
  'jar:jar:file:/a!/b!/c',
  'jar:url:file:/a!/b',
  'JAR:FILE:/A!/B/../C',
  'jar: file:/a!/b',
  ' jar:file:/a!/b',
  ' jar:/x',
  'url:jar:file:/a!/b',
  'url:jar:#x',
  'url:jar:jar:x',
  'mailto:a@b',
  'mailto:',
  'mailto:#f',
  'mailto:a@b#f',
  'mailto:a?b?c',
  'mailto://h/p',
  'mailto:\u3000',
  'mailto:\u00a0',
  'MAILTO:A@B',
  'jrt:/java.base',
  'jmod:/x',
  'jrt://h/x',
  'jmod://h:1/x?y#z',
  'gopher://h/',
  'data:x',
  'urn:a:b',
  'file:C:\\a',
  'http://h/%zz',
];

const pick = (r, s) => s[r.int(s.length)];
const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
const word = (r, max = 6) => r.rep(r.range(1, max), () => pick(r, ALNUM));

/** A path segment: mostly plain, sometimes dots, escapes, spaces or odd characters. */
function segment(r) {
  return r.weighted([
    [8, () => word(r)],
    [2, () => r.pick(['.', '..', '', '...', '.a', '..b'])],
    [1, () => word(r, 3) + r.pick(['%20', '%zz', '%2e', ' ', '|', '\\', '^', '"', '<', '{', ';x=1', ':'])],
    [1, () => other(r)],
    [1, () => dirty(r)],
  ]);
}

const path = (r, n = r.range(0, 4)) => Array.from({ length: n }, () => segment(r)).join('/');

/** A host as new URL sees it: names, IP literals, bracketed IPv6 (good and bad), odd characters. */
function host(r) {
  return r.weighted([
    [6, () => r.rep(r.range(1, 3), () => word(r) + '.') + r.pick(['com', 'org', 'x'])],
    [2, () => H.ipv4(r)],
    [1, () => H.badIpv4(r)],
    [2, () => '[' + H.ipv6(r) + ']'],
    [1, () => '[' + H.ipv6(r) + '%' + r.pick(['1', '25', 'eth0', '2147483648', 'a b', '', 'x\\y']) + ']'],
    [1, () => r.pick(['localhost', 'LOCALHOST', 'localhost.', '', 'EXAMPLE.com', '\u0130', '\u212a', 'a_b'])],
    [
      1,
      () =>
        word(r, 3) + r.pick([' ', '\t', '|', '\\', '^', '%', '\uff0f', '\u2100', '[', ']', '<', '\u00e9']) + word(r, 3),
    ],
    [1, () => r.pick(['[', '[]', '[::1', '::1', '[::1]x', '[v1.x]', '[12345::]', '[1::2::3]'])],
  ]);
}

/** A port text: mostly digits, sometimes signed, huge, non-ASCII digits or junk. */
function port(r) {
  return r.weighted([
    [6, () => String(r.pick([80, 443, 21, 8080, 1, 0, 65535]))],
    [1, () => r.pick(['', '-1', '-0', '-01', '-2', '+80', '-', '+', '08', '65536', '2147483647', '2147483648'])],
    [1, () => r.pick(['21474836470', '-2147483649', '\u0663\u0663', '\uff11', '\ud835\udfcf', ' 1', '1a', '1:2', ':'])],
  ]);
}

/** The authority: [userinfo@]host[:port], with now and then two @ or odd user info. */
function authority(r, proto) {
  const ui = r.weighted([
    [6, () => ''],
    [2, () => word(r) + '@'],
    [1, () => word(r) + ':' + word(r) + '@'],
    [1, () => r.pick(['@', 'u v@', 'u\\v@', 'u[v@', 'a@b@', 'u;x@', '%41@', 'u\u00e9@'])],
  ]);
  const p = r.chance(0.3) ? ':' + port(r) : '';
  return ui + host(r, proto) + p;
}

/** A spec for a generic handler (http https ftp file jrt jmod). */
function genericSpec(r, proto) {
  const auth = r.weighted([
    [6, () => '//' + authority(r, proto)],
    [2, () => ''],
    [1, () => '//'],
    [1, () => r.pick(['///', '////', '/////'])],
  ]);
  const p = r.weighted([
    [5, () => '/' + path(r)],
    [1, () => path(r)],
    [1, () => ''],
  ]);
  const q = r.chance(0.3) ? '?' + r.pick(['q', 'a=1&b=2', '', 'x?y', 'a b', '%zz', '/../x']) : '';
  const f = r.chance(0.2) ? '#' + r.pick(['f', '', 'a#b', 'x?y', ' s', '%41']) : '';
  return proto + ':' + auth + p + q + f;
}

function jarSpec(r) {
  const inner = r.weighted([
    [5, () => genericSpec(r, r.pick(['file', 'http', 'https', 'jrt']))],
    [1, () => r.pick(['x', '', 'mailto:a', 'jar:file:/a!/b', 'foo:x', 'url:file:/a', ' file:/a'])],
  ]);
  const entry = r.weighted([
    [5, () => '!/' + path(r)],
    [1, () => r.pick(['', '!', '!/', '!//x', '!/a!/b', '!/a/../b', '?q!/x'])],
  ]);
  const q = r.chance(0.2) ? '?' + r.pick(['q', '', 'a?b']) : '';
  const f = r.chance(0.2) ? '#' + r.pick(['f', '', ' ', 'a#b']) : '';
  return r.pick(['jar', 'jar', 'JAR', 'Jar']) + ':' + inner + entry + q + f;
}

function mailtoSpec(r) {
  const addr = r.weighted([
    [5, () => word(r) + '@' + word(r) + '.com'],
    [1, () => r.pick(['', ' ', '\u3000', '\u2028', '\u00a0', '\u0085', '\u001c', '//h/p', 'a?b?c', 'a b', '?x'])],
  ]);
  const q = r.chance(0.2) ? '?subject=' + word(r) : '';
  const f = r.chance(0.2) ? '#' + word(r) : '';
  return r.pick(['mailto', 'MAILTO', 'mailto']) + ':' + addr + q + f;
}

/** A spec for one handler (or an unknown protocol, or none). */
export function handlerSpec(r, proto) {
  if (proto === 'jar') return jarSpec(r);
  if (proto === 'mailto') return mailtoSpec(r);
  if (GENERIC.includes(proto)) return genericSpec(r, r.chance(0.1) ? proto.toUpperCase() : proto);
  if (proto === 'none') return r.pick(['', '/', '//h', '?q', '#f', 'g', '../g']) + path(r);
  return proto + ':' + r.pick(['//h/p', 'x', '', '/p']);
}

/** Whitespace, controls, a url: prefix or case changes around a spec (the trimming rules). */
function wrap(r, s) {
  return r.weighted([
    [6, () => s],
    [1, () => r.pick([' ', '\t', '\n', '\u0000', '\u001f', '\u00a0', '  ']) + s],
    [1, () => s + r.pick([' ', '\t', '\r\n', '\u0000', '\u00a0', '\u3000'])],
    [1, () => r.pick(['url:', 'URL:', 'Url:', ' url:', 'url: ', 'url:url:']) + s],
  ]);
}

function oneSpec(r) {
  const lists = urlLists();
  return r.weighted([
    [2, () => ({ spec: r.pick(EDGE_SPECS), kind: 'edge' })],
    [
      3,
      () => {
        if (!lists.length) return { spec: r.pick(EDGE_SPECS), kind: 'edge' };
        const l = r.pick(lists);
        return { spec: r.pick(l.lines), kind: 'list ' + l.name };
      },
    ],
    [
      2,
      () => {
        const l = lists.length ? r.pick(r.pick(lists).lines) : r.pick(EDGE_SPECS);
        return { spec: mutate(r, l), kind: 'list mutated' };
      },
    ],
    [
      8,
      () => {
        const proto = r.weighted([
          [12, () => r.pick(HANDLERS)],
          [1, () => r.pick(UNKNOWN)],
          [1, 'none'],
        ]);
        return {
          spec: wrap(r, handlerSpec(r, proto)),
          kind:
            GENERIC.includes(proto) || proto === 'jar' || proto === 'mailto' || proto === 'none' ? proto : 'unknown',
        };
      },
    ],
    [1, () => ({ spec: mutate(r, handlerSpec(r, r.pick(HANDLERS))), kind: 'mutated' })],
  ]);
}

export function urlSpecs(seed, count) {
  const r = rng(seed);
  const out = EDGE_SPECS.slice(0, count).map((spec) => ({ spec, kind: 'edge' }));
  while (out.length < count) out.push(oneSpec(r));
  return out;
}

/** RFC 2396's references (examples.mjs) and what java.net.URL reads its own way. */
const RELATIVE_SPECS = [
  ...REFERENCES,
  'HTTP:g',
  'http:',
  'https:g',
  '///g',
  '////g',
  '//',
  ' g ',
  'url:g',
  '\\g',
  '?',
  '#',
  'http:#g',
  '//u@v@w/y',
  '//h',
  'file:g',
  'jar:g',
  ' jar:g',
  'mailto:x',
  '..//x',
  'x//..',
  'x/.//../y',
  '../../../x/../y',
  'C:\\x',
  '//h/g',
  'jar:file:/y.jar!/z',
  'file:/z',
  '/',
];

/** Relative references for new URL(context, spec): the RFC 2396 set, dot runs, prefixes, other handlers. */
function relative(r) {
  return r.weighted([
    [4, () => r.pick(RELATIVE_SPECS)],
    [
      3,
      () =>
        r.rep(r.range(1, 4), () => r.pick(['../', './', 'a/', '..', '.', '/', '//', 'b'])) +
        r.pick(['', 'g', '?q', '#f']),
    ],
    [2, () => wrap(r, handlerSpec(r, r.pick([...HANDLERS, 'none', 'none', 'none'])))],
    [1, () => mutate(r, r.pick(['../g', 'g?y#s', '//h/p', '/a/b']))],
  ]);
}

/** A context URL: most often a valid one of each handler. */
function context(r) {
  return r.weighted([
    [
      3,
      () =>
        r.pick([
          'http://a/b/c/d;p?q',
          'http://u@a:8/b/c?q#f',
          'http://a',
          'http://a/',
          'http:x',
          'http:x/y',
          'http://a/b/c/',
          'file:/a/b/c',
          'file:./',
          'file:///a/b',
          'file://h/a/b',
          'ftp://u@h/a/b',
          'https://h/a?q#f',
          'http://h/a/..b/c',
          'http://h/..a/b/c',
          'http://h/a/b/c',
          'jar:file:/x.jar!/a/b/c',
          'jar:file:/x.jar!/a?q#f',
          'jar:file:/x.jar!/',
          'jar:file:/x.jar!/a/b!/c/d',
          'mailto:a@b',
          'jrt:/java.base/a',
          'jmod:/x/y',
          'http://[::1]:8/a/b',
          'url:jar:#x',
        ]),
    ],
    [3, () => handlerSpec(r, r.pick(HANDLERS))],
    [1, () => null],
  ]);
}

export function contextPairs(seed, count) {
  const r = rng(seed);
  const out = [];
  while (out.length < count) {
    const c = context(r);
    const spec = relative(r);
    const proto = c === null ? 'null' : (/^(?:url:)?([a-z]+):/i.exec(c.trim())?.[1] ?? '?').toLowerCase();
    out.push({ context: c, spec, kind: proto });
  }
  return out;
}

/** Arguments for new URL(protocol, host, port, file) (form 4) and new URL(protocol, host, file) (form 3). */
export function constructorArgs(seed, count) {
  const r = rng(seed);
  const out = [];
  while (out.length < count) {
    const protocol = r.weighted([
      [10, () => r.pick(HANDLERS)],
      [1, () => r.pick(['HTTP', 'Jar', '', 'foo', 'url', null])],
    ]);
    const h = r.weighted([
      [5, () => host(r)],
      [1, () => null],
      [1, () => r.pick(['', '::1', 'fe80::1%1', '::1]', '[::1', 'u@h', 'a/b', 'h?x', 'h#x', '::1%a?b', 'h:80'])],
    ]);
    const file = r.weighted([
      [5, () => '/' + path(r) + (r.chance(0.3) ? '?' + word(r) : '') + (r.chance(0.2) ? '#' + word(r) : '')],
      [1, () => r.pick(['', 'x', '/a?b?c#d?e#f', 'file:/x!/y', 'a@b', '#', '?', ' /x', null])],
    ]);
    if (r.chance(0.3)) out.push({ args: [protocol, h, file], form: 3 });
    else {
      const p = r.weighted([
        [3, -1],
        [3, () => r.pick([80, 443, 21, 0, 8080, 65536])],
        [1, () => r.pick([-2, -100, 2147483647, -2147483648])],
      ]);
      out.push({ args: [protocol, h, p, file], form: 4 });
    }
  }
  return out;
}

/** Strings for URL.of(new URI(s), null): URI-valid specs of each handler, jrt and url: forms, and invalid ones. */
export function ofInputs(seed, count) {
  const r = rng(seed);
  const fixed = [
    'http://a/b?q#f',
    'a/b',
    '#f',
    'http://a b/',
    'foo:x',
    'mailto:a@b#f',
    'jar:file:/x!/y',
    'jrt:/x',
    'jrt:/x?q',
    'jrt:/x??',
    'jrt://?a?b',
    'jrt:/x#f',
    'jrt:///x',
    'JRT:/x',
    'url:http://a/b',
    'url:http:',
    'url:foo',
    'url:url:http://a/',
    'url:http://[12345::]/',
    'http:#f',
    'jrt://h/x',
    'file:/a',
    'file:///a',
    'http://[::1]/',
    'URL:jar:file:/x!/y',
  ];
  const out = fixed.slice(0, count).map((uri) => ({ uri, kind: 'edge' }));
  while (out.length < count) {
    const proto = r.pick([...HANDLERS, 'jrt', 'jrt', 'url', 'unknown']);
    let s;
    if (proto === 'url') s = 'url:' + handlerSpec(r, r.pick(HANDLERS));
    else if (proto === 'jrt')
      s = 'jrt:/' + path(r) + (r.chance(0.4) ? '?' + r.pick(['q', '', '?', 'a?b']) : '') + (r.chance(0.2) ? '#f' : '');
    else if (proto === 'unknown') s = handlerSpec(r, r.pick(UNKNOWN));
    else s = handlerSpec(r, proto);
    out.push({ uri: s, kind: proto });
  }
  return out;
}

/** Variants of a URL spec that may or may not be equal to it. */
function variant(r, s) {
  return r.weighted([
    [2, () => s.replace(/\/\/([^/?#]*)/, (m, a) => '//' + (r.chance(0.5) ? a.toUpperCase() : a.toLowerCase()))],
    [1, () => s.replace(/^[a-z]+/i, (p) => p.toUpperCase())],
    [1, () => s + r.pick(['#f', '#', '?', '/'])],
    [1, () => s.replace(/\/\/([^/?#:]*)/, '//$1:' + r.pick(['80', '443', '21', '8080', '']))],
    [1, () => s.replace(/\/\/([^/?#@]*@)?/, '//' + r.pick(['', 'u@', 'v@', '@']))],
    [1, () => s],
  ]);
}

export function equalsPairs(seed, count) {
  const r = rng(seed);
  const FIXED = [
    ['http://h/x', 'http://H/x'],
    ['http://h:80/x', 'http://h/x'],
    ['http://h/x#a', 'http://h/x#b'],
    ['http://u@h/x', 'http://v@h/x'],
    ['ftp://u@h/x', 'ftp://v@h/x'],
    ['ftp://@h/x', 'ftp://h/x'],
    ['http://h/X', 'http://h/x'],
    ['http://localhost/', 'http://127.0.0.1/'],
    ['http://LOCALHOST/', 'http://127.1/'],
    ['http://localhost./', 'http://127.0.0.1/'],
    ['http://2130706433/', 'http://0177.0.0.1/'],
    ['http://0127.0.0.1/', 'http://127.0.0.1/'],
    ['http://0x7f.1/', 'http://0X7F.1/'],
    ['http://[::ffff:1.2.3.4]/', 'http://1.2.3.4/'],
    ['http://[::1.2.3.4]/', 'http://1.2.3.4/'],
    ['http://[fe80::1%1]/', 'http://[fe80::1%2]/'],
    ['http://[::ffff:1.2.3.4%1]/', 'http://1.2.3.4/'],
    ['http://[::%2147483648]/', 'http://[::]/'],
    ['http:/x', 'http:///x'],
    ['http:/x', 'http://localhost/x'],
    ['file:/x', 'file://localhost/x'],
    ['file:/x', 'file://127.0.0.1/x'],
    ['file://h/x', 'file://H/x'],
    ['jar:file:/a!/b', 'jar:FILE:/a!/b'],
    ['jar:http://h:80/a!/b', 'jar:http://H/a!/b#f'],
    ['jar:file:///a.jar!/', 'jar:file://localhost/a.jar!/'],
    ['jar:file:/a!/b/../c', 'jar:file:/a!/c'],
    ['mailto:a@b', 'mailto:A@B'],
    ['http://\u0130/', 'http://i\u0307/'],
    ['http://\u212a/', 'http://k/'],
    ['http://\u00df/', 'http://SS/'],
    ['http://\ud801\udc28/', 'http://\ud801\udc00/'],
    ['http://\u1f80/', 'http://\u1f88/'],
    ['url:jar:#x', 'url:jar:#x'],
    ['url:jar:#x', 'http://h/'],
    ['http://localho\u017ft/', 'http://127.0.0.1/'],
  ];
  const out = FIXED.slice(0, count).map(([a, b]) => ({ a, b, kind: 'edge' }));
  while (out.length < count) {
    const proto = r.pick(HANDLERS);
    let a = handlerSpec(r, proto);
    if (r.chance(0.3)) a = proto + '://' + host(r) + '/' + path(r, 2);
    out.push({ a, b: variant(r, a), kind: proto });
  }
  return out;
}
