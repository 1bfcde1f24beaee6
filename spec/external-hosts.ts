// Local servers on 127.0.0.1 that play other sites for check --external's tests: each counts the
// requests it gets (by method and path, with their times and headers) and the most it held at once,
// so that the tests assert deduplication, politeness and Retry-After. Nothing listens elsewhere.
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeUnder } from './site-helpers';

/** One request as the server got it. */
export interface Seen {
  method: string;
  path: string;
  time: number;
  headers: IncomingMessage['headers'];
}

/** How a route answers: the response written by hand, told how many times it was asked before. */
export type Route = (res: ServerResponse, asked: number, req: IncomingMessage) => void;

export interface Host {
  /** `http://127.0.0.1:PORT` + path. */
  url(path: string): string;
  readonly port: number;
  /** Every request, in the order received. */
  readonly seen: Seen[];
  /** How many requests for `path` (and `method`, when given). */
  count(path: string, method?: string): number;
  /** The most requests it held at once. */
  readonly most: number;
  close(): Promise<void>;
}

/**
 * A server answering `routes` (by path, query included) after `delay` ms; any other path is a 404.
 * `tls`: an HTTPS server with that key and certificate.
 */
export async function host(
  routes: Record<string, Route>,
  options: { delay?: number; tls?: { key: string; cert: string } } = {},
): Promise<Host> {
  const seen: Seen[] = [];
  const asked = new Map<string, number>();
  let open = 0;
  let most = 0;
  const sockets = new Set<Socket>();
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    seen.push({ method: req.method ?? '', path, time: Date.now(), headers: req.headers });
    open++;
    most = Math.max(most, open);
    res.on('close', () => open--);
    const n = asked.get(path) ?? 0;
    asked.set(path, n + 1);
    const answer = () => {
      const route = routes[path];
      if (route === undefined) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('not found');
        return;
      }
      route(res, n, req);
    };
    if (options.delay === undefined) answer();
    else setTimeout(answer, options.delay);
  };
  const server: Server =
    options.tls === undefined ? createHttpServer(handler) : createHttpsServer(options.tls, handler);
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const scheme = options.tls === undefined ? 'http' : 'https';
  return {
    url: (path) => `${scheme}://127.0.0.1:${port}${path}`,
    port,
    seen,
    count: (path, method) =>
      seen.filter((s) => s.path === path && (method === undefined || s.method === method)).length,
    get most() {
      return most;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port on 127.0.0.1 where nothing listens (taken, then freed). */
export async function closedPort(): Promise<number> {
  const server = createHttpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A forward proxy on 127.0.0.1 (absolute-form requests and CONNECT), counting what it carried; it only reaches 127.0.0.1. */
export async function proxy(): Promise<{ port: number; carried: string[]; close(): Promise<void> }> {
  const carried: string[] = [];
  const sockets = new Set<Socket>();
  const server = createHttpServer((req, res) => {
    carried.push(`${req.method} ${req.url}`);
    const target = new URL(req.url ?? '');
    if (target.hostname !== '127.0.0.1') {
      res.writeHead(502);
      res.end();
      return;
    }
    const upstream = connect(Number(target.port), '127.0.0.1', () => {
      upstream.write(
        `${req.method} ${target.pathname}${target.search} HTTP/1.1\r\nhost: ${target.host}\r\nconnection: close\r\n\r\n`,
      );
    });
    upstream.pipe(res.socket!);
  });
  server.on('connect', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    carried.push(`CONNECT ${req.url}`);
    const [name, port] = (req.url ?? '').split(':');
    if (name !== '127.0.0.1') return socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
    const upstream = connect(Number(port), '127.0.0.1', () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    carried,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Route helpers: a status (with headers), an HTML page, a redirect. */
export const status =
  (code: number, headers: Record<string, string> = {}): Route =>
  (res) => {
    res.writeHead(code, headers);
    res.end();
  };
export const page =
  (html: string, type = 'text/html; charset=utf-8'): Route =>
  (res) => {
    res.writeHead(200, { 'content-type': type });
    res.end(html);
  };
export const redirect =
  (code: number, location: string): Route =>
  (res) => {
    res.writeHead(code, { location });
    res.end();
  };

/**
 * A test file's fixtures: a fresh site directory for each test (`site.dir`) and the servers it
 * starts (`site.serve`), closed and removed after it; `site.pageWith` writes a page of `<a href>`
 * links, one a line from line 2.
 */
export function testSite(prefix: string) {
  const state = { dir: '', hosts: [] as Host[] };
  beforeEach(() => {
    state.dir = mkdtempSync(join(tmpdir(), prefix));
  });
  afterEach(async () => {
    await Promise.all(state.hosts.map((h) => h.close()));
    state.hosts = [];
    rmSync(state.dir, { recursive: true, force: true });
  });
  return {
    get dir() {
      return state.dir;
    },
    async serve(...args: Parameters<typeof host>): Promise<Host> {
      const h = await host(...args);
      state.hosts.push(h);
      return h;
    },
    pageWith(path: string, links: readonly string[]): void {
      const html = `<!doctype html><title>t</title>\n${links.map((l) => `<a href="${l}">x</a>`).join('\n')}\n`;
      writeUnder(state.dir, path, html);
    },
  };
}
