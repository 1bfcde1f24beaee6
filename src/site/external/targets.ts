/**
 * Which links check --external asks, and as what URL: the walk's side of it (the asking itself,
 * judge.ts, is a chunk loaded only with --external).
 */
import { isReservedName } from './addresses';

/** Why a link is not asked at all (see externalTarget). */
export type NotAsked = 'not-http' | 'excluded' | 'reserved';

/** What a link to another site asks: the URL requested, and the fragment judged on its page. */
export interface ExternalTarget {
  /** The link's target without fragment or user information: the URL requested. */
  url: string;
  /** Its fragment as written (`#intro`; `#` alone for the empty fragment; `''` for none). */
  hash: string;
}

/** Why a link to another site is not asked. */
export interface NotAskedTarget {
  /** `not-http`, `excluded` (an exclusion matched it) or `reserved` (a host reserved for examples). */
  notAsked: NotAsked;
}

/**
 * The URL to ask for a link's target (its fragment and user information removed) and its
 * fragment, or why it is not asked: not http or https, matched by an exclusion (tested against
 * the whole target), or a host reserved for examples (example.com, `.test`, `.invalid`…).
 */
export function externalTarget(target: string, exclude: readonly RegExp[]): ExternalTarget | NotAskedTarget {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { notAsked: 'not-http' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { notAsked: 'not-http' };
  if (exclude.some((pattern) => pattern.test(target))) return { notAsked: 'excluded' };
  if (isReservedName(url.hostname)) return { notAsked: 'reserved' };
  const hash = url.hash;
  url.hash = '';
  url.username = '';
  url.password = '';
  // `#` alone is a fragment as the link writes it (the empty fragment, always found).
  return { url: url.href, hash: hash === '' && target.endsWith('#') ? '#' : hash };
}
