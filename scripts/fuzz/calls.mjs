// calls.mjs: pushes one input through the whole public API of the library and checks every call.
//
//   const f = new Fuzzer(lib, gen);  f.fuzzOne({s});  f.failures, f.errors, f.calls, f.jdkRequests
//
// Per call: what it throws must be an error the JDK's method can throw (URISyntaxException,
// IllegalArgumentException, NullPointerException from toASCIIString) or
// one of our own argument checks (a TypeError whose message starts "Uri:" or "Uri."); a
// URISyntaxException must have an index in [-1, input length], the JDK's message
// (reason + " at index " + index + ": " + input) and, for a parse of s, s as its input (as JDK 25
// reports it: runs of spaces shrunk to one, none at either end).
// Anything else (RangeError, an internal TypeError, a plain Error, a non-Error) is a failure, as
// is an error from a method that cannot throw (getters, equals, hashCode...), a Uri with own
// properties, equal URIs with different hash codes, or a call that changes another instance.
// Each failure keeps a one-line reproduction (repro.mjs).

import { Sources } from './repro.mjs';

/** What run() returns when the call threw. */
export const THREW = Symbol('threw');

// The error kinds each call may throw (a space-separated list).
const NONE = '';
const PARSE = 'URISyntaxException';
const CREATE = 'IllegalArgumentException';
const WITH = 'IllegalArgumentException URISyntaxException';
const ARGUMENT = 'TypeError';
const ASCII = 'NullPointerException';
/** The RFC 3986 options: a result with no java.net.URI form (such as "a:") is an IllegalArgumentException. */
const RFC_RESULT = 'IllegalArgumentException';

const GETTERS = [
  'getScheme',
  'getSchemeSpecificPart',
  'getRawSchemeSpecificPart',
  'getAuthority',
  'getRawAuthority',
  'getUserInfo',
  'getRawUserInfo',
  'getHost',
  'getPort',
  'getPath',
  'getRawPath',
  'getQuery',
  'getRawQuery',
  'getFragment',
  'getRawFragment',
  'isAbsolute',
  'isOpaque',
  'toString',
  'toJSON',
  'hashCode',
];
/** Getters called on the results of operations. */
const RESULT_GETTERS = ['toString', 'getPath', 'getAuthority', 'getSchemeSpecificPart', 'hashCode'];

const RFC = { rfc3986: true };
const DOTS = { dotSegments: true };
const POOL = 16;
/** Inputs longer than this are not kept as the other operand of later inputs' operations. */
const POOL_MAX_LENGTH = 10_000;
/** Reproductions kept per kind of failure. */
const EXAMPLES = 3;

const describeError = (e) =>
  e instanceof Error
    ? `${e.constructor?.name ?? 'Error'}(${JSON.stringify(String(e.message).slice(0, 200))})`
    : `non-Error ${typeof e}: ${String(e).slice(0, 100)}`;

export class Fuzzer {
  constructor(lib, gen, { jdk = false } = {}) {
    this.lib = lib;
    this.gen = gen;
    this.r = gen.rng;
    this.jdk = jdk;
    this.sources = new Sources();
    this.calls = 0;
    this.perCall = new Map(); // tag -> count
    this.errors = new Map(); // error kind -> count
    this.failureCount = 0;
    /** `category in call` -> {count, examples: the first EXAMPLES {detail, input, repro}} */
    this.failures = new Map();
    this.jdkRequests = [];
    this.index = 0;
    this.pool = [];
    this.poolNext = 0;
    for (const s of [
      'http://a/b/c/d;p?q',
      'mailto:x@y',
      '',
      'a/b',
      '//h',
      'file:///',
      'http://[::1]:80/',
      'HTTP://u@H:8/%7e?q#f',
    ]) {
      this.remember(new lib.Uri(s), s);
    }
  }

  // ---- one call ----

  /** Calls fn, counts it, checks what it returns or throws. Returns the result, or THREW. */
  run(call, allowed, fn) {
    this.calls++;
    this.perCall.set(call.tag, (this.perCall.get(call.tag) ?? 0) + 1);
    let result;
    try {
      result = fn();
    } catch (e) {
      this.thrown(call, allowed, e);
      return THREW;
    }
    if (result instanceof this.lib.Uri) {
      // One own property: the string, under a symbol, for deep equality; nothing else.
      const keys = Reflect.ownKeys(result);
      if (keys.length !== 1 || typeof keys[0] !== 'symbol' || result[keys[0]] !== result.toString())
        this.fail('result has own properties other than its string', '', call);
    }
    return result;
  }

  kindOf(e) {
    const L = this.lib;
    if (e instanceof L.URISyntaxException) return 'URISyntaxException';
    if (e instanceof L.IllegalArgumentException) return 'IllegalArgumentException';
    if (e instanceof L.NullPointerException) return 'NullPointerException';
    if (
      e instanceof TypeError &&
      typeof e.message === 'string' &&
      (e.message.startsWith('Uri:') || e.message.startsWith('Uri.'))
    ) {
      return 'TypeError';
    }
    return null;
  }

  thrown(call, allowed, e) {
    const kind = this.kindOf(e);
    if (kind === null) return this.fail('wrong error type', describeError(e), call);
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
    if (!allowed.split(' ').includes(kind)) return this.fail(`unexpected ${kind}`, describeError(e), call);
    if (kind !== 'TypeError' && e.name !== kind) return this.fail('wrong error name', `${kind} named ${e.name}`, call);
    if (kind === 'URISyntaxException') return this.checkSyntax(e, call);
    if (kind === 'IllegalArgumentException' && call.wrapped) {
      const cause = e.cause;
      if (!(cause instanceof this.lib.URISyntaxException))
        return this.fail('bad IllegalArgumentException', `cause ${describeError(cause)}`, call);
      if (e.message !== cause.message)
        return this.fail('bad IllegalArgumentException', "message is not the cause's", call);
      this.checkSyntax(cause, call);
    }
  }

  /** A URISyntaxException's index, message and input. */
  checkSyntax(e, call) {
    const index = e.getIndex();
    const input = e.getInput();
    const reason = e.getReason();
    const bad = (detail) => this.fail('bad URISyntaxException', detail, call);
    if (typeof input !== 'string' || typeof reason !== 'string' || reason === '') return bad('input or reason missing');
    if (!Number.isInteger(index) || index < -1 || index > input.length)
      return bad(`index ${index} not in [-1, ${input.length}]`);
    if (!e.message.endsWith(input)) return bad('message does not end with getInput()');
    const message = reason + (index > -1 ? ' at index ' + index : '') + ': ' + input;
    if (e.message !== message)
      return bad(`message ${JSON.stringify(e.message.slice(0, 120))} is not reason + index + input`);
    if (call.input !== undefined && input !== call.input.replace(/ +/g, ' ').replace(/^ | $/g, ''))
      return bad('getInput() is not the string parsed');
  }

  fail(category, detail, call) {
    this.failureCount++;
    const key = `${category} in ${call.tag}`;
    let kind = this.failures.get(key);
    if (!kind) this.failures.set(key, (kind = { count: 0, examples: [] }));
    kind.count++;
    if (kind.examples.length < EXAMPLES)
      kind.examples.push({ detail, input: this.index, repro: this.sources.line(call) });
  }

  // ---- call shapes ----

  method(recv, name, args, allowed, extra) {
    const call = { tag: `${name}(${args.map(argTag).join(', ')})`, kind: 'method', recv, name, args, ...extra };
    return this.run(call, allowed, () => recv[name](...args));
  }

  construct(args, allowed, tag = `new Uri/${args.length}`) {
    const U = this.lib.Uri;
    const call = { tag, kind: 'new', args, input: args.length === 1 ? args[0] : undefined };
    return this.run(call, allowed, () => new U(...args));
  }

  // ---- one input ----

  fuzzOne(inp) {
    this.index++;
    const s = inp.s;
    this.sources.clear();
    if (inp.expr) this.sources.long(s, inp.expr);
    const U = this.lib.Uri;
    const other = this.pool[this.r.int(this.pool.length)];
    const o = other.uri;
    const u = this.construct([s], PARSE, 'new Uri(s)');
    this.run({ tag: 'Uri.create(s)', kind: 'static', name: 'create', args: [s], input: s, wrapped: true }, CREATE, () =>
      U.create(s),
    );
    this.method(o, 'resolve', [s], CREATE, { tag: 'resolve(String)', input: s, wrapped: true });
    const jdk = this.jdk && s.length < 10_000;
    if (jdk) this.askJdk(s, other.string);
    if (u !== THREW) {
      const got = this.getters(u);
      if (got.toString !== s)
        this.fail('toString() is not the string parsed', '', {
          tag: 'toString()',
          kind: 'method',
          recv: u,
          name: 'toString',
          args: [],
        });
      this.operations(u, o);
      this.withs(u);
      this.fromComponents(u, got, jdk && this.index % 4 === 0);
    }
    this.randomConstructor(jdk && this.index % 4 === 0);
    if (this.r.chance(0.1)) this.wrongTypes(u === THREW ? o : u, s);
    if (u !== THREW && s.length <= POOL_MAX_LENGTH) this.remember(u, s);
    this.verifyPool();
  }

  /** Calls every getter; returns their values by name (THREW for one that threw). */
  getters(u) {
    const got = {};
    for (const g of GETTERS) got[g] = this.method(u, g, [], NONE);
    this.method(u, 'toASCIIString', [], ASCII);
    this.method(u, 'toURL', [], 'IllegalArgumentException');
    return got;
  }

  /** A few getters on the result of an operation (a Uri made from components). */
  result(v, call) {
    if (v === THREW || !(v instanceof this.lib.Uri)) return;
    // An operation may return its receiver or argument itself: that one keeps its own source.
    if (v !== call.recv && !call.args.includes(v)) this.sources.derive(v, call);
    for (const g of RESULT_GETTERS) this.method(v, g, [], NONE);
    this.method(v, 'toASCIIString', [], ASCII);
  }

  operations(u, o) {
    const op = (recv, name, args, allowed = NONE) => {
      const v = this.method(recv, name, args, allowed);
      this.result(v, { kind: 'method', recv, name, args });
      return v;
    };
    op(u, 'normalize', []);
    op(u, 'normalize', [RFC], RFC_RESULT);
    const psa = this.method(u, 'parseServerAuthority', [], PARSE, { input: u.toString() });
    if (psa !== THREW && psa !== u)
      this.fail('parseServerAuthority() returned another Uri', '', {
        tag: 'psa',
        kind: 'method',
        recv: u,
        name: 'parseServerAuthority',
        args: [],
      });
    for (const [a, b] of [
      [u, o],
      [o, u],
      [u, u],
    ]) {
      op(a, 'resolve', [b]);
      op(a, 'resolve', [b, RFC], RFC_RESULT);
      op(a, 'relativize', [b]);
      op(a, 'relativize', [b, DOTS]);
      const eq = this.method(a, 'equals', [b], NONE);
      this.method(a, 'compareTo', [b], NONE);
      const ka = this.method(a, 'equalityKey', [], NONE);
      const kb = this.method(b, 'equalityKey', [], NONE);
      if (eq !== THREW && ka !== THREW && kb !== THREW && (ka === kb) !== eq)
        this.fail('equalityKey disagrees with equals', `equals ${eq}, keys ${JSON.stringify([ka, kb])}`, {
          tag: 'equalityKey',
          kind: 'method',
          recv: a,
          name: 'equals',
          args: [b],
        });
      if (eq === true) {
        const ha = this.method(a, 'hashCode', [], NONE);
        const hb = this.method(b, 'hashCode', [], NONE);
        if (ha !== hb && ha !== THREW && hb !== THREW)
          this.fail('equal URIs with different hash codes', `${ha} != ${hb}`, {
            tag: 'equals',
            kind: 'method',
            recv: a,
            name: 'equals',
            args: [b],
          });
      }
    }
    this.method(u, 'equals', [u.toString()], NONE);
    this.method(u, 'equals', [null], NONE);
  }

  withs(u) {
    const c = () => this.gen.component();
    const text = () => c() ?? '';
    this.method(u, 'withScheme', [c()], WITH);
    this.method(u, 'withSchemeSpecificPart', [text()], WITH);
    this.method(u, 'withUserInfo', [c()], WITH);
    this.method(u, 'withHost', [c()], WITH);
    this.method(u, 'withPort', [this.gen.port()], WITH);
    this.method(u, 'withPath', [text()], WITH);
    this.method(u, 'withQuery', [c()], WITH);
    this.method(u, 'withFragment', [c()], WITH);
    // Raw text: the URI's own raw component gives it back; a mutated one is valid or refused.
    this.method(u, 'withRawUserInfo', [this.r.chance(0.5) ? u.getRawUserInfo() : c()], WITH);
    this.method(u, 'withRawAuthority', [this.r.chance(0.5) ? u.getRawAuthority() : c()], WITH);
    this.method(u, 'withRawPath', [this.r.chance(0.5) ? (u.getRawPath() ?? '') : text()], WITH);
    this.method(u, 'withRawQuery', [this.r.chance(0.5) ? u.getRawQuery() : c()], WITH);
    this.method(u, 'withRawFragment', [this.r.chance(0.5) ? u.getRawFragment() : c()], WITH);
  }

  /** The component constructors on u's decoded components (the Javadoc's identities). */
  fromComponents(u, got, jdk) {
    const g = got;
    const tuples = [
      [g.getScheme, g.getSchemeSpecificPart, g.getFragment],
      [g.getScheme, g.getHost, g.getPath, g.getFragment],
      [g.getScheme, g.getAuthority, g.getPath, g.getQuery, g.getFragment],
      [g.getScheme, g.getUserInfo, g.getHost, g.getPort, g.getPath, g.getQuery, g.getFragment],
    ];
    for (const args of tuples) if (!args.includes(THREW)) this.construct(args, PARSE);
    if (jdk) this.jdkRequests.push({ op: 'identities', args: [u.toString()] });
  }

  randomConstructor(jdk) {
    const c = () => this.gen.component();
    const form = this.r.pick([3, 4, 5, 7]);
    const args = form === 7 ? [c(), c(), c(), this.gen.port(), c(), c(), c()] : Array.from({ length: form }, c);
    this.construct(args, PARSE);
    if (jdk) this.jdkRequests.push({ op: `construct${form}`, args });
  }

  /** Arguments of the wrong type: only our own TypeErrors may come out. Odd but valid options too. */
  wrongTypes(u, s) {
    const U = this.lib.Uri;
    const sp = (obj, src) => this.sources.special(obj, src);
    const wrong = [
      () => this.construct([123], ARGUMENT),
      () => this.construct([null], ARGUMENT),
      () => this.construct([undefined], ARGUMENT),
      () => this.construct([{}], ARGUMENT),
      () => this.construct([], ARGUMENT),
      () => this.construct([s, s], ARGUMENT),
      () => this.construct([s, s, s, s, s, s], ARGUMENT),
      () => this.construct(['http', null, 'h', '80', '/', null, null], ARGUMENT),
      () => this.construct(['http', null, 'h', 1.5, '/', null, null], ARGUMENT),
      () => this.construct(['http', null, 'h', 2 ** 31, '/', null, null], ARGUMENT),
      () => this.construct(['http', null, 'h', NaN, '/', null, null], ARGUMENT),
      () => this.construct(['http', 5, null], ARGUMENT),
      () => this.construct([Symbol('x'), null, null], ARGUMENT),
      () => this.run({ tag: 'Uri.create(5)', kind: 'static', name: 'create', args: [5] }, ARGUMENT, () => U.create(5)),
      () => this.method(u, 'resolve', [5], ARGUMENT),
      () => this.method(u, 'resolve', [null], ARGUMENT),
      () => this.method(u, 'resolve', [{}], ARGUMENT),
      () => this.method(u, 'resolve', [u, 'x'], ARGUMENT),
      () => this.method(u, 'resolve', [u, null], ARGUMENT),
      () => this.method(u, 'resolve', [u, { rfc3986: 'yes' }], ARGUMENT),
      () => this.method(u, 'relativize', [null], ARGUMENT),
      () => this.method(u, 'relativize', [u, 5], ARGUMENT),
      () => this.method(u, 'relativize', [u, { dotSegments: 1 }], ARGUMENT),
      () => this.method(u, 'compareTo', [null], ARGUMENT),
      () => this.method(u, 'compareTo', [s], ARGUMENT),
      () => this.method(u, 'compareTo', [{}], ARGUMENT),
      () => this.method(u, 'normalize', [null], ARGUMENT),
      () => this.method(u, 'normalize', ['x'], ARGUMENT),
      () => this.method(u, 'normalize', [{ rfc3986: 1 }], ARGUMENT),
      () => this.method(u, 'withPort', [1.5], ARGUMENT),
      () => this.method(u, 'withPort', ['80'], ARGUMENT),
      () => this.method(u, 'withPort', [NaN], ARGUMENT),
      () => this.method(u, 'withPort', [2 ** 31], ARGUMENT),
      () => this.method(u, 'withHost', [5], ARGUMENT),
      () => this.method(u, 'withPath', [null], ARGUMENT),
      () => this.method(u, 'withSchemeSpecificPart', [null], ARGUMENT),
      () => this.method(u, 'withQuery', [{}], ARGUMENT),
      () => this.method(u, 'withFragment', [1], ARGUMENT),
      () => this.method(u, 'withUserInfo', [[]], ARGUMENT),
      () => this.method(u, 'withRawQuery', [5], ARGUMENT),
      () => this.method(u, 'withRawPath', [undefined], ARGUMENT),
      // An option a method does not take, an own "__proto__" key too (JSON.parse makes one).
      () =>
        this.method(
          u,
          'normalize',
          [sp(JSON.parse('{"__proto__":{"rfc3986":true}}'), 'JSON.parse("{\\"__proto__\\":{\\"rfc3986\\":true}}")')],
          ARGUMENT,
        ),
      () => this.method(u, 'normalize', [{ dotSegments: true }], ARGUMENT),
      () => this.run({ tag: 'Uri.from([])', kind: 'static', name: 'from', args: [[]] }, ARGUMENT, () => U.from([])),
      () =>
        this.run({ tag: 'Uri.from({authority, host})', kind: 'static', name: 'from', args: [] }, ARGUMENT, () =>
          U.from({ authority: 'a', host: 'h' }),
        ),
    ];
    const valid = [
      () => this.method(u, 'normalize', [sp(Object.create(null), 'Object.create(null)')], NONE),
      () =>
        this.method(
          u,
          'normalize',
          [sp(Object.create({ rfc3986: true }), 'Object.create({rfc3986: true})')],
          RFC_RESULT,
        ),
      () => this.method(u, 'resolve', [u, { rfc3986: false }], NONE),
      () => this.method(u, 'relativize', [u, { dotSegments: undefined }], NONE),
      () => this.method(u, 'equals', [123], NONE),
      () => this.method(u, 'equals', [undefined], NONE),
      // undefined is taken wherever null is; relativize takes a string as resolve does.
      () => this.construct(['http', undefined, '/', null], NONE),
      () => this.method(u, 'withScheme', [undefined], WITH),
      () => this.method(u, 'relativize', [s], CREATE),
    ];
    for (let k = 0; k < 3; k++) this.r.pick(wrong)();
    this.r.pick(valid)();
  }

  // ---- instances that must not change ----

  remember(u, s) {
    const hash = this.method(u, 'hashCode', [], NONE);
    if (hash !== THREW) this.pool[this.poolNext++ % POOL] = { uri: u, string: s, hash };
  }

  /** The kept instances still read as they did (what they are is checked by run()). */
  verifyPool() {
    for (const p of this.pool) {
      const string = this.method(p.uri, 'toString', [], NONE);
      const hash = this.method(p.uri, 'hashCode', [], NONE);
      if (string !== p.string || hash !== p.hash) {
        const was = `${JSON.stringify(p.string.slice(0, 100))} (hash ${p.hash})`;
        const now = `${JSON.stringify(String(string).slice(0, 100))} (hash ${String(hash)})`;
        this.fail('an operation changed another instance', `${was} now reads ${now}`, {
          tag: 'kept instance',
          kind: 'method',
          recv: p.uri,
          name: 'toString',
          args: [],
        });
        p.string = string;
        p.hash = hash;
      }
    }
  }

  // ---- the JDK's share ----

  /** Requests for the JDK oracle (scripts/jdk/UriOracle.java), as npm run parity asks them. */
  askJdk(s, o) {
    const q = this.jdkRequests;
    q.push({ op: 'parse', args: [s] });
    if (this.index % 2 === 0) q.push({ op: 'create', args: [s] });
    if (this.index % 4 === 0) {
      q.push({ op: 'normalize', args: [s] });
      q.push({ op: 'resolve', args: [o, s] });
      q.push({ op: 'resolve', args: [s, o] });
      q.push({ op: 'resolveString', args: [o, s] });
      q.push({ op: 'relativize', args: [o, s] });
      q.push({ op: 'relativize', args: [s, o] });
      q.push({ op: 'compare', args: [o, s] });
    }
  }
}

/** A short description of an argument for the per-call counts. */
function argTag(a) {
  if (a === RFC) return '{rfc3986}';
  if (a === DOTS) return '{dotSegments}';
  if (a === null) return 'null';
  if (typeof a === 'string') return 'String';
  if (typeof a === 'object' && a.constructor?.name === 'Uri') return 'Uri';
  return typeof a;
}
