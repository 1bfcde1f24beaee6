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

/** The formats for CI. */
export const CI_FORMATS = ['sarif', 'junit', 'github'] as const;
export type CiFormat = (typeof CI_FORMATS)[number];

/** What a finding is: its rule, the SARIF level, and a short description of the rule. */
interface Rule {
  readonly id: string;
  readonly level: 'error' | 'warning';
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
    id: 'scripts-hold-base',
    level: 'error',
    title: 'scripts hold the base',
    description: "The generator's client scripts hold the build-time base: the site breaks wherever it moves.",
  },
  {
    id: 'not-processed',
    level: 'error',
    title: 'file not processed',
    description: 'A file of the site could not be read or processed.',
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
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
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
  ) {}

  /** A link the walk reported: a finding when it is a problem; for site, a warning when `kept` says why it was kept. */
  link(file: string, link: LinkRecord, kept: string | undefined): void {
    const { line, column } = link;
    const { value } = link;
    if (link.problem === 'missing-file') {
      this.#add('missing-file', file, line, column, `broken link ${value} (${link.where}): no file for ${link.target}`);
    } else if (link.problem === 'missing-fragment') {
      const target = link.targetFile ?? link.target;
      this.#add(
        'missing-fragment',
        file,
        line,
        column,
        `missing fragment ${value} (${link.where}): ${target} defines no such id or <a name>`,
      );
    } else if (kept !== undefined && RULE_INDEX.has(link.outcome)) {
      this.#add(link.outcome, file, line, column, `${value} (${link.where}): ${kept}`);
    }
  }

  /** A notice of the walk: the generator's scripts that hold the base are a finding at each file that holds it. */
  notice(n: SiteNotice): void {
    if (n.kind !== 'scripts-hold-base') return;
    const message =
      `${n.generator}'s client scripts hold the build-time base: ${n.mechanism}. ` +
      `Served elsewhere with scripts on, these break: ${n.breaks.join('; ')}. Fix: ${n.fix}`;
    // No script holds the base path (the base is /): told at the first page that carries the generator.
    if (n.files.length === 0) this.#add('scripts-hold-base', n.page, 1, 1, message);
    for (const f of n.files) this.#add('scripts-hold-base', f.file, f.line, f.column, message);
  }

  /** A file that could not be processed (told at its start: GitHub needs a line). */
  error(file: string, error: string): void {
    this.#add('not-processed', file, 1, 1, error);
  }

  /** A file the walk read (a page or stylesheet: a test case of junit). */
  file(outcome: FileOutcome): void {
    if (outcome.kind !== 'other') this.#files.add(outcome.file);
  }

  #add(id: string, file: string, line: number, column: number, message: string): void {
    this.#findings.push({ rule: RULES[RULE_INDEX.get(id)!]!, file, line, column, message });
  }

  /** The findings in a stable order: by file, line, column, rule, message. */
  #sorted(): Finding[] {
    const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    return [...this.#findings].sort(
      (a, b) =>
        order(a.file, b.file) ||
        a.line - b.line ||
        a.column - b.column ||
        order(a.rule.id, b.rule.id) ||
        order(a.message, b.message),
    );
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
    const results = findings.map((f) => ({
      ruleId: f.rule.id,
      ruleIndex: RULE_INDEX.get(f.rule.id),
      level: f.rule.level,
      message: { text: f.message },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: uriOf(this.path(f.file)) },
            region: { startLine: f.line, startColumn: f.column },
          },
        },
      ],
    }));
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
      const failed = list.filter((f) => f.rule.id !== 'not-processed' && f.rule.level === 'error');
      const broken = list.filter((f) => f.rule.id === 'not-processed');
      let body = '';
      if (failed.length > 0) {
        failures++;
        const kinds = [...new Set(failed.map((f) => f.rule.id))].join(', ');
        const lines = failed.map((f) => xml(visible(at(f, this.path) + f.message))).join('\n');
        body += `\n      <failure type="${kinds}" message="${count(failed.length, 'problem')}">${lines}</failure>`;
      }
      if (broken.length > 0) {
        errors++;
        body += `\n      <error type="not-processed" message="${xml(visible(broken[0]!.message))}"/>`;
      }
      const warnings = list.filter((f) => f.rule.level === 'warning');
      if (warnings.length > 0) {
        const lines = warnings.map((f) => xml(visible(at(f, this.path) + f.message))).join('\n');
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
      const properties: string[] = [];
      properties.push(`file=${property(this.path(f.file))}`, `line=${f.line}`, `col=${f.column}`);
      properties.push(`title=${property(`java-uri ${this.command}: ${f.rule.title}`)}`);
      return `::${f.rule.level} ${properties.join(',')}::${data(f.message)}\n`;
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

/** `file:line:column: ` of a finding, as text output gives it. */
function at(f: Finding, path: (file: string) => string): string {
  return `${path(f.file)}:${f.line}:${f.column}: `;
}

/** A relative path (with `/`) as a relative URI reference: each segment percent-encoded as UTF-8. */
function uriOf(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
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
