// The offset check of issue 36: every parts object that the parser and the operations hand to a
// Uri keeps the layout that src/uri/parts.ts draws (checkOffsets). A spec asserts it on every Uri it
// makes by replacing the modules that make parts with checking ones:
//
//   jest.mock('../src/uri/parse', () => require('./offsets').checking('../src/uri/parse'));
//   jest.mock('../src/uri/build', () => require('./offsets').checking('../src/uri/build'));
//
// parse.ts makes the parts of every parsed or constructed Uri (and of every with… result), build.ts
// those of every normalize, resolve and relativize result; the library's modules import them, so
// they get the checking functions. A broken rule throws where the parts are made, and is also kept,
// so that `offsetsBroken()` finds it even where library code catches the error.
import { ParsedParts, checkOffsets } from '../src/uri/parts';

let checked = 0;
const broken: string[] = [];

/** The module at `path` (relative to spec/), with each function's ParsedParts result checked. */
export function checking(path: string): Record<string, unknown> {
  const actual = jest.requireActual<Record<string, unknown>>(path);
  const module: Record<string, unknown> = { ...actual };
  for (const [name, f] of Object.entries(actual)) {
    if (typeof f !== 'function' || /^[A-Z]/.test(name)) continue;
    module[name] = (...args: unknown[]): unknown => {
      const result = (f as (...a: unknown[]) => unknown)(...args);
      if (result instanceof ParsedParts) check(result);
      return result;
    };
  }
  return module;
}

function check(p: ParsedParts): void {
  checked++;
  const rule = checkOffsets(p);
  if (rule === null) return;
  const why = `offsets of ${JSON.stringify(p.input)} break: ${rule}`;
  broken.push(why);
  throw new Error(why);
}

/** After the spec's tests: no rule was broken, and at least `least` parts objects were checked. */
export function expectOffsetsKept(least: number): void {
  afterAll(() => {
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(least);
  });
}
