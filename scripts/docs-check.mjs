// docs-check.mjs: asks the JDK the questions of the README's and the guides' examples, and checks
// that the results they state are the JDK's answers.   npm run check:docs [-- --java PATH]
// spec/docs.spec.ts checks every stated result against the library; this checks those the JDK has
// an answer for. Each stated line (`EXPR; // → VALUE`, `EXPR; // throws NAME: MESSAGE`, see
// scripts/docs/examples.cjs) whose expression uses only java.net.URI, java.net.URL (JavaURL, run with
// a name resolver that fails every lookup, as the parity harness runs it), URLEncoder and URLDecoder (and
// names the block defined with `const NAME = EXPR;` from those) is written as Java and run by the
// JDK's jshell, and so is each `$ java-uri` command of a sh block that is a java.net.URI operation
// or a coder's (resolve, relativize without options, normalize, ascii, encode, decode: each output
// line the value of one call); the others (options and methods beyond Java, JavaScript's own
// functions, lines in a function, parse's table, pipelines) are listed as not asked. A line after a comment that starts with
// `// Not the JDK's` states a result the JDK deliberately does not give and is not asked either.
// The JDK is --java's, else $JAVA_HOME's, else Temurin 25 (as for npm run parity).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { BUILD, ensureUrlOracle, javaCommand } from './parity/jdk.mjs';

const { documents, codeBlocks, statedResults, commands } = createRequire(import.meta.url)('./docs/examples.cjs');

/** A JavaScript string literal's value. */
const jsValue = (literal) => new Function(`return (${literal});`)();

/** A Java string literal for `s`, in ASCII. */
function javaString(s) {
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0);
    if (ch === '"' || ch === '\\') out += '\\' + ch;
    else if (c >= 0x20 && c < 0x7f) out += ch;
    else if (c < 0x20) out += `" + (char) ${c} + "`;
    else
      for (const unit of String.fromCodePoint(c).split(''))
        out += `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`;
  }
  return out + '"';
}

// What a translatable expression may hold besides string literals: java.net.URI's API (Uri and URI
// are java.net.URI), the coders, names the block defined, literals, calls and concatenation.
const METHODS = new Set(
  'getProtocol getFile getRef getDefaultPort toExternalForm sameFile toURI of getReason getIndex getInput create resolve relativize normalize equals hashCode compareTo toString toASCIIString isAbsolute isOpaque parseServerAuthority encode decode getScheme getSchemeSpecificPart getRawSchemeSpecificPart getAuthority getRawAuthority getUserInfo getRawUserInfo getHost getPort getPath getRawPath getQuery getRawQuery getFragment getRawFragment'.split(
    ' ',
  ),
);
const NAMES = new Set(['Uri', 'URI', 'JavaURL', 'URLEncoder', 'URLDecoder', 'new', 'null', 'true', 'false']);
/** How the library's names are written in Java. */
const JAVA_NAMES = { Uri: 'URI', JavaURL: 'URL' };
const TOKEN = /\s+|'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|[A-Za-z_$][\w$]*|-?\d+|!(?=[.)])|[().,+]|[^]/gy;

/** `expr` as Java, or null when it uses anything but the JDK's API and the `defined` names. */
function toJava(expr, defined) {
  const out = [];
  TOKEN.lastIndex = 0;
  for (let m; (m = TOKEN.exec(expr));) {
    const t = m[0];
    const prev = out.filter((x) => x.trim() !== '').at(-1);
    if (/^\s+$/.test(t)) out.push(' ');
    else if (t[0] === "'" || t[0] === '"') out.push(javaString(jsValue(t)));
    else if (t === '!')
      continue; // TypeScript's non-null assertion
    else if (/^-?\d+$/.test(t) || '().,+'.includes(t)) out.push(t);
    else if (prev === '.' && METHODS.has(t)) out.push(t);
    else if (prev === '.' && t === 'message')
      out.push('getMessage()'); // an exception's message
    else if (prev !== '.' && (NAMES.has(t) || defined.has(t))) out.push(JAVA_NAMES[t] ?? t);
    else return null;
  }
  // The coders' one-argument forms are UTF-8's, as Java's (String, String) forms with "UTF-8";
  // JavaURL.of(uri) is URL.of(uri, null).
  for (let i = 0; i < out.length; i++) {
    const coder = ['encode', 'decode'].includes(out[i]) && /^URL(En|De)coder$/.test(out[i - 2] ?? '');
    const of = out[i] === 'of' && out[i - 2] === 'URL';
    if (!coder && !of) continue;
    let depth = 0;
    let commas = 0;
    for (let k = i + 1; k < out.length; k++) {
      if (out[k] === '(') depth++;
      else if (out[k] === ',' && depth === 1) commas++;
      else if (out[k] === ')' && --depth === 0) {
        if (commas === 0) out.splice(k, 0, of ? ', null' : ', "UTF-8"');
        break;
      }
    }
  }
  return out.join('');
}

/** The words of a shell command line with single quotes and no other shell syntax, or null. */
function shellWords(command) {
  if (/["\\$|<>;&`*?]/.test(command.replace(/'[^']*'/g, "''"))) return null;
  return [...command.matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2]);
}

/** A `java-uri` command as the Java expressions whose values are its output lines, or null. */
function cliToJava(command) {
  const words = shellWords(command);
  if (words === null) return null;
  if (words[0] === 'npx') words.shift();
  const [tool, name, ...rest] = words;
  if (tool !== 'java-uri') return null;
  let charset = 'UTF-8';
  if (rest[0] === '--charset') [, charset] = rest.splice(0, 2);
  if (rest.some((w) => w.startsWith('-'))) return null; // options beyond Java
  const uri = (s) => `URI.create(${javaString(s)})`;
  if (name === 'resolve' && rest.length === 2) return [`${uri(rest[0])}.resolve(${javaString(rest[1])}).toString()`];
  if (name === 'relativize' && rest.length === 2) return [`${uri(rest[0])}.relativize(${uri(rest[1])}).toString()`];
  if (name === 'normalize' && rest.length === 1) return [`${uri(rest[0])}.normalize().toString()`];
  if (name === 'ascii' && rest.length === 1) return [`${uri(rest[0])}.toASCIIString()`];
  if (name === 'encode' || name === 'decode') {
    const coder = name === 'encode' ? 'URLEncoder' : 'URLDecoder';
    return rest.map((v) => `${coder}.${name}(${javaString(v)}, ${javaString(charset)})`);
  }
  return null;
}

const PRELUDE = `import java.net.*;
import java.util.concurrent.Callable;
String str(String s) {
  if (s == null) return "null";
  StringBuilder b = new StringBuilder("\\"");
  for (char c : s.toCharArray()) {
    if (c == '"' || c == '\\\\') b.append('\\\\').append(c);
    else if (c >= 32 && c < 127) b.append(c);
    else b.append(String.format("\\\\u%04x", (int) c));
  }
  return b.append('"').toString();
}
String show(Object o) { return o instanceof String s ? str(s) : String.valueOf(o); }
Throwable caught(Callable<Object> c) {
  try { c.call(); return null; } catch (Throwable t) { return t; }
}
void check(String id, Callable<Object> c) {
  String out;
  try { out = "{\\"value\\":" + show(c.call()) + "}"; }
  catch (Throwable t) { out = "{\\"error\\":" + str(t.getClass().getSimpleName()) + ",\\"message\\":" + str(t.getMessage()) + "}"; }
  System.out.println("@" + id + "\\t" + out);
}
`;

/** A value as the CLI's text output shows it (`\\`, `\n`, `\xHH`, `\uHHHH`, `\u{H…}`), read back. */
function unescapeShown(line) {
  const named = { '\\': '\\', n: '\n', r: '\r', t: '\t' };
  return line.replace(/\\(?:x([0-9A-F]{2})|u\{([0-9A-F]+)\}|u([0-9A-F]{4})|([\\nrt]))/g, (_, x, cp, u, c) =>
    c !== undefined ? named[c] : String.fromCodePoint(parseInt(x ?? cp ?? u, 16)),
  );
}

function main() {
  const args = process.argv.slice(2);
  const java = javaCommand(args[0] === '--java' ? args[1] : null);
  const jshell = java.includes('/') ? join(dirname(java), 'jshell') : 'jshell';

  const asked = new Map(); // id -> { where, expr, stated }
  const notAsked = [];
  const script = [PRELUDE];
  for (const block of documents().flatMap(codeBlocks)) {
    // A command's output lines, each the value of one Java expression.
    for (const c of block.lang === 'sh' ? commands(block) : []) {
      const where = `${block.file}:${c.line}`;
      const exprs = cliToJava(c.command);
      if (exprs === null || exprs.length !== c.output.length) {
        notAsked.push(`${where}: $ ${c.command}`);
        continue;
      }
      // decode's text output is a display format: a value's controls, bidirectional characters and
      // backslashes are shown as escapes, read back here into the value the JDK gives.
      const shown = /\bdecode\b/.test(c.command) ? unescapeShown : (line) => line;
      exprs.forEach((java, n) => {
        const id = String(asked.size);
        asked.set(id, { where, expr: `$ ${c.command}`, r: { value: JSON.stringify(shown(c.output[n])) } });
        script.push(`check("${id}", () -> ${java});`);
      });
    }
    if (block.lang !== 'ts' && block.lang !== 'js') continue;
    // A block that imports `JavaURL as URL` means java.net.URL by `URL`.
    const defined = new Set(block.lines.some((l) => /\bJavaURL as URL\b/.test(l)) ? ['URL'] : []);
    const stated = new Map(statedResults(block).map((r) => [r.line, r]));
    let tried = null; // the Java of a `try {` block's one statement
    let caughtAs = null; // the name a `catch (NAME)` gives what it caught
    block.lines.forEach((text, k) => {
      const line = block.line + k;
      const where = `${block.file}:${line}`;
      const r = stated.get(line);
      if (!r) {
        // try { STATEMENT; } catch (e) { if (… e instanceof TYPE …) … }: e is what STATEMENT throws.
        if (/^\s*try \{$/.test(block.lines[k - 1] ?? '')) tried = toJava(text.trim().replace(/;$/, ''), defined);
        const c = /^\s*\} catch \((\w+)\) \{$/.exec(text);
        if (c) caughtAs = c[1];
        const type = caughtAs && new RegExp(`\\b${caughtAs} instanceof (\\w+)\\b`).exec(text);
        if (type && tried) {
          script.push(`var ${caughtAs} = (${type[1]}) caught(() -> { ${tried}; return null; });`);
          defined.add(caughtAs);
        }
        const def = /^const (\w+) = (.+);$/.exec(text);
        const java = def && toJava(def[2], defined);
        if (java) {
          script.push(`var ${def[1]} = ${java};`);
          defined.add(def[1]);
        }
        return;
      }
      const java = /^\s*\/\/ Not the JDK's/.test(block.lines[k - 1] ?? '') ? null : toJava(r.expr, defined);
      if (java === null) {
        notAsked.push(`${where}: ${r.expr}`);
        return;
      }
      const id = String(asked.size);
      asked.set(id, { where, expr: r.expr, r });
      script.push(`check("${id}", () -> ${java});`);
    });
  }
  script.push('/exit');

  const dir = mkdtempSync(join(tmpdir(), 'java-uri-docs-'));
  const file = join(dir, 'docs.jsh');
  writeFileSync(file, script.join('\n') + '\n');
  // java.net.URL's equals and hashCode run with the parity oracle's resolver, which fails every lookup.
  ensureUrlOracle(java);
  const run = spawnSync(jshell, ['-q', '-J-Dfile.encoding=UTF-8', '-R-cp', `-R${BUILD}`, file], {
    encoding: 'utf8',
    cwd: dir,
  });
  rmSync(dir, { recursive: true, force: true });
  if (run.error) throw new Error(`${jshell}: ${run.error.message} (the check needs a JDK with jshell)`);

  const answers = new Map();
  for (const l of run.stdout.split('\n')) {
    const m = /^@(\d+)\t(.*)$/.exec(l);
    if (m) answers.set(m[1], JSON.parse(m[2]));
  }
  let failures = 0;
  for (const [id, { where, expr, r }] of asked) {
    const jdk = answers.get(id);
    const stated = r.value !== undefined ? { value: jsValue(r.value) } : { error: r.error, message: r.message };
    const agrees =
      jdk !== undefined &&
      (r.value !== undefined
        ? isDeepStrictEqual(jdk, stated)
        : jdk.error === r.error && (r.message === undefined || jdk.message === r.message));
    if (!agrees) {
      failures++;
      console.log(
        `DIFFERS ${where}: ${expr}\n  stated: ${JSON.stringify(stated)}\n  JDK:    ${JSON.stringify(jdk ?? null)}`,
      );
    }
  }
  if (answers.size !== asked.size) console.log(run.stdout + run.stderr);
  console.log(`not asked (beyond Java, JavaScript's own, or not a single expression): ${notAsked.length}`);
  for (const n of notAsked) console.log(`  ${n}`);
  console.log(
    `${failures === 0 && answers.size === asked.size ? 'OK' : 'DIFFERENCES'}: ${asked.size - failures}/${asked.size} ` +
      `stated results are the JDK's answers (${java})`,
  );
  process.exitCode = failures === 0 && answers.size === asked.size ? 0 : 1;
}

main();
