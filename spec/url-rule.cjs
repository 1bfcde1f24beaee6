'use strict';
// The rule that `Uri#toURL()` keeps, stated apart from src/uri/platform-url.ts and with Node's own tools, for
// spec/url.spec.ts and scripts/tourl-check.mjs: given what java.net.URI reports for an absolute URI
// (host, raw authority, port), the platform's `URL` for the same string is handed out only when it
// addresses exactly that; otherwise toURL() throws an IllegalArgumentException naming both.
const { domainToUnicode } = require('node:url');

/** The WHATWG special schemes' default ports. */
const DEFAULT_PORTS = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443', 'ftp:': '21' };

const asciiLower = (s) => s.replace(/[A-Z]+/g, (m) => m.toLowerCase());

/** Whether `hostname` is what a URL must have for `reading`: a server-based host in ASCII lower case, an IPv6 address, a registry-based authority label by label, or none. */
function sameHost(reading, hostname) {
  if (reading.host !== null) {
    if (!reading.host.startsWith('[')) return hostname === asciiLower(reading.host);
    // An IPv6 literal, compared as an address: both in the WHATWG serialization.
    try {
      return hostname === new URL(`http://${reading.host}/`).hostname;
    } catch {
      return false;
    }
  }
  if (reading.authority === null) return hostname === '';
  const labels = reading.authority.split('.');
  const urlLabels = hostname.split('.');
  return (
    labels.length === urlLabels.length &&
    labels.every((label, i) =>
      [...label].every((c) => c.charCodeAt(0) < 0x80)
        ? urlLabels[i] === asciiLower(label)
        : urlLabels[i].startsWith('xn--') && domainToUnicode(urlLabels[i]) === label.toLowerCase().normalize('NFC'),
    )
  );
}

/** How java.net.URI's reading is named in a refusal. */
function uriReading(reading) {
  if (reading.host !== null) return asciiLower(reading.host) + (reading.port === -1 ? '' : ':' + reading.port);
  return reading.authority === null ? 'no authority' : reading.authority;
}

/** Whether `url` addresses what java.net.URI reports: the host (see sameHost) and the port. */
function addresses(reading, url, hostname = url.hostname) {
  const port = reading.port === -1 || String(reading.port) === DEFAULT_PORTS[url.protocol] ? '' : String(reading.port);
  return sameHost(reading, hostname) && url.port === port;
}

/** Whether URLs `a` and `b` differ at most in the case of their hosts. */
function sameButHostCase(a, b) {
  const fields = ['protocol', 'username', 'password', 'port', 'pathname', 'search', 'hash'];
  return asciiLower(a.hostname) === asciiLower(b.hostname) && fields.every((f) => a[f] === b[f]);
}

/**
 * Checks one absolute URI. `reading` is {string, host, authority, port} as java.net.URI reports them;
 * `toURL` calls the method under test. Returns the outcome: `url` (a URL handed out: it addresses
 * what the URI reports, and it is the platform's URL for the string but for the host's case, which
 * names the same host), `refused` (the platform's URL would address another host or port, even
 * without regard to case; the IllegalArgumentException names both), `rejected` (the URL parser
 * rejects the string), or a description of how the rule was broken, starting with `VIOLATION`.
 */
function checkToUrl(reading, toURL) {
  let platform = null;
  try {
    platform = new URL(reading.string);
  } catch {
    // stays null: no URL for this string
  }
  let result = null;
  let error = null;
  try {
    result = toURL();
  } catch (e) {
    error = e;
  }
  const illegalArgument = error !== null && error.name === 'IllegalArgumentException';
  if (platform === null) {
    return illegalArgument && error.message === `Not a valid URL: ${reading.string}`
      ? 'rejected'
      : `VIOLATION: the URL parser rejects it, toURL gave ${error === null ? result.href : error}`;
  }
  if (result !== null) {
    if (!(result instanceof URL) || !addresses(reading, result)) {
      return `VIOLATION: toURL handed out ${result.href} (host ${result.host || 'none'}) for ${uriReading(reading)}`;
    }
    return sameButHostCase(result, platform) ? 'url' : `VIOLATION: ${result.href} is not ${platform.href}`;
  }
  if (addresses(reading, platform, asciiLower(platform.hostname))) {
    return `VIOLATION: the URL addresses ${uriReading(reading)}, yet toURL threw ${error}`;
  }
  const urlReading = platform.hostname === '' ? 'no host' : asciiLower(platform.host);
  const message = illegalArgument ? asciiLower(error.message) : '';
  return message.includes(urlReading) && message.includes(asciiLower(uriReading(reading)))
    ? 'refused'
    : `VIOLATION: the refusal does not name ${urlReading} and ${uriReading(reading)}: ${error}`;
}

module.exports = { checkToUrl };
