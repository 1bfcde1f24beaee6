/**
 * Stage 7 of `check` (locate): each finding mapped back to the Markdown, MDX or template line that
 * wrote its link, for `check --sources DIR`. A built link and the links written in the sources are
 * reduced to keys (sources/keys.ts) and compared; the sources are listed and read only when asked,
 * each file once at most (sources/files.ts).
 *
 * Evidence, best first:
 * (a) in a source whose path makes the finding's page (sources/pages.ts), a link whose key is the finding's;
 * (b) in such a source, the built link's value written as it is (in a template expression, front matter…);
 * (c) when (a) and (b) find nothing, a link whose key is the finding's in any other source: first the
 *     templates (layouts, partials, components: rendered into the page, their relative links read
 *     against it), then other Markdown (a page with its own permalink or slug, an included part: its
 *     relative links read against its own place).
 */
import { compare, listSources, SourceTexts, type SourceFile } from './sources/files';
import { isRelative, urlKey, writtenKeys, type LinkContext } from './sources/keys';
import { PageSources } from './sources/pages';

/** Where a finding's link is written in the sources. */
export interface SourceLocation {
  /** The path relative to the current directory, with '/': `docs/guide/intro.md`. */
  file: string;
  /** 1-based line of the link's destination (its URL text). */
  line: number;
  /** 1-based column of the link's destination, in UTF-16 code units. */
  column: number;
}

/** What else `locateSources` may be told. */
export interface LocateOptions {
  /** Directories never read as sources (relative to the current directory or absolute): the built site's. */
  skip?: readonly string[];
}

/** One finding to locate. */
export interface FindingToLocate {
  /** The built page or stylesheet, relative to the site's directory, with '/': 'guide/intro/index.html'. */
  page: string;
  /** The link as written in the built page: '/docs/reference/faq.html#x', '../faq/', 'faq.html'. */
  value: string;
  /** The absolute URL it resolves to (under the site's base): 'https://example.com/docs/reference/faq.html#x'. */
  target: string;
}

/**
 * For each finding, its source locations (best first; empty when none found). `dirs` are the source
 * directories as the user gave them (paths relative to the current directory or absolute); `base` the
 * site's base URL ('https://example.com/docs/').
 * SourceLocation.file: the path relative to process.cwd(), with '/'. line 1-based, column 1-based in
 * UTF-16 units, of the link's destination (the URL text) in the source. `options.skip`: directories
 * not to read, such as the built site's when it lies under a source directory.
 * @example
 * // docs/guide/intro.md line 7: `Next: [Advanced](./advanced.md).`
 * await locateSources(['docs'], 'https://example.com/docs/', [
 *   { page: 'guide/intro/index.html', value: '/docs/guide/advanced', target: 'https://example.com/docs/guide/advanced' },
 * ]) // → [[{ file: 'docs/guide/intro.md', line: 7, column: 24 }]]
 */
export async function locateSources(
  dirs: readonly string[],
  base: string,
  findings: readonly FindingToLocate[],
  options: LocateOptions = {},
): Promise<SourceLocation[][]> {
  if (findings.length === 0) return [];
  const baseUrl = new URL(base);
  const sources = await listSources(dirs, options.skip);
  const locator = new Locator(sources, baseUrl);
  const located: SourceLocation[][] = [];
  for (const finding of findings) located.push(await locator.locate(finding));
  return located;
}

/** A link in a source other than the page's, found under (c). */
interface Placed {
  source: SourceFile;
  location: SourceLocation;
}

/** Every source's links by key, for (c): read once, when the first finding needs it. */
interface LinksByKey {
  byKey: Map<string, Placed[]>;
  /** The relative links of templates: their key depends on the page they are rendered into. */
  relativeInTemplates: { source: SourceFile; value: string; location: SourceLocation }[];
}

/** The sources of one run: their pages and their texts, read as the findings need them. */
class Locator {
  readonly #pages: PageSources;
  readonly #texts = new SourceTexts();
  #linksByKey: Promise<LinksByKey> | null = null;

  constructor(
    readonly sources: readonly SourceFile[],
    readonly base: URL,
  ) {
    this.#pages = new PageSources(sources, base);
  }

  /** The locations of one finding, best first. */
  async locate(finding: FindingToLocate): Promise<SourceLocation[]> {
    if (!URL.canParse(finding.target)) return [];
    const key = urlKey(new URL(finding.target), this.base);
    const page = new URL(finding.page, this.base);
    const pageSources = this.#pages.of(finding.page);
    const linked: SourceLocation[] = [];
    const literal: SourceLocation[] = [];
    for (const { source, place } of pageSources) {
      linked.push(...(await this.#links(source, key, { base: this.base, against: [page, place] })));
      literal.push(...(await this.#literal(source, finding.value)));
    }
    const inPage = ordered(linked, literal);
    if (inPage.length > 0) return inPage;
    return this.#elsewhere(key, page, new Set(pageSources.map(({ source }) => source)));
  }

  /**
   * (c): the links whose key is `key` in the sources but `own`: the templates' first (their relative
   * links read against `page`, which they are rendered into), then other Markdown's (read against their own place).
   */
  async #elsewhere(key: string, page: URL, own: ReadonlySet<SourceFile>): Promise<SourceLocation[]> {
    const { byKey, relativeInTemplates } = await (this.#linksByKey ??= this.#indexLinks());
    const templates: SourceLocation[] = [];
    const otherPages: SourceLocation[] = [];
    for (const { source, location } of byKey.get(key) ?? []) {
      if (!own.has(source)) (source.kind === 'markup' ? templates : otherPages).push(location);
    }
    const context = { base: this.base, against: [page] };
    for (const { source, value, location } of relativeInTemplates) {
      if (!own.has(source) && writtenKeys(value, context).includes(key)) templates.push(location);
    }
    return ordered(templates, otherPages);
  }

  async #indexLinks(): Promise<LinksByKey> {
    const index: LinksByKey = { byKey: new Map(), relativeInTemplates: [] };
    for (const source of this.sources) {
      const text = await this.#texts.get(source);
      if (text === null) continue;
      const context = { base: this.base, against: [this.#pages.placeOf(source)] };
      for (const { value, line, column } of text.links) {
        const location = { file: source.file, line, column };
        if (source.kind === 'markup' && isRelative(value)) {
          index.relativeInTemplates.push({ source, value, location });
          continue;
        }
        for (const key of writtenKeys(value, context)) {
          const list = index.byKey.get(key);
          if (list === undefined) index.byKey.set(key, [{ source, location }]);
          else list.push({ source, location });
        }
      }
    }
    return index;
  }

  /** The links of `source` whose key is `key`. */
  async #links(source: SourceFile, key: string, context: LinkContext): Promise<SourceLocation[]> {
    const text = await this.#texts.get(source);
    if (text === null) return [];
    return text.links
      .filter((link) => writtenKeys(link.value, context).includes(key))
      .map(({ line, column }) => ({ file: source.file, line, column }));
  }

  /** The places where `source` writes `value` as it is, standing alone (not inside a longer URL or word). */
  async #literal(source: SourceFile, value: string): Promise<SourceLocation[]> {
    const text = await this.#texts.get(source);
    if (text === null || value.length < MIN_LITERAL) return [];
    const found: SourceLocation[] = [];
    for (let at = text.text.indexOf(value); at >= 0; at = text.text.indexOf(value, at + 1)) {
      if (!isDelimited(text.text, at, at + value.length)) continue;
      const [line, column] = text.lines.at(at);
      found.push({ file: source.file, line, column });
    }
    return found;
  }
}

/** A built value shorter than this (`#`, `./`) says too little to be looked for as text. */
const MIN_LITERAL = 3;

/** What may stand around a link written as text: white space, quotes, brackets, `=`, `,`, `|`. */
const DELIMITERS = /*#__PURE__*/ new Set([...' \t\n\r\f"\'`()<>[]{}=,|'].map((c) => c.charCodeAt(0)));

function isDelimited(text: string, start: number, end: number): boolean {
  return (
    (start === 0 || DELIMITERS.has(text.charCodeAt(start - 1))) &&
    (end === text.length || DELIMITERS.has(text.charCodeAt(end)))
  );
}

/** Each group sorted by file, line and column, the first before the second, a place listed once. */
function ordered(first: SourceLocation[], second: SourceLocation[]): SourceLocation[] {
  const seen = new Set<string>();
  const out: SourceLocation[] = [];
  for (const group of [first, second]) {
    for (const location of group.sort(byPlace)) {
      const id = `${location.file}:${location.line}:${location.column}`;
      if (seen.has(id)) continue;
      seen.add(id);
      out.push(location);
    }
  }
  return out;
}

function byPlace(a: SourceLocation, b: SourceLocation): number {
  return compare(a.file, b.file) || a.line - b.line || a.column - b.column;
}
