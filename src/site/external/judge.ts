/**
 * check --external: the links to other sites, each distinct URL asked once (its fragment removed),
 * politely (gates.ts), through the proxy the environment names (undici's EnvHttpProxyAgent:
 * `HTTPS_PROXY`, `HTTP_PROXY`, `NO_PROXY`) and with the certificates Node trusts
 * (`NODE_EXTRA_CA_CERTS` included); redirects followed hop by hop (each hop a URL asked once), the
 * fragments judged on the page reached, as check judges its own pages.
 */
import { setMaxListeners } from 'node:events';
import { EnvHttpProxyAgent } from 'undici';
import { fragmentFound } from '../index';
import { isPrivateHost } from './addresses';
import { Cache, type CacheEntry } from './cache';
import { Gates } from './gates';
import { ask, type Answer, type Asking } from './request';

/** How check --external asks. */
export interface ExternalOptions {
  /** The `User-Agent` header. */
  userAgent: string;
  /** Seconds an attempt may take (default 20; a connection, 10 at most of them). */
  timeout?: number;
  /** Attempts after the first on a network error, a 5xx or a 429 (default 2). */
  retries?: number;
  /** Requests at once to one host (default 4). */
  maxPerHost?: number;
  /** Requests at once in all (default 128). */
  maxConcurrency?: number;
  /** The final statuses that are fine, as [lowest, highest] ranges (default 200 to 299). */
  accept?: readonly (readonly [number, number])[];
  /** Ask loopback and private addresses too (and `localhost`). */
  allowPrivate?: boolean;
  /** Judge the fragments of other sites' pages (default true). */
  fragments?: boolean;
  /** The cache file (see cache.ts). */
  cache?: string;
  /** How long a fine verdict of the cache holds, in milliseconds (default a day). */
  cacheAge?: number;
  /** Stops the run: no request is started after it aborts, and checkExternal rejects with its reason. */
  signal?: AbortSignal;
  /** After each URL judged: how many are, of how many, and how many hosts wait out a `Retry-After`. */
  onProgress?: (done: number, total: number, waiting: number) => void;
  /**
   * The cache file could not be read as one (it is replaced at the end), or, `written`, could not
   * be written: what the sentence `--cache FILE …` goes on to say.
   */
  onCacheProblem?: (problem: string, written: boolean) => void;
}

/** What a fragment of a URL is: found on the page, missing, made by the page's scripts, or not judged (why: `unread`). */
export type FragmentVerdict = 'found' | 'missing' | 'by-script' | 'unread';

/** The verdict of one URL (without fragment), and of each fragment asked of it. */
export interface ExternalResult {
  /**
   * `fine` (an accepted final status), `http-status` (another), `unreachable` (no answer: DNS, TLS,
   * the connection, the timeout), `too-many-redirects` (a loop, or more than ten), `not-checked` (a
   * loopback or private address, without allowPrivate).
   */
  readonly verdict: 'fine' | 'http-status' | 'unreachable' | 'too-many-redirects' | 'not-checked';
  /** The final status. */
  readonly status?: number;
  /** Why, for the verdicts that have no status or more to say. */
  readonly reason?: string;
  /** The URL that gave the final status, when it is not the one asked (redirects). */
  readonly final?: string;
  /** For a fine URL reached through permanent redirects only: the URL to link instead. */
  readonly moved?: string;
  /** Each fragment asked (the hash as the link writes it, `#` included). */
  readonly fragments: ReadonlyMap<string, FragmentVerdict>;
  /** Why the fragments are `unread` (not an HTML page, too large…). */
  readonly unread?: string;
  /** For a `by-script` fragment: what makes it. */
  readonly madeBy?: string;
  /** Judged from the cache, nothing asked. */
  readonly cached: boolean;
  /** For a fine URL asked now for its fragments: its page could not be read for them (not HTML, too large). */
  readonly pageUnread?: true;
}

/** The most redirects followed. */
const MOST_REDIRECTS = 10;

/**
 * Each URL of `targets` (as externalTarget gives them, with the fragments its links ask) judged;
 * `targets` may be a promise (the walk still gathering them: the client and the cache are made
 * ready meanwhile).
 * Rejects with the signal's reason when it aborts (the cache saved with what was judged).
 */
export async function checkExternal(
  gathering: ReadonlyMap<string, ReadonlySet<string>> | Promise<ReadonlyMap<string, ReadonlySet<string>>>,
  options: ExternalOptions,
): Promise<Map<string, ExternalResult>> {
  const signal = options.signal ?? new AbortController().signal;
  // Every request and every wait listens to the run's signal.
  setMaxListeners(0, signal);
  const timeout = Math.round((options.timeout ?? 20) * 1000);
  const dispatcher = new EnvHttpProxyAgent({
    connect: { timeout: Math.min(timeout, 10_000) },
    headersTimeout: timeout,
    bodyTimeout: timeout,
  });
  const gates = new Gates(options.maxPerHost ?? 4, options.maxConcurrency ?? 128);
  const asking: Asking = {
    gates,
    dispatcher,
    timeout,
    retries: options.retries ?? 2,
    longestWait: Math.max(60_000, timeout),
    headHeaders: { 'user-agent': options.userAgent, accept: '*/*' },
    getHeaders: { 'user-agent': options.userAgent, accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' },
    signal,
  };
  const accept = options.accept ?? [[200, 299]];
  const accepted = (status: number) => accept.some(([low, high]) => status >= low && status <= high);
  const judge = new Judge(asking, options.allowPrivate === true, accept, options.fragments !== false);
  const opened = options.cache === undefined ? null : await Cache.open(options.cache);
  if (opened?.problem != null) options.onCacheProblem?.(`${opened.problem}: ignored, and replaced`, false);
  const cache = opened?.cache ?? null;
  const age = options.cacheAge ?? 24 * 60 * 60 * 1000;
  const started = Date.now();
  const results = new Map<string, ExternalResult>();
  let done = 0;
  let targets: ReadonlyMap<string, ReadonlySet<string>> = new Map();
  const judged = (url: string, result: ExternalResult) => {
    results.set(url, result);
    options.onProgress?.(++done, targets.size, gates.waiting());
  };
  try {
    targets = await gathering;
    await Promise.all(
      [...targets].map(async ([url, hashes]) => {
        const wanted = options.fragments === false ? [] : [...hashes].filter((h) => h !== '' && h !== '#');
        const entry = cache?.fresh(url, wanted, age, accepted) ?? null;
        if (entry !== null) return judged(url, fromCache(entry, hashes, options.fragments !== false));
        const result = await judge.url(new URL(url), hashes);
        judged(url, result);
        if (cache !== null && result.verdict !== 'not-checked') {
          const hashesJudged = (verdict: FragmentVerdict) =>
            [...result.fragments].filter(([h, v]) => v === verdict && h !== '' && h !== '#').map(([h]) => h);
          const found = hashesJudged('found');
          const byScript = hashesJudged('by-script');
          // Fragments of a page that is not read for them (not HTML, too large): none is judged there.
          cache.set(url, {
            time: Date.now(),
            fine: result.verdict === 'fine',
            ...(result.status === undefined ? {} : { status: result.status }),
            ...(found.length === 0 ? {} : { fragments: found }),
            ...(byScript.length === 0 ? {} : { byScript, madeBy: result.madeBy! }),
            ...(result.pageUnread === true ? { unjudged: true } : {}),
            ...(result.moved === undefined ? {} : { moved: result.moved }),
          });
        }
      }),
    );
  } finally {
    // Stopped: the requests under way are cut, not waited for.
    await (signal.aborted ? dispatcher.destroy() : dispatcher.close()).catch(() => {});
    try {
      await cache?.save(started - age);
    } catch (e) {
      options.onCacheProblem?.(`cannot be written (${(e as Error).message}): the verdicts are not kept`, true);
    }
  }
  return results;
}

/** The verdict of a fine URL from its cache entry: its fragments as judged then (see Cache.fresh). */
function fromCache(entry: CacheEntry, hashes: ReadonlySet<string>, judging: boolean): ExternalResult {
  const found = new Set(entry.fragments ?? []);
  const byScript = new Set(entry.byScript ?? []);
  const fragments = new Map<string, FragmentVerdict>();
  for (const h of hashes)
    fragments.set(
      h,
      h === '' || h === '#' || found.has(h) ? 'found' : byScript.has(h) && judging ? 'by-script' : 'unread',
    );
  return {
    verdict: 'fine',
    ...(entry.status === undefined ? {} : { status: entry.status }),
    ...(entry.moved === undefined ? {} : { moved: entry.moved }),
    ...(entry.madeBy === undefined ? {} : { madeBy: entry.madeBy }),
    fragments,
    cached: true,
  };
}

/** The judge of a run: URLs followed through their redirects, each hop asked once. */
class Judge {
  /** Each hop's answer, by URL and by whether the page was asked for its fragments (`G `, else `H `). */
  readonly #answers = new Map<string, Promise<Answer>>();

  constructor(
    readonly asking: Asking,
    readonly allowPrivate: boolean,
    readonly accept: readonly (readonly [number, number])[],
    readonly fragments: boolean,
  ) {}

  /** `url` (no fragment) followed to its final answer, and its fragments `hashes` judged there. */
  async url(url: URL, hashes: ReadonlySet<string>): Promise<ExternalResult> {
    const wantAnchors = this.fragments && [...hashes].some((h) => h !== '' && h !== '#');
    const seen = new Set<string>();
    let current = url;
    let permanent = true;
    let override: string | null = null;
    for (let hops = 0; ; hops++) {
      const none = (verdict: ExternalResult['verdict'], reason: string, status?: number): ExternalResult => ({
        verdict,
        reason,
        ...(status === undefined ? {} : { status }),
        ...(hops > 0 ? { final: current.href } : {}),
        fragments: unjudged(hashes),
        cached: false,
      });
      if (!this.allowPrivate && isPrivateHost(current.hostname))
        return none(
          'not-checked',
          `${hops > 0 ? 'redirected to ' : ''}a loopback or private address (${current.host}): --allow-private asks it`,
        );
      seen.add(current.href);
      const answer = await this.#answer(current, wantAnchors);
      if ('error' in answer) return none('unreachable', answer.error);
      const { status } = answer;
      if (status >= 300 && status < 400 && answer.location !== null) {
        let next: URL;
        try {
          next = new URL(answer.location, current);
        } catch {
          return none('http-status', `redirected to ${JSON.stringify(answer.location)}, not a URL`, status);
        }
        if (next.protocol !== 'http:' && next.protocol !== 'https:')
          return none('unreachable', `redirected to ${next.href}, not an http or https URL`, status);
        if (status !== 301 && status !== 308) permanent = false;
        if (next.hash !== '') override = next.hash;
        next.hash = '';
        next.username = '';
        next.password = '';
        if (seen.has(next.href)) return none('too-many-redirects', `a redirect loop back to ${next.href}`, status);
        if (hops + 1 > MOST_REDIRECTS)
          return none('too-many-redirects', `more than ${MOST_REDIRECTS} redirects`, status);
        current = next;
        continue;
      }
      const final = hops > 0 ? { final: current.href } : {};
      const accepted = this.accept.some(([low, high]) => status >= low && status <= high);
      if (!accepted)
        return {
          verdict: 'http-status',
          status,
          ...final,
          ...(answer.gaveUp === undefined ? {} : { reason: answer.gaveUp }),
          fragments: unjudged(hashes),
          cached: false,
        };
      const moved = hops > 0 && permanent ? { moved: current.href } : {};
      const fragments = new Map<string, FragmentVerdict>();
      let madeBy: string | undefined;
      for (const hash of hashes) {
        const judged = override ?? hash;
        if (judged === '' || judged === '#') fragments.set(hash, 'found');
        else if (!this.fragments) fragments.set(hash, 'unread');
        else if (byGithubScript(current, judged)) {
          fragments.set(hash, 'by-script');
          madeBy = "GitHub's code view";
        } else if (answer.anchors === null) fragments.set(hash, 'unread');
        else fragments.set(hash, fragmentFound(answer.anchors, judged) ? 'found' : 'missing');
      }
      const unread =
        this.fragments && [...fragments.values()].includes('unread')
          ? { unread: answer.unread ?? 'not an HTML page: its fragments are not read' }
          : {};
      return {
        verdict: 'fine',
        status,
        ...final,
        ...moved,
        fragments,
        ...unread,
        ...(madeBy === undefined ? {} : { madeBy }),
        ...(wantAnchors && answer.anchors === null ? { pageUnread: true as const } : {}),
        cached: false,
      };
    }
  }

  /**
   * One hop's answer, asked once for the run: a page read for its fragments serves a HEAD's askers
   * too; a HEAD's answer serves those that want the page read, but where it is a 2xx HTML page
   * (then the page is asked for with GET: the one case of a URL asked twice, when links with and
   * without a fragment reach it through different redirects).
   */
  async #answer(url: URL, wantAnchors: boolean): Promise<Answer> {
    const read = this.#answers.get('G ' + url.href);
    if (read !== undefined) return read;
    const head = this.#answers.get('H ' + url.href);
    if (head !== undefined) {
      const answer = await head;
      if (!wantAnchors || 'error' in answer || answer.status < 200 || answer.status >= 300 || !answer.html)
        return answer;
    }
    const key = (wantAnchors ? 'G ' : 'H ') + url.href;
    let answer = this.#answers.get(key);
    if (answer === undefined) this.#answers.set(key, (answer = ask(url, wantAnchors, this.asking)));
    return answer;
  }
}

function unjudged(hashes: ReadonlySet<string>): Map<string, FragmentVerdict> {
  return new Map([...hashes].map((h): [string, FragmentVerdict] => [h, 'unread']));
}

/** A line of a file on GitHub (`#L10`, `#L10-L20`): its code view's scripts make these, the HTML does not hold them. */
function byGithubScript(url: URL, hash: string): boolean {
  return url.hostname === 'github.com' && url.pathname.includes('/blob/') && /^#L[0-9]+(?:-L[0-9]+)?$/.test(hash);
}
