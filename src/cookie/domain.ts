/**
 * Domain matching: HttpCookie.domainMatches (RFC 2965's rule, as the JDK applies it) and the Netscape rule
 * the JDK's in-memory CookieStore applies to version-0 cookies, both found by asking JDK 25.
 */
import { equalsIgnoreCase } from './text';

/** Whether the domain is `.local` or has a dot that is neither its first nor its last character. */
function embeddedDotOk(domain: string): boolean {
  if (equalsIgnoreCase(domain, '.local')) return true;
  let dot = domain.indexOf('.');
  if (dot === 0) dot = domain.indexOf('.', 1);
  return dot !== -1 && dot !== domain.length - 1;
}

/**
 * HttpCookie.domainMatches: RFC 2965's domain-match. The domain needs a dot that is neither its first
 * nor its last character (but `.local`); a host without a dot matches `.local` and its own name + `.local`;
 * else the host is the domain, or the domain without its leading dot, or one label (no dot) before the
 * domain; case is ignored.
 * @example `domainMatches('.example.com', 'a.example.com')` is true, `('.example.com', 'a.b.example.com')` false
 */
export function domainMatches(domain: string | null, host: string | null): boolean {
  if (domain === null || host === null || !embeddedDotOk(domain)) return false;
  const local = equalsIgnoreCase(domain, '.local');
  if (host.indexOf('.') === -1 && (local || equalsIgnoreCase(domain, host + '.local'))) return true;
  const diff = host.length - domain.length;
  if (diff === 0) return equalsIgnoreCase(host, domain);
  if (diff > 0) return host.lastIndexOf('.', diff - 1) === -1 && equalsIgnoreCase(host.slice(diff), domain);
  return diff === -1 && domain.charCodeAt(0) === 0x2e && equalsIgnoreCase(host, domain.slice(1));
}

/**
 * The Netscape rule the JDK's in-memory store applies to version-0 cookies: as domainMatches, but any
 * number of labels may come before the domain, and a host without a dot matches only `.local`.
 * @example `netscapeDomainMatches('.example.com', 'a.b.example.com')` is true
 */
export function netscapeDomainMatches(domain: string | null, host: string | null): boolean {
  if (domain === null || host === null || !embeddedDotOk(domain)) return false;
  if (host.indexOf('.') === -1 && equalsIgnoreCase(domain, '.local')) return true;
  const diff = host.length - domain.length;
  if (diff === 0) return equalsIgnoreCase(host, domain);
  if (diff > 0) return equalsIgnoreCase(host.slice(diff), domain);
  return diff === -1 && domain.charCodeAt(0) === 0x2e && equalsIgnoreCase(host, domain.slice(1));
}
