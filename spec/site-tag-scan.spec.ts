// TagScanner (src/site/tag-scan.ts), the fast path of readTokens, against parse5's tokenizer, its
// general path: wherever the scanner reads a page, the same start and end tags reach the handler in
// the same order (name, attributes with their decoded values and places, self-closing, where the tag
// begins and ends), with text that holds a character other than whitespace between the same tags.
// The handler sets the tokenizer's state after the start tag of an element whose content is text,
// as tree construction does in HTML content. On every page of the repository's built sites and of
// the real builds cached by npm run bench:check-real, and on generated inputs (fast-check) made of
// the characters and pieces that change the tokenizer's state. The seed is fixed (FC_SEED overrides
// it, FC_RUNS the number of runs) and fast-check prints it with any counterexample.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { realBuildPages, realBuilds, repositoryPages } from './built-pages';
import { Tokenizer, TokenizerMode, type Token, type TokenHandler } from 'parse5';
import { TagScanner } from '../src/site/tag-scan';
import { attributePlace } from '../src/site/tree';

const seed = Number(process.env['FC_SEED'] ?? 20261207);
const numRuns = Number(process.env['FC_RUNS'] ?? 20000);

/** The state after the start tag of an HTML element whose content is text (scripting on). */
const TEXT_STATES: Record<string, Tokenizer['state']> = {
  title: TokenizerMode.RCDATA,
  textarea: TokenizerMode.RCDATA,
  style: TokenizerMode.RAWTEXT,
  xmp: TokenizerMode.RAWTEXT,
  iframe: TokenizerMode.RAWTEXT,
  noembed: TokenizerMode.RAWTEXT,
  noframes: TokenizerMode.RAWTEXT,
  noscript: TokenizerMode.RAWTEXT,
  script: TokenizerMode.SCRIPT_DATA,
  plaintext: TokenizerMode.PLAINTEXT,
};

/** The events of a reading, as JSON: tags with every field the handler reads, and "text" where non-whitespace text stands. */
function events(source: string, scan: boolean): string[] | null {
  const seen: string[] = [];
  let inText = false;
  const tag = (kind: string, token: Token.TagToken) => {
    const { tagName, selfClosing, attrs } = token;
    const location = token.location!;
    const places = attrs.map((a) => {
      const at = attributePlace(location, a);
      return at === undefined ? null : [at.startOffset, at.endOffset];
    });
    seen.push(
      JSON.stringify([
        kind,
        tagName,
        selfClosing,
        attrs.map(({ name, value, prefix, namespace }) => ({ name, value, prefix, namespace })),
        places,
        location.startOffset,
        location.endOffset,
        token.tagID,
      ]),
    );
  };
  const text = () => {
    if (!inText && seen[seen.length - 1] !== 'text') seen.push('text');
  };
  let lexer: { state: Tokenizer['state'] };
  const handler: TokenHandler = {
    onStartTag(token) {
      tag('start', token);
      const state = TEXT_STATES[token.tagName];
      if (state !== undefined) {
        lexer.state = state;
        inText = true;
      }
    },
    onEndTag(token) {
      tag('end', token);
      inText = false;
    },
    onCharacter: text,
    onNullCharacter: text,
    onWhitespaceCharacter() {},
    onComment() {},
    onDoctype() {},
    onEof() {},
  };
  if (scan) {
    const scanner = new TagScanner(handler);
    lexer = scanner;
    return scanner.write(source) ? seen : null;
  }
  const tokenizer = new Tokenizer({ sourceCodeLocationInfo: true }, handler);
  lexer = tokenizer;
  tokenizer.write(source, true);
  return seen;
}

/** Whether TagScanner reads `source`; if it does, it must tell what parse5's tokenizer tells. */
function expectSame(source: string): boolean {
  const scanned = events(source, true);
  if (scanned === null) return false;
  const tokenized = events(source, false);
  if (scanned.join('\n') !== tokenized!.join('\n')) expect(scanned).toEqual(tokenized);
  return true;
}

describe('TagScanner tells what parse5 tokenizer tells', () => {
  test('on every page of the built sites of the repository', () => {
    const all = repositoryPages();
    expect(all.length).toBeGreaterThan(20);
    let scanned = 0;
    for (const page of all) if (expectSame(readFileSync(page, 'utf8'))) scanned++;
    expect(scanned).toBeGreaterThan(all.length * 0.9);
  });

  // Where npm run bench:check-real has cached them (not in a fresh clone).
  const real = realBuilds();
  if (real.length > 0)
    test.each(real)('on every page of the real build %s', (build) => {
      const all = realBuildPages(build);
      let scanned = 0;
      for (const page of all) if (expectSame(readFileSync(page, 'utf8'))) scanned++;
      expect(scanned).toBe(all.length);
    });

  test('on worked examples', () => {
    const examples = [
      '<a href=x>t</a>',
      '<A HREF = "a&amp;b" ID=x1 data-X=\'&lt;\' title=a&ampb class=&copy alt=&amp=>< a id=x2>&lt;<a/ id=x3 />',
      '<a\r\nhref="x\r\ny"\rid=x4>\r\n</a\r>\r',
      '<a =b c"d e<f g`=h/i\'>x</a x=y z>',
      '<!DOCTYPE html><!--><a id=c1><!---><a id=c2><!-- a --!><a id=c3><? x ><a id=c4></ x><a id=c5></><a id=c6>',
      '<!--a<!--b--><!----!><!--->--><!---->',
      '<p>&#32;&#x20&Tab;&NewLine; &#13;<p>&#9;&#12<p>&Tab<p>&#;<p>&#x;<p>&#999999999999;',
      '<title>a</b></title\t><style>x</STYLE foo="</style>"><script>a</script/><textarea></textareax></textarea>',
      '<İMG SRC=x İD=y>',
      '<DIV ZZ=1 @[=2 Data-Z=3>x</DIV>',
      '</',
      'x<',
      '<a href=x/>',
      '<a b/ c>',
    ];
    for (const html of examples) expect(expectSame(html)).toBe(true);
    // What the scanner leaves to the tokenizer.
    for (const html of ['<plaintext>x', '<script><!--</script>', 'a\0b', '<a id=1 id=2>', '<a href="x', '<a', '<a b'])
      expect(events(html, true)).toBeNull();
    // Many attributes (their names then looked up in a set): a duplicate among the first or the last.
    const many = Array.from({ length: 40 }, (_, i) => `a${i}=${i}`).join(' ');
    expect(expectSame(`<p ${many}>`)).toBe(true);
    for (const duplicate of ['a3', 'A20', 'a39']) expect(events(`<p ${many} ${duplicate}=x>`, true)).toBeNull();
    const foreign = new TagScanner({ onStartTag() {}, onEndTag() {}, onCharacter() {} });
    foreign.inForeignNode = true;
    expect(foreign.write('<![CDATA[x]]>')).toBe(false);
  });
});

/** The characters and pieces that change the tokenizer's state. */
const piece = fc.constantFrom(
  '<',
  '>',
  '/',
  '!',
  '-',
  '=',
  '"',
  "'",
  '`',
  '?',
  ' ',
  '\n',
  '\r',
  '\r\n',
  '\t',
  '\f',
  'a',
  'A',
  'Z',
  '@',
  '[',
  'b',
  'x',
  'İ',
  'é',
  '😀',
  '\uFEFF',
  'href',
  'ID',
  '&',
  '#',
  ';',
  '&amp;',
  '&amp',
  '&ampx',
  '&#32;',
  '&#x20',
  '&#13;',
  '&#0;',
  '&#128;',
  '&#x110000;',
  '&Tab;',
  '&NewLine;',
  '&#65;',
  '&#x41;',
  '&#X1F600;',
  '&#xD800;',
  '&#x7f;',
  '&#159;',
  '&#00000065;',
  '&#x10FFFF;',
  '&quot;',
  '&apos;',
  '&nbsp;',
  '&gt;',
  '&AMP;',
  '&amp;x;',
  '<a title="',
  "<a title='",
  '&lt',
  '&notin;',
  '&notit;',
  '<!--',
  '-->',
  '--!>',
  '<!DOCTYPE ',
  '<![CDATA[',
  ']]>',
  '</',
  '<a ',
  '<a href=',
  '<script>',
  '</script>',
  '<script ',
  '</script ',
  '<style>',
  '</style>',
  '</STYLE',
  '<title>',
  '</title>',
  '<textarea>',
  '</textarea>',
  '<noscript>',
  '</noscript>',
  '<xmp>',
  '</xmp>',
);
const input = fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join(''));

describe('TagScanner on generated inputs', () => {
  test('tells what parse5 tokenizer tells wherever it reads the input', () => {
    let scanned = 0;
    fc.assert(
      fc.property(input, (html) => {
        if (expectSame(html)) scanned++;
      }),
      { seed, numRuns },
    );
    // It reads most inputs (the rest hold a NUL, a duplicate attribute, a tag the end cuts off…).
    expect(scanned).toBeGreaterThan(numRuns / 3);
  });
});
