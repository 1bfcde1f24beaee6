/**
 * One URL asked once, as a careful client asks (with undici's request, the client under Node's
 * fetch, without fetch's per-request cost): `HEAD` (or `GET` when the page must be read for
 * its fragments, or when the host refused `HEAD`), redirects not followed (the caller follows them,
 * each hop through the gates), retried on a network error, a 5xx or a 429 with exponential backoff
 * and never sooner than `Retry-After`, each attempt within the timeout. The request carries a
 * `User-Agent` naming java-uri, no cookie and no credentials.
 */
import { request, type Dispatcher } from 'undici';
import { anchorsOf } from '../index';
import { declaredEncoding } from '../labels';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { sleep, type Gates } from './gates';

/** How the run asks. */
export interface Asking {
  readonly gates: Gates;
  readonly dispatcher: Dispatcher;
  /** Milliseconds an attempt may take, its body read included. */
  readonly timeout: number;
  readonly retries: number;
  /** The longest `Retry-After` waited for, in milliseconds: a longer one ends the retries. */
  readonly longestWait: number;
  /** The headers of a HEAD and of a GET (the `User-Agent` naming java-uri; what a GET accepts). */
  readonly headHeaders: Readonly<Record<string, string>>;
  readonly getHeaders: Readonly<Record<string, string>>;
  readonly signal: AbortSignal;
}

/** What one URL answered: a status (with its `Location` and, when read, the page's anchors), or why none came. */
export type Answer =
  | {
      readonly status: number;
      readonly location: string | null;
      /** Whether the answer is an HTML page (its `Content-Type`). */
      readonly html: boolean;
      /** The page's fragments, when it was read (a 2xx HTML page asked for them); else null. */
      readonly anchors: ReadonlySet<string> | null;
      /** Why the page was not read for its fragments, when it was asked for them and is HTML. */
      readonly unread?: string;
      /** Why the retries ended before their count (a `Retry-After` too long). */
      readonly gaveUp?: string;
    }
  | { readonly error: string };

/** The most of a page read for its fragments. */
const PAGE_LIMIT = 16 * 1024 * 1024;

/** The first wait before a retry; each next one doubles it. */
const BACKOFF = 1000;

/** `url` asked, with its retries. `wantAnchors`: read the page (a GET) for the fragments it defines. */
export async function ask(url: URL, wantAnchors: boolean, asking: Asking): Promise<Answer> {
  const host = asking.gates.host(url);
  let method: 'HEAD' | 'GET' = wantAnchors || host.refusesHead ? 'GET' : 'HEAD';
  for (let attempt = 0; ; attempt++) {
    // A host that asked for a longer wait than check makes is not asked again in this run.
    if (host.gaveUp !== null) return host.gaveUp;
    const leave = await asking.gates.enter(url, asking.signal);
    let answer: Answer & { retryAfter?: number | null };
    try {
      // Stopped while it waited: nothing more is sent; nor to a host that asked for too long a wait meanwhile.
      asking.signal.throwIfAborted();
      if (host.gaveUp !== null) return host.gaveUp;
      // A host that refused HEAD while this URL waited is asked with GET.
      if (host.refusesHead) method = 'GET';
      answer = await once(url, method, wantAnchors, asking);
    } finally {
      leave();
    }
    // HEAD refused (405, 501), or answered as GET may not be (any other 4xx but 429): asked again with GET (not a retry).
    if (
      method === 'HEAD' &&
      'status' in answer &&
      ((answer.status >= 400 && answer.status < 500 && answer.status !== 429) || answer.status === 501)
    ) {
      if (answer.status === 405 || answer.status === 501) host.refusesHead = true;
      method = 'GET';
      attempt--;
      continue;
    }
    // The host's Retry-After holds for every request to it, this URL's last attempt or not.
    const after = 'status' in answer ? (answer.retryAfter ?? null) : null;
    if (after !== null && after > asking.longestWait) {
      const gaveUp = {
        ...withoutRetryAfter(answer),
        gaveUp: `the host asked to wait ${Math.ceil(after / 1000)} s (Retry-After), longer than the ${asking.longestWait / 1000} s check waits: not asked again`,
      };
      host.gaveUp = gaveUp;
      return gaveUp;
    }
    if (after !== null) host.notBefore = Math.max(host.notBefore, Date.now() + after);
    const retryable =
      'error' in answer ? !/^TLS|^DNS/.test(answer.error) : answer.status === 429 || answer.status >= 500;
    if (!retryable || attempt >= asking.retries) return withoutRetryAfter(answer);
    await sleep(Math.max(BACKOFF * 2 ** attempt, after ?? 0), asking.signal);
  }
}

function withoutRetryAfter(answer: Answer & { retryAfter?: number | null }): Answer {
  if ('error' in answer) return answer;
  const { status, location, html, anchors, unread } = answer;
  return { status, location, html, anchors, ...(unread === undefined ? {} : { unread }) };
}

/** One request. */
async function once(
  url: URL,
  method: 'HEAD' | 'GET',
  wantAnchors: boolean,
  asking: Asking,
): Promise<Answer & { retryAfter?: number | null }> {
  // A HEAD's time limit is the dispatcher's (headersTimeout: its answer is its headers); a GET's,
  // whose body may trickle, a timer of its own. The run's stop aborts either.
  let timedOut = false;
  let answered = false;
  let timer: NodeJS.Timeout | undefined;
  let signal = asking.signal;
  let stop: (() => void) | undefined;
  if (method === 'GET') {
    const controller = new AbortController();
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error('timed out'));
    }, asking.timeout);
    signal = controller.signal;
    stop = () => controller.abort(asking.signal.reason);
    asking.signal.addEventListener('abort', stop, { once: true });
  }
  // No credentials: the URL asked has no user information (see externalTarget, and the redirects followed).
  try {
    const response = await request(url.href, {
      method,
      headers: method === 'GET' ? asking.getHeaders : asking.headHeaders,
      dispatcher: asking.dispatcher,
      signal,
      // A HEAD keeps its connection for the next request (undici closes it after each HEAD
      // unless told, against servers that send a body with one: such a body fails the next
      // request on that connection, which is then retried on a new one).
      ...(method === 'HEAD' ? { reset: false } : {}),
    });
    answered = true;
    const status = response.statusCode;
    const location = header(response.headers, 'location');
    const retryAfter = retryAfterMs(header(response.headers, 'retry-after'));
    const type = header(response.headers, 'content-type');
    const html = isHtml(type);
    const page = method === 'GET' && wantAnchors && status >= 200 && status < 300 && html;
    if (!page) {
      // A short body is read to its end, so that the connection serves the next request; a long one is dropped.
      await response.body.dump({ limit: 64 * 1024 }).catch(() => {});
      return { status, location: location === null ? null : utf8Header(location), html, anchors: null, retryAfter };
    }
    // At most a few pages read at once: their bytes and text are what check holds in memory.
    await asking.gates.pages.take();
    let read: ReadonlySet<string> | string;
    try {
      read = await readPage(response.body, type);
    } finally {
      asking.gates.pages.give();
    }
    const base = { status, location: location === null ? null : utf8Header(location), html, retryAfter };
    return typeof read === 'string' ? { ...base, anchors: null, unread: read } : { ...base, anchors: read };
  } catch (e) {
    if (asking.signal.aborted) throw asking.signal.reason;
    if (timedOut)
      return { error: `${answered ? 'the page did not arrive' : 'no answer'} within ${asking.timeout / 1000} s` };
    if ((e as { code?: string }).code === 'UND_ERR_HEADERS_TIMEOUT')
      return { error: `no answer within ${asking.timeout / 1000} s` };
    return { error: reasonOf(e) };
  } finally {
    clearTimeout(timer);
    if (stop !== undefined) asking.signal.removeEventListener('abort', stop);
  }
}

/**
 * A header's value as the platform hands it (each byte a character) read as UTF-8, as browsers read
 * a `Location` (a raw `/café` sent as UTF-8 is `/café`, not `/cafÃ©`); bytes that are not UTF-8 kept.
 */
function utf8Header(value: string): string {
  if (!/[\u0080-\u00ff]/.test(value)) return value;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(value, 'latin1'));
  } catch {
    return value;
  }
}

/** A response header's value (the first of several), or null. */
function header(headers: Record<string, string | string[] | undefined>, name: string): string | null {
  const value = headers[name];
  return value === undefined ? null : typeof value === 'string' ? value : (value[0] ?? null);
}

/** Whether a `Content-Type` is an HTML page (none is not: such a page's fragments are not judged). */
function isHtml(type: string | null): boolean {
  if (type === null) return false;
  const essence = type.split(';')[0]!.trim().toLowerCase();
  return essence === 'text/html' || essence === 'application/xhtml+xml';
}

/**
 * The fragments a page defines, read as check reads its own pages (scripts off); an id
 * `user-content-x` defines `x` too (GitHub's and GitLab's rendered Markdown, whose scripts scroll
 * to `#x`). A string saying why not, for a page over the size read.
 */
async function readPage(
  body: Dispatcher.ResponseData['body'],
  type: string | null,
): Promise<ReadonlySet<string> | string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > PAGE_LIMIT) {
      body.destroy();
      return `the page is larger than ${PAGE_LIMIT / 1024 / 1024} MiB: its fragments are not read`;
    }
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  const anchors = new Set(anchorsOf(decode(bytes, type)));
  for (const id of [...anchors]) if (id.startsWith('user-content-')) anchors.add(id.slice('user-content-'.length));
  return anchors;
}

/**
 * A page's text, in the encoding the HTML Standard's sniffing gives it: a byte order mark first,
 * then the `Content-Type`'s charset, then a `<meta>` in its first 1024 bytes (read by parse5), else
 * UTF-8 when it is UTF-8, else windows-1252.
 */
function decode(bytes: Uint8Array, type: string | null): string {
  const bom =
    bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
      ? 'utf-8'
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? 'utf-16be'
        : bytes[0] === 0xff && bytes[1] === 0xfe
          ? 'utf-16le'
          : null;
  const label = bom ?? transportEncoding(type) ?? metaEncoding(bytes);
  if (label !== null) {
    try {
      // TextDecoder drops the BOM of its own encoding.
      return new TextDecoder(label).decode(bytes);
    } catch {
      // A label the platform cannot decode: as if none.
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The encoding a `Content-Type` names (`charset=`), or null. */
function transportEncoding(type: string | null): string | null {
  if (type === null) return null;
  for (const parameter of type.split(';').slice(1)) {
    const eq = parameter.indexOf('=');
    if (eq < 0 || parameter.slice(0, eq).trim().toLowerCase() !== 'charset') continue;
    const label = parameter
      .slice(eq + 1)
      .trim()
      .replace(/^"|"$/g, '');
    try {
      return new TextDecoder(label).encoding;
    } catch {
      return null;
    }
  }
  return null;
}

/** The label the first `<meta charset>` or `<meta http-equiv=content-type content=…charset=…>` of `html` gives, or null. */
function metaCharset(html: string): string | null {
  type Node = DefaultTreeAdapterMap['node'];
  const pending: Node[] = [parse(html)];
  while (pending.length > 0) {
    const node = pending.shift()!;
    if ('tagName' in node && node.tagName === 'meta') {
      const value = (name: string) => node.attrs.find((a) => a.name === name)?.value ?? null;
      const charset = value('charset');
      if (charset !== null) return charset.trim();
      const content = value('content')?.toLowerCase() ?? '';
      const at = content.indexOf('charset=');
      if (value('http-equiv')?.toLowerCase() === 'content-type' && at >= 0) {
        let label = content.slice(at + 8).trim();
        if (label.startsWith('"') || label.startsWith("'")) label = label.slice(1);
        let end = 0;
        while (end < label.length && !' ;"\''.includes(label[end]!)) end++;
        return label.slice(0, end);
      }
    }
    if ('childNodes' in node) pending.push(...node.childNodes);
  }
  return null;
}

/** The encoding a `<meta charset>` or `<meta http-equiv=content-type>` of the first 1024 bytes declares, or null. */
function metaEncoding(bytes: Uint8Array): string | null {
  const head = new TextDecoder('windows-1252').decode(bytes.subarray(0, 1024));
  const found = metaCharset(head);
  return found === null ? null : declaredEncoding(found);
}

/** `Retry-After` in milliseconds from now (delay-seconds or an HTTP date), or null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^[0-9]+$/.test(text)) return Number(text) * 1000;
  // An HTTP date begins with the day's name (IMF-fixdate, RFC 850's and asctime's forms alike).
  const date = /^[A-Za-z]/.test(text) ? Date.parse(text) : NaN;
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Why a request got no answer, from undici's error (its cause's code): DNS, TLS, the connection. */
export function reasonOf(error: unknown): string {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, message } = (cause ?? {}) as { code?: string; message?: string };
  const text = typeof message === 'string' ? message : String(cause);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME')
    return `DNS: no address for the host (${code})`;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return `connection closed before an answer (${code})`;
  if (code === 'UND_ERR_CONNECT_TIMEOUT') return 'connection timed out';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return `no route to the host (${code})`;
  if (code !== undefined && (/CERT|SIGNATURE|TLS|SSL|ISSUER/.test(code) || /certificate/i.test(text)))
    return `TLS: ${text} (${code})`;
  return code === undefined ? text : `${text} (${code})`;
}
