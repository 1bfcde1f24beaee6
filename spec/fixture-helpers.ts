// fixture-helpers.ts: loads spec/fixtures/*.json (java.net.URI's answers, written by
// `npm run parity -- --write-fixtures`) and checks a Uri or a thrown error against them, one
// expect per field so that a failure names the field.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Uri, URISyntaxException, IllegalArgumentException } from '../src';

/** What UriOracle.java reports for a Throwable. */
export interface Err {
  type: string;
  message: string | null;
  reason?: string;
  index?: number;
  input?: string;
  cause?: Err;
}

/** A getter's value, or {thrown} when the JDK's getter threw. */
type Val = string | number | boolean | null | { thrown: Err };

export interface View {
  [field: string]: Val | Psa | undefined;
  psa?: Psa;
}

export type Psa = { same: true } | { uri: View } | { error: Err };

export interface Fixture<C> {
  jdk: string;
  seed: number;
  cases: C[];
}

export function load<C>(name: string): Fixture<C> {
  return JSON.parse(readFileSync(join(__dirname, 'fixtures', `${name}.json`), 'utf8')) as Fixture<C>;
}

/** Test title: the input JSON-escaped (ASCII only), cut to about 80 chars. */
export function title(...inputs: string[]): string {
  const s = inputs
    .map((x) =>
      JSON.stringify(x).replace(/[\u007f-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0')),
    )
    .join(' vs ');
  return s.length > 80 ? s.slice(0, 77) + '...' : s;
}

/** Java's view of the thrown value, shaped like UriOracle's ERR. */
function errOf(e: unknown): Err | string {
  if (e instanceof Returned) return `no exception; returned ${String(e.value)}`;
  if (!(e instanceof Error)) return `threw a non-Error: ${String(e)}`;
  const d: Err = { type: e.constructor.name, message: e.message };
  if (e instanceof URISyntaxException)
    Object.assign(d, { reason: e.getReason(), index: e.getIndex(), input: e.getInput() });
  return d;
}

/** Checks a thrown value against the JDK's ERR, field by field; `at` prefixes the names. */
export function expectError(thrown: unknown, e: Err, at = ''): void {
  const got = errOf(thrown);
  expect({ [at + 'error.type']: typeof got === 'string' ? got : got.type }).toEqual({ [at + 'error.type']: e.type });
  if (typeof got === 'string') return;
  if (e.type === 'URISyntaxException') {
    expect(thrown).toBeInstanceOf(URISyntaxException);
    expect({ [at + 'error.reason']: got.reason }).toEqual({ [at + 'error.reason']: e.reason });
    expect({ [at + 'error.index']: got.index }).toEqual({ [at + 'error.index']: e.index });
    expect({ [at + 'error.input']: got.input }).toEqual({ [at + 'error.input']: e.input });
  }
  if (e.type === 'IllegalArgumentException') expect(thrown).toBeInstanceOf(IllegalArgumentException);
  expect({ [at + 'error.message']: got.message }).toEqual({ [at + 'error.message']: e.message });
  if (e.cause) expectError((thrown as Error).cause, e.cause, at + 'cause.');
}

/** What thrownBy() gives when nothing was thrown. */
class Returned {
  constructor(readonly value: unknown) {}
}

/** Runs f and returns what it threw, or a Returned marker if it returned normally. */
export function thrownBy(f: () => unknown): unknown {
  try {
    return new Returned(f());
  } catch (e) {
    return e;
  }
}

/** One getter against the JDK's value (or against the JDK's exception, if the getter threw). */
function field(name: string, get: () => unknown, expected: Val | undefined): void {
  if (expected !== null && typeof expected === 'object') expectError(thrownBy(get), expected.thrown, name + ': ');
  else expect({ [name]: get() }).toEqual({ [name]: expected });
}

/** Every getter of u against the JDK's VIEW, including parseServerAuthority() unless inside psa. */
export function expectView(u: Uri, v: View, at = ''): void {
  const f = (name: string, get: () => unknown) => field(at + name, get, v[name] as Val | undefined);
  f('string', () => u.toString());
  f('ascii', () => u.toASCIIString());
  f('scheme', () => u.getScheme());
  f('ssp', () => u.getSchemeSpecificPart());
  f('rawSsp', () => u.getRawSchemeSpecificPart());
  f('authority', () => u.getAuthority());
  f('rawAuthority', () => u.getRawAuthority());
  f('userInfo', () => u.getUserInfo());
  f('rawUserInfo', () => u.getRawUserInfo());
  f('host', () => u.getHost());
  f('port', () => u.getPort());
  f('path', () => u.getPath());
  f('rawPath', () => u.getRawPath());
  f('query', () => u.getQuery());
  f('rawQuery', () => u.getRawQuery());
  f('fragment', () => u.getFragment());
  f('rawFragment', () => u.getRawFragment());
  f('absolute', () => u.isAbsolute());
  f('opaque', () => u.isOpaque());
  f('hash', () => u.hashCode());
  const psa = v.psa;
  if (!psa) return;
  let p: Uri | null = null;
  let thrown: unknown = null;
  try {
    p = u.parseServerAuthority();
  } catch (e) {
    thrown = e;
  }
  if ('error' in psa) return expectError(thrown, psa.error, 'psa.');
  expect({ 'psa.threw': p ? null : errOf(thrown) }).toEqual({ 'psa.threw': null });
  if ('same' in psa) {
    expect({ 'psa.result': p === u ? 'this' : 'a new Uri' }).toEqual({ 'psa.result': 'this' });
  } else {
    expect({ 'psa.result': p === u ? 'this' : 'a new Uri' }).toEqual({ 'psa.result': 'a new Uri' });
    if (p) expectView(p, psa.uri, 'psa.');
  }
}

/** Java's compareTo contract only fixes the sign. */
export const sign = (n: number): number => (n > 0 ? 1 : n < 0 ? -1 : 0);
