/**
 * The reports for CI of `site` and `check` (`--format sarif|junit|github`): the findings of a run,
 * gathered as the walk reports them, then written in a stable order (by file, line, column), with
 * each file's path relative to the current directory, as a pull request shows it.
 * - sarif: one SARIF 2.1.0 log (the published schema; what GitHub code scanning reads: the tool's
 *   name, a `ruleId` per result, `artifactLocation.uri`, `region`).
 * - junit: JUnit XML, one test case per page or stylesheet read (a failure per finding in it; an
 *   error for a file that could not be read).
 * - github: one workflow command per finding (`::error file=…,line=…,col=…,title=…::…`), then a
 *   summary notice with the counts, since GitHub shows only the first few annotations of a step.
 * Findings: a broken link (missing-file), a missing fragment, the generator's scripts that hold the
 * base, a file that could not be processed (errors); site's kept links that break wherever the site
 * moves are warnings.
 */
import type { FileOutcome, LinkRecord, SiteNotice } from 'java-uri/site/walk';
import { visible } from './display';

/** What the fix of a generator's scripts that hold the base adds: the rewriter's own way, with the build as it is. */
export const STATIC_FIX =
  "or, with this build as it is, java-uri site --static (removes the generator's client scripts: its pre-rendered pages then work anywhere, without what needs them)";

/** The formats for CI. */
export const CI_FORMATS = ['sarif', 'junit', 'github'] as const;
export type CiFormat = (typeof CI_FORMATS)[number];

/** How much a finding weighs: SARIF's levels (GitHub's `::error`, `::warning`, `::notice`). */
type Level = 'error' | 'warning' | 'note';

/** What a finding is: its rule, the SARIF level, and a short description of the rule. */
interface Rule {
  readonly id: string;
  readonly level: Level;
  readonly title: string;
  readonly description: string;
}

/** Every rule, in the order of the SARIF log's rules. */
const RULES: readonly Rule[] = [
  {
    id: 'missing-file',
    level: 'error',
    title: 'broken link',
    description: 'A link inside the site names a file that no static host would serve.',
  },
  {
    id: 'missing-fragment',
    level: 'error',
    title: 'missing fragment',
    description: 'A link names a fragment that the page or SVG file it leads to does not define.',
  },
  {
    id: 'fragment-by-script',
    level: 'note',
    title: 'fragment made by a script',
    description:
      'A link names a fragment that the page it leads to defines only once its own scripts run (JSDoc line numbers).',
  },
  {
    id: 'scripts-hold-base',
    level: 'error',
    title: 'scripts hold the base',
    description: "The generator's client scripts hold the build-time base: the site breaks wherever it moves.",
  },
  {
    id: 'base-unknown',
    level: 'error',
    title: 'base unknown',
    description:
      'The build states no base and its root-relative links name no file of the tree: the site is published under a path that --base must give.',
  },
  {
    id: 'not-processed',
    level: 'error',
    title: 'file not processed',
    description: 'A file of the site could not be read or processed.',
  },
  {
    id: 'http-status',
    level: 'error',
    title: 'HTTP status',
    description: "A link to another site whose final answer is a status not accepted (check --external's --accept).",
  },
  {
    id: 'unreachable',
    level: 'error',
    title: 'unreachable',
    description:
      'A link to another site that gave no answer: its name does not resolve, TLS, the connection, or the timeout.',
  },
  {
    id: 'too-many-redirects',
    level: 'error',
    title: 'too many redirects',
    description: 'A link to another site that redirects in a loop, or more than ten times.',
  },
  {
    id: 'redirected',
    level: 'note',
    title: 'moved permanently',
    description: 'A link to another site that moved for good (301, 308): link the new URL.',
  },
  {
    id: 'not-checked',
    level: 'note',
    title: 'not checked',
    description: 'A link to a loopback or private address, not asked without --allow-private.',
  },
  {
    id: 'outside-base',
    level: 'warning',
    title: 'link outside the base',
    description: "A link to the site's origin outside the base URL, kept: it breaks wherever the site moves.",
  },
  {
    id: 'base-elsewhere',
    level: 'warning',
    title: 'base elsewhere',
    description: "A link kept because the page's <base href> is outside the site.",
  },
  {
    id: 'noscript-base',
    level: 'warning',
    title: 'noscript base',
    description: "A link kept because the page's base URL differs with scripting off.",
  },
  {
    id: 'unverified',
    level: 'warning',
    title: 'unverified rewrite',
    description: 'A link kept because its relative reference did not resolve back to the target.',
  },
];

const RULE_INDEX: ReadonlyMap<string, number> = new Map(RULES.map((r, i) => [r.id, i]));

/** One finding: a rule, where (a file, and a line and column when known), and what it says. */
interface Finding {
  readonly rule: Rule;
  /** The rule's level, or another for this command (check's links outside the base are notes). */
  readonly level: Level;
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
  /** For a link's finding: the link, to be located in the sources. */
  readonly link?: LinkRecord;
  /** Where the link is written in the sources (`--sources`): the primary location, the built one related. */
  source?: { file: string; line: number; column: number } | null;
}

/** The findings of one run of `command` over DIR, written as `format` at the end. */
export class CiReport {
  readonly #findings: Finding[] = [];
  /** Every page and stylesheet read (the test cases of junit). */
  readonly #files = new Set<string>();

  /**
   * @param path A file of the site (relative to DIR, with `/`) as the report names it: relative to
   *   the current directory.
   */
  constructor(
    readonly format: CiFormat,
    readonly command: 'site' | 'check',
    readonly version: string,
    readonly path: (file: string) => string,
    /** check --strict: the records told without failing (notes) fail as errors, as the status does. */
    readonly strict = false,
  ) {}

  /**
   * A link the walk reported: a finding when it is a problem; for site, a warning when `kept` says
   * why it was kept; for check, what `kind` says (a link outside the base is a note).
   */
  link(file: string, link: LinkRecord, kept: string | undefined, kind?: string): void {
    const { line, column } = link;
    const { value } = link;
    const add = (id: string, message: string, level?: Level) => {
      const weighed = this.strict && (level ?? RULES[RULE_INDEX.get(id)!]!.level) === 'note' ? 'error' : level;
      this.#add(id, file, line, column, message, { link, ...(weighed === undefined ? {} : { level: weighed }) });
    };
    if (link.problem === 'missing-file') {
      add('missing-file', `broken link ${value} (${link.where}): no file for ${link.target}`);
    } else if (link.problem === 'missing-fragment') {
      const target = link.targetFile ?? link.target;
      add('missing-fragment', `missing fragment ${value} (${link.where}): ${target} defines no such id or <a name>`);
    } else if (link.problem === 'fragment-by-script') {
      const target = link.targetFile ?? link.target;
      add(
        'fragment-by-script',
        `fragment made by a script ${value} (${link.where}): ${target} defines it once ${link.madeBy} runs`,
      );
    } else if (kept !== undefined && RULE_INDEX.has(link.outcome)) {
      add(link.outcome, `${value} (${link.where}): ${kept}`, kind === 'outside-base' ? 'note' : undefined);
    }
  }

  /** A finding of another site's link (check --external): `kind` its rule, `message` what its answer says. */
  external(file: string, link: LinkRecord, kind: string, message: string): void {
    const rule = RULES[RULE_INDEX.get(kind)!]!;
    const level = this.strict && rule.level === 'note' ? 'error' : rule.level;
    this.#add(kind, file, link.line, link.column, message, { link, level });
  }

  /**
   * Locates the links' findings in the sources (`--sources`): each then stands where its link is
   * written, its built place as a related location; one not found keeps its built place.
   */
  async locate(
    locate: (findings: readonly { file: string; link: LinkRecord }[]) => Promise<LocatedAt[][]>,
  ): Promise<void> {
    const links = this.#findings.filter((f) => f.link !== undefined);
    const located = await locate(links.map((f) => ({ file: f.file, link: f.link! })));
    links.forEach((f, i) => (f.source = located[i]![0] ?? null));
  }

  /** A notice of the walk: the generator's scripts that hold the base are a finding at each file that holds it. */
  notice(n: SiteNotice): void {
    if (n.kind !== 'scripts-hold-base') return;
    const message =
      `${n.generator}'s client scripts hold the build-time base: ${n.mechanism}. ` +
      `Served elsewhere with scripts on, these break: ${n.breaks.join('; ')}. Fix: ${n.fix}; ${STATIC_FIX}`;
    // No script holds the base path (the base is /): told at the first page that carries the generator.
    if (n.files.length === 0) this.#add('scripts-hold-base', n.page, 1, 1, message);
    for (const f of n.files) this.#add('scripts-hold-base', f.file, f.line, f.column, message);
  }

  /** The base cannot be told (check): one finding for every root-relative link that names no file, at the first. */
  baseUnknown(file: string, link: LinkRecord, message: string): void {
    this.#add('base-unknown', file, link.line, link.column, message);
  }

  /** A file that could not be processed (told at its start: GitHub needs a line). */
  error(file: string, error: string): void {
    this.#add('not-processed', file, 1, 1, error);
  }

  /** A file the walk read (a page or stylesheet: a test case of junit). */
  file(outcome: FileOutcome): void {
    if (outcome.kind !== 'other') this.#files.add(outcome.file);
  }

  #add(
    id: string,
    file: string,
    line: number,
    column: number,
    message: string,
    more: { link?: LinkRecord; level?: Level } = {},
  ): void {
    const rule = RULES[RULE_INDEX.get(id)!]!;
    const finding: Finding = { rule, level: more.level ?? rule.level, file, line, column, message };
    this.#findings.push(more.link === undefined ? finding : { ...finding, link: more.link });
  }

  /** Where a finding is shown: where its link is written in the sources when located, else its file of the site. */
  #place(f: Finding): Place {
    if (f.source != null) return f.source;
    return { file: this.path(f.file), line: f.line, column: f.column };
  }

  /** The built place of a finding located in the sources (a related location), else null. */
  #built(f: Finding): Place | null {
    return f.source != null ? { file: this.path(f.file), line: f.line, column: f.column } : null;
  }

  /** A finding's message, saying so when its source was asked for and not found. */
  #message(f: Finding): string {
    return f.source === null ? `${f.message} [no source found]` : f.message;
  }

  /** The findings in a stable order: by where they are shown (file, line, column), rule, message. */
  #sorted(): Finding[] {
    const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const places = new Map(this.#findings.map((f) => [f, this.#place(f)]));
    return [...this.#findings].sort((a, b) => {
      const p = places.get(a)!;
      const q = places.get(b)!;
      return (
        order(p.file, q.file) ||
        p.line - q.line ||
        p.column - q.column ||
        order(a.rule.id, b.rule.id) ||
        order(a.message, b.message)
      );
    });
  }

  /** The report, whole. */
  text(): string {
    const findings = this.#sorted();
    switch (this.format) {
      case 'sarif':
        return this.#sarif(findings);
      case 'junit':
        return this.#junit(findings);
      case 'github':
        return this.#github(findings);
    }
  }

  #sarif(findings: readonly Finding[]): string {
    // Every result has a location: GitHub code scanning refuses a result without one.
    const physical = (p: Place) => ({
      artifactLocation: { uri: uriOf(p.file) },
      region: { startLine: p.line, startColumn: p.column },
    });
    const results = findings.map((f) => {
      const built = this.#built(f);
      return {
        ruleId: f.rule.id,
        ruleIndex: RULE_INDEX.get(f.rule.id),
        level: f.level,
        message: { text: this.#message(f) },
        locations: [{ physicalLocation: physical(this.#place(f)) }],
        ...(built === null
          ? {}
          : { relatedLocations: [{ id: 1, physicalLocation: physical(built), message: { text: 'the built page' } }] }),
      };
    });
    const log = {
      $schema: 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json',
      version: '2.1.0',
      runs: [
        {
          tool: {
            driver: {
              name: 'java-uri',
              version: this.version,
              rules: RULES.map((r) => ({
                id: r.id,
                name: r.title,
                shortDescription: { text: r.description },
                defaultConfiguration: { level: r.level },
              })),
            },
          },
          automationDetails: { id: `java-uri/${this.command}/` },
          columnKind: 'utf16CodeUnits',
          results,
        },
      ],
    };
    return JSON.stringify(log, null, 2) + '\n';
  }

  /** `file:line:column: message` of a finding, as text output gives it (with its built place when located). */
  #at(f: Finding): string {
    const { file, line, column } = this.#place(f);
    const built = this.#built(f);
    const also = built === null ? '' : ` [built: ${built.file}:${built.line}:${built.column}]`;
    return `${file}:${line}:${column}: ${this.#message(f)}${also}`;
  }

  #junit(findings: readonly Finding[]): string {
    const byFile = new Map<string, Finding[]>();
    for (const file of this.#files) byFile.set(file, []);
    for (const f of findings) {
      const list = byFile.get(f.file);
      if (list === undefined) byFile.set(f.file, [f]);
      else list.push(f);
    }
    const files = [...byFile.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    let failures = 0;
    let errors = 0;
    const cases = files.map((file) => {
      const list = byFile.get(file)!;
      const name = xml(visible(this.path(file)));
      const failed = list.filter((f) => f.rule.id !== 'not-processed' && f.level === 'error');
      const broken = list.filter((f) => f.rule.id === 'not-processed');
      let body = '';
      if (failed.length > 0) {
        failures++;
        const kinds = [...new Set(failed.map((f) => f.rule.id))].join(', ');
        const lines = failed.map((f) => xml(visible(this.#at(f)))).join('\n');
        body += `\n      <failure type="${kinds}" message="${count(failed.length, 'problem')}">${lines}</failure>`;
      }
      if (broken.length > 0) {
        errors++;
        body += `\n      <error type="not-processed" message="${xml(visible(broken[0]!.message))}"/>`;
      }
      const warnings = list.filter((f) => f.level !== 'error');
      if (warnings.length > 0) {
        const lines = warnings.map((f) => xml(visible(this.#at(f)))).join('\n');
        body += `\n      <system-out>${lines}</system-out>`;
      }
      const open = `    <testcase classname="java-uri.${this.command}" name="${name}" file="${name}"`;
      return body === '' ? `${open}/>` : `${open}>${body}\n    </testcase>`;
    });
    const counts = `tests="${files.length}" failures="${failures}" errors="${errors}"`;
    return (
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      `<testsuites name="java-uri ${this.command}" ${counts}>\n` +
      `  <testsuite name="java-uri ${this.command}" ${counts} skipped="0">\n` +
      cases.map((c) => c + '\n').join('') +
      '  </testsuite>\n</testsuites>\n'
    );
  }

  #github(findings: readonly Finding[]): string {
    const lines = findings.map((f) => {
      const { file, line, column } = this.#place(f);
      const properties = [`file=${property(file)}`, `line=${line}`, `col=${column}`];
      properties.push(`title=${property(`java-uri ${this.command}: ${f.rule.title}`)}`);
      const built = this.#built(f);
      const message =
        this.#message(f) + (built === null ? '' : ` [built: ${built.file}:${built.line}:${built.column}]`);
      return `::${f.level === 'note' ? 'notice' : f.level} ${properties.join(',')}::${data(message)}\n`;
    });
    const tally = new Map<string, number>();
    for (const f of findings) tally.set(f.rule.title, (tally.get(f.rule.title) ?? 0) + 1);
    const kinds = [...tally].map(([title, n]) => `${n} ${title}`).join(', ');
    const pages = new Set(findings.map((f) => f.file)).size;
    const summary =
      findings.length === 0
        ? `no problem found in ${count(this.#files.size, 'file')}`
        : `${count(findings.length, 'finding')} (${kinds}) in ${count(pages, 'file')} of ${this.#files.size} read; ` +
          'GitHub shows only the first annotations of each kind: the log lists them all';
    return lines.join('') + `::notice title=${property(`java-uri ${this.command}`)}::${data(summary)}\n`;
  }
}

/** `n thing` or `n things`. */
function count(n: number, thing: string): string {
  return `${n.toLocaleString('en-US')} ${thing}${n === 1 ? '' : 's'}`;
}

/** A place in a file: the report's path (relative to the current directory), 1-based line and column. */
interface Place {
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

/** Where a finding located in the sources is (`--sources`): the source file, relative to the current directory. */
export type LocatedAt = Place;

/**
 * A relative path (with `/`) as a relative URI reference: each segment percent-encoded as UTF-8,
 * and a file name's byte that is not UTF-8 (a lone U+DC80–U+DCFF, site/listing.ts) as that byte.
 */
function uriOf(path: string): string {
  return path.split('/').map(segmentUri).join('/');
}

function segmentUri(segment: string): string {
  let uri = '';
  for (const c of segment) {
    const code = c.charCodeAt(0);
    if (c.length === 1 && code >= 0xdc80 && code <= 0xdcff) uri += '%' + (code - 0xdc00).toString(16).toUpperCase();
    else uri += encodeURIComponent(c.length === 1 && code >= 0xd800 && code <= 0xdfff ? '\ufffd' : c);
  }
  return uri;
}

/** XML's own escapes of the characters that markup reads. */
const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as XML character data or an attribute value (after `visible`, which leaves no control character). */
function xml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** A workflow command's message: shown escaped, then `%`, CR and LF as GitHub escapes them. */
function data(s: string): string {
  return visible(s).replace(/[%\r\n]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** A workflow command's property value: as `data`, and `:` and `,` escaped too. */
function property(s: string): string {
  return data(s).replace(/[:,]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
