// jdk.mjs: runs scripts/jdk/UriOracle.java (the real java.net.URI), UrlOracle.java (java.net.URL,
// with a name resolver that fails every lookup), InetOracle.java (InetAddress literals, with its own
// such resolver), SocketAddressOracle.java (InetSocketAddress, with InetOracle's resolver), IdnOracle.java
// (java.net.IDN) and CookieOracle.java (HttpCookie, CookieManager) as black-box oracles.
// Compiles it into scripts/jdk/build/ (with --release 17, so that one class file runs on 17 and 25)
// when the class file is missing or stale, starts one `java` process, and streams requests to it
// ({op, args} objects) while reading the answers, so large batches never deadlock on the pipes.
//
// Which JDK: the `java` given (parity and fuzz take --java PATH), else $JAVA_HOME/bin/java, else
// the JDK the project follows (Temurin 25 at DEFAULT_JDK), else `java` on PATH. javac is the one
// beside that java, else the one on PATH.
//
//   const jdk = startJdk(java);  const answers = await jdk.ask(requests);  await jdk.close();
//   await askAll(jdk, requests, (request, answer) => ...);   // in chunks, the JDK working ahead
//   const answers = await runJdk(requests);   // one-shot convenience

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where the Java programs' class files go. */
export const BUILD = join(ROOT, 'scripts', 'jdk', 'build');
/** The JDK the project follows, where this project's machines install it. */
export const DEFAULT_JDK = '/usr/lib/jvm/temurin-25-jdk-amd64';

/** The `java` command to run: `explicit`, else $JAVA_HOME's, else DEFAULT_JDK's, else `java` on PATH. */
export function javaCommand(explicit = null) {
  if (explicit) return explicit;
  for (const home of [process.env.JAVA_HOME, DEFAULT_JDK]) {
    if (home && existsSync(join(home, 'bin', 'java'))) return join(home, 'bin', 'java');
  }
  return 'java';
}

/** The feature release of `java` (17, 25, ...) from `java -version`, or null if it does not say. */
export function javaMajor(java) {
  const r = spawnSync(java, ['-version'], { encoding: 'utf8' });
  const m = /version "(?:1\.)?(\d+)/.exec(`${r.stderr}${r.stdout}`);
  return m ? Number(m[1]) : null;
}

/** Whether `java` runs at all. */
export function hasJava(java) {
  return !spawnSync(java, ['-version'], { stdio: 'ignore' }).error;
}

function requireTool(name) {
  if (!hasJava(name)) {
    throw new Error(`'${name}' was not found; the parity harness needs a JDK (17+) with java and javac`);
  }
}

/**
 * Compiles scripts/jdk/NAME.java into BUILD when its class file is missing or stale, for `release`
 * (17 unless a program needs a newer API), with BUILD on the class path (so it may use classes
 * compiled before it).
 */
export function ensureCompiled(name, java = javaCommand(), release = 17) {
  const src = join(ROOT, 'scripts', 'jdk', name + '.java');
  const cls = join(BUILD, name + '.class');
  requireTool(java);
  if (existsSync(cls) && statSync(cls).mtimeMs >= statSync(src).mtimeMs) return;
  const besideJava = join(dirname(java), 'javac');
  const javac = java.includes('/') && existsSync(besideJava) ? besideJava : 'javac';
  requireTool(javac);
  mkdirSync(BUILD, { recursive: true });
  const r = spawnSync(
    javac,
    ['--release', String(release), '-encoding', 'UTF-8', '-implicit:none', '-cp', BUILD, '-d', BUILD, src],
    { encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`javac failed on ${src}:\n${r.stdout}${r.stderr}`);
}

/** Compiles the oracle if needed. */
export function ensureOracle(java) {
  ensureCompiled('UriOracle', java);
}

/** The provider-configuration file that makes UrlOracle.NoLookups the JVM's name resolver. */
const RESOLVER_SERVICE = join(BUILD, 'META-INF', 'services', 'java.net.spi.InetAddressResolverProvider');

/**
 * Compiles UrlOracle (after UriOracle, whose JSON code it uses; JDK 21+: the resolver SPI is 18, URL.of 20) and
 * registers its resolver that fails every lookup.
 */
export function ensureUrlOracle(java) {
  ensureOracle(java);
  ensureCompiled('UrlOracle', java, 21);
  mkdirSync(dirname(RESOLVER_SERVICE), { recursive: true });
  writeFileSync(RESOLVER_SERVICE, 'UrlOracle$NoLookups\n');
}

/**
 * The directory whose META-INF/services makes InetOracle.NoLookups the JVM's name resolver: first on
 * InetOracle's class path, so that it wins over UrlOracle's file in BUILD.
 */
const INET_RESOLVER = join(BUILD, 'inet-resolver');

/** Compiles InetOracle (JDK 23+: Inet4Address.ofPosixLiteral) and registers its resolver. */
export function ensureInetOracle(java) {
  ensureOracle(java);
  ensureCompiled('InetOracle', java, 23);
  const service = join(INET_RESOLVER, 'META-INF', 'services', 'java.net.spi.InetAddressResolverProvider');
  mkdirSync(dirname(service), { recursive: true });
  writeFileSync(service, 'InetOracle$NoLookups\n');
}

/**
 * An empty hosts file: with jdk.net.hosts.file naming it, every lookup fails on a JDK without the resolver SPI
 * (17); on a JDK with it, the property would win over InetOracle.NoLookups, so it is not set there.
 */
const EMPTY_HOSTS = join(BUILD, 'empty-hosts');

/**
 * Compiles SocketAddressOracle (java.net.InetSocketAddress; --release 17) and, on JDK 23+, InetOracle, whose
 * resolver that fails every lookup it runs with (on older JDKs, the empty hosts file makes lookups fail).
 */
export function ensureSocketAddressOracle(java) {
  ensureOracle(java);
  ensureCompiled('SocketAddressOracle', java);
  const major = javaMajor(java);
  if (major === null || major >= 23) ensureInetOracle(java);
  if (!existsSync(EMPTY_HOSTS)) writeFileSync(EMPTY_HOSTS, '');
}

/** Compiles IdnOracle (java.net.IDN; after UriOracle, whose JSON code and loop it uses). */
export function ensureIdnOracle(java) {
  ensureOracle(java);
  ensureCompiled('IdnOracle', java);
}

/** Compiles CookieOracle (HttpCookie, CookieManager; after UriOracle, whose JSON code and loop it uses). */
export function ensureCookieOracle(java) {
  ensureOracle(java);
  ensureCompiled('CookieOracle', java);
}

/** JSON with every non-ASCII char escaped, so the pipe carries ASCII only. */
export function asciiJson(value) {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'),
  );
}

/** Starts one UriOracle process on `java` (see javaCommand). ask() calls are answered in order. */
export function startJdk(java = javaCommand()) {
  ensureOracle(java);
  return startProcess(java, 'UriOracle');
}

/**
 * Starts one UrlOracle process (java.net.URL, with host names never looked up: see UrlOracle.java)
 * on `java`, which must be JDK 21+. ask() calls are answered in order.
 */
export function startUrlJdk(java = javaCommand()) {
  ensureUrlOracle(java);
  return startProcess(java, 'UrlOracle');
}

/**
 * Starts one InetOracle process (InetAddress and its subclasses from literals, no name ever looked up: see
 * InetOracle.java) on `java`, which must be JDK 23+. ask() calls are answered in order.
 */
export function startInetJdk(java = javaCommand()) {
  ensureInetOracle(java);
  return startProcess(java, 'InetOracle', [INET_RESOLVER, BUILD].join(delimiter));
}

/**
 * Starts one SocketAddressOracle process (java.net.InetSocketAddress with host names never looked up: see
 * SocketAddressOracle.java) on `java`, JDK 17+: InetOracle.NoLookups as its resolver on JDK 23+, the empty
 * hosts file before. ask() calls are answered in order.
 */
export function startSocketAddressJdk(java = javaCommand()) {
  ensureSocketAddressOracle(java);
  const major = javaMajor(java);
  const hostsFile = major !== null && major < 23 ? [`-Djdk.net.hosts.file=${EMPTY_HOSTS}`] : [];
  return startProcess(java, 'SocketAddressOracle', [INET_RESOLVER, BUILD].join(delimiter), hostsFile);
}

/** Starts one IdnOracle process (java.net.IDN: see IdnOracle.java) on `java`. ask() calls are answered in order. */
export function startIdnJdk(java = javaCommand()) {
  ensureIdnOracle(java);
  return startProcess(java, 'IdnOracle');
}

/** Starts one CookieOracle process (java.net.HttpCookie and CookieManager: see CookieOracle.java) on `java`. */
export function startCookieJdk(java = javaCommand()) {
  ensureCookieOracle(java);
  return startProcess(java, 'CookieOracle');
}

function startProcess(java, main, classPath = BUILD, jvmArgs = []) {
  const child = spawn(java, ['-Xss16m', '-XX:-OmitStackTraceInFastThrow', ...jvmArgs, '-cp', classPath, main], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  let dead = null;
  const waiting = []; // {results, need, resolve, reject}
  let writing = Promise.resolve();
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const fail = (err) => {
    dead = err;
    for (const w of waiting.splice(0)) w.reject(err);
  };
  child.on('error', fail);
  child.on('exit', (code, signal) => {
    fail(new Error(`${main} exited (code ${code}, signal ${signal})${stderr ? ':\n' + stderr : ''}`));
  });
  child.stdin.on('error', fail);
  createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', (line) => {
    const w = waiting[0];
    if (!w) return fail(new Error(`${main} sent an unrequested line: ${line}`));
    w.results.push(JSON.parse(line));
    if (w.results.length === w.need) {
      waiting.shift();
      w.resolve(w.results);
    }
  });

  async function write(requests) {
    const CHUNK = 2000;
    for (let i = 0; i < requests.length && !dead; i += CHUNK) {
      const text = requests
        .slice(i, i + CHUNK)
        .map((r) => asciiJson(r) + '\n')
        .join('');
      if (!child.stdin.write(text)) await new Promise((res) => child.stdin.once('drain', res));
    }
  }

  return {
    /** Sends all requests, resolves with the answers in the same order. */
    ask(requests) {
      if (dead) return Promise.reject(dead);
      if (requests.length === 0) return Promise.resolve([]);
      const p = new Promise((resolve, reject) => waiting.push({ results: [], need: requests.length, resolve, reject }));
      writing = writing.then(() => write(requests)).catch(fail); // batches go out in order
      return p;
    },
    close() {
      return new Promise((res) => {
        if (child.exitCode !== null || dead) return res();
        child.once('exit', () => res());
        child.stdin.end();
      });
    },
  };
}

/**
 * Asks all requests ({op, args}, other properties stay here) in chunks and calls each(request, answer)
 * in order; the JDK answers the next chunk while `each` runs over this one.
 */
export async function askAll(jdk, requests, each, chunkSize = 5000) {
  const chunk = (i) => requests.slice(i, i + chunkSize).map(({ op, args }) => ({ op, args }));
  let pending = jdk.ask(chunk(0));
  for (let i = 0; i < requests.length; i += chunkSize) {
    const answers = await pending;
    if (i + chunkSize < requests.length) pending = jdk.ask(chunk(i + chunkSize));
    answers.forEach((answer, k) => each(requests[i + k], answer));
  }
}

/** Runs one batch of requests through a fresh oracle and returns the answers. */
export async function runJdk(requests, java) {
  const jdk = startJdk(java);
  try {
    return await jdk.ask(requests);
  } finally {
    await jdk.close();
  }
}
