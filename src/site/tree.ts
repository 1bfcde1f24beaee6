/**
 * The slim tree parse5 builds for the site rewriter. Tree construction keeps the HTML Standard's
 * algorithm (parse5's parser); the tree keeps only what that algorithm reads of a node (an
 * element's name, namespace, attributes and parent, a template's contents, the document's mode)
 * and what the rewriter reads (where each start tag stands, whether a node is in template contents,
 * its place in tree order, where a raw text element's text begins and ends, an SVG `<style>`'s
 * text). No node lists its children and no text but an SVG `<style>`'s is kept, so an element that
 * no open element, formatting entry or reader holds is garbage at once: a page's tree costs memory
 * by its depth, not by its size.
 */
import { parse, parseFragment, html, type Token, type TreeAdapter, type TreeAdapterTypeMap } from 'parse5';

/** The place of a node not placed in a tree (as read from tokens alone). */
const NO_PLACE: readonly number[] = Object.freeze([]);

/** A node of the slim tree: its parent and its place among the parent's children. */
export class TreeNode {
  /** Its parent; null for a root, and for a node the parser took out of the tree. */
  parent: TreeNode | null = null;
  /**
   * Its place among its parent's children, compared number by number; a place that is a prefix of
   * another comes after it (a node inserted before another gets that one's place and one more number).
   */
  place: readonly number[] = NO_PLACE;
  /** In the contents of a template (then not in the document itself). */
  inTemplate: boolean;
  /** How many children were appended to it, and how many nodes inserted right before it. */
  appended = 0;
  insertedBefore = 0;

  constructor(inTemplate: boolean) {
    this.inTemplate = inTemplate;
  }
}

/** The document: its mode (quirks or not) is read by tree construction. */
export class TreeDocument extends TreeNode {
  mode = html.DOCUMENT_MODE.NO_QUIRKS;
}

/** Text the rewriter reads (an SVG `<style>`'s), as decoded, with its range in the source. */
export class TreeText extends TreeNode {
  start = -1;
  end = -1;

  constructor(
    inTemplate: boolean,
    public value: string,
  ) {
    super(inTemplate);
  }
}

/** An element. */
export class TreeElement extends TreeNode {
  /** A template's contents. */
  content: TreeNode | null = null;
  /** Where its content begins (its start tag's end) and ends (its end tag's start, or the end of the source). */
  contentStart = -1;
  contentEnd: number;
  /** Where its end tag ends, or -1 without one. */
  end = -1;
  /** The text of an SVG `<style>`; null for any other element. */
  readonly texts: TreeText[] | null;
  /** Whether the last child appended is the last of `texts` (text that follows is added to it). */
  textOpen = false;

  constructor(
    inTemplate: boolean,
    readonly tagName: string,
    readonly namespaceURI: html.NS,
    readonly attrs: Token.Attribute[],
    sourceEnd: number,
  ) {
    super(inTemplate);
    this.contentEnd = sourceEnd;
    this.texts = tagName === 'style' && namespaceURI === html.NS.SVG ? [] : null;
  }
}

/** What the adapter hands parse5 for a node that has a location (it only tests that there is one). */
const LOCATED: Token.ElementLocation = Object.freeze({
  startLine: 0,
  startCol: 0,
  startOffset: 0,
  endLine: 0,
  endCol: 0,
  endOffset: 0,
});

interface SlimMap extends TreeAdapterTypeMap {
  node: TreeNode;
  parentNode: TreeNode;
  childNode: TreeNode;
  document: TreeDocument;
  documentFragment: TreeNode;
  element: TreeElement;
  commentNode: TreeNode;
  textNode: TreeText;
  template: TreeElement;
  documentType: TreeNode;
}

/** An attribute that holds its own place in the source (from its name to its value's end): TagScanner's. */
export interface PlacedAttribute extends Token.Attribute {
  startOffset: number;
  endOffset: number;
}

/**
 * Where attribute `a` of the start tag at `startTag` stands (its name to the end of its value), or
 * undefined for one the tag does not hold (the parser added it from a later tag, a second `<body>`).
 * parse5 places attributes by their names as written (in lower case: an SVG attribute's name as
 * adjusted, `viewBox`, is found in lower case; `xlink:href` by its prefix and name, `xmlns` by its
 * name); TagScanner's attributes hold their places (then `startTag` places none).
 */
export function attributePlace(
  startTag: Token.LocationWithAttributes,
  a: Token.Attribute,
): { readonly startOffset: number; readonly endOffset: number } | undefined {
  const places = startTag.attrs;
  if (places === undefined) return 'startOffset' in a ? (a as PlacedAttribute) : undefined;
  const name = a.prefix ? `${a.prefix}:${a.name}` : a.name;
  return places[name] ?? places[name.toLowerCase()];
}

/** What the rewriter does with the parse: parse5 calls it as it builds the tree. */
export interface Reader {
  /**
   * A start tag that makes an element, as the parser places it (an element the parser makes again
   * from the same tag, as it does for formatting elements, is not reported again): `startTag` is the
   * tag's location in the source read, and `shift` what to add to its offsets to make them the page's.
   */
  startTag(element: TreeElement, startTag: Token.LocationWithAttributes, shift: number): void;
  /**
   * The body element went into the document (`inserted`), or out of it with all it holds (a
   * `<frameset>` in its place): every element read since it went in is out of the document.
   */
  body(inserted: boolean): void;
  /**
   * An element went into the tree (then whether it is in template contents is known): called again
   * when the parser moves it.
   */
  placed?(element: TreeElement): void;
}

/**
 * The tree adapter over source offsets `shift` to `shift + length` of a page. Nodes created get
 * `inTemplate` (a fragment read inside template contents).
 */
function slimAdapter(reader: Reader, shift: number, length: number, inTemplate: boolean): TreeAdapter<SlimMap> {
  let lastStart = -1;
  /**
   * The node that stands for every node the tree does not keep (comments, text but an SVG
   * `<style>`'s): no parent holds it, and it has no location.
   */
  const unkept = new TreeText(inTemplate, '');
  /** The children of an element that keeps none, as parse5 reads them: its last child, where text goes. */
  const noChildren = [unkept];
  const attach = (parent: TreeNode, node: TreeNode, place: readonly number[]) => {
    node.parent = parent;
    node.place = place;
    node.inTemplate = parent.inTemplate;
    if (node instanceof TreeElement) reader.placed?.(node);
  };
  return {
    createDocument: () => new TreeDocument(inTemplate),
    // Only template contents, and the fragment a fragment parser returns, are made with this.
    createDocumentFragment: () => new TreeNode(true),
    createElement: (tagName, namespaceURI, attrs) =>
      new TreeElement(inTemplate, tagName, namespaceURI, attrs, shift + length),
    createCommentNode: () => unkept,
    createTextNode: (value) => new TreeText(inTemplate, value),

    appendChild(parent, node) {
      if (parent instanceof TreeElement) parent.textOpen = false;
      if (node === unkept) return;
      attach(parent, node, [parent.appended++]);
      if (isBody(node)) reader.body(true);
    },
    insertBefore(parent, node, reference) {
      if (node !== unkept) attach(parent, node, [...reference.place, reference.insertedBefore++]);
    },
    // Moving a node's children (the adoption agency's step 4.16, and a fragment's end) moves none:
    // they keep their parent and place, which keeps them in the same tree order (the element they
    // would move into is appended to their parent right after, and is a formatting element, never read).
    getChildNodes: (node) => (node instanceof TreeElement && node.textOpen ? node.texts! : noChildren),
    getFirstChild: () => null,
    getParentNode: (node) => node.parent,
    detachNode(node) {
      // The adoption agency detaches nodes it appends again at once; only the body goes for good.
      if (isBody(node) && node.parent !== null) reader.body(false);
      node.parent = null;
    },
    setTemplateContent(template, content) {
      template.content = content;
    },
    getTemplateContent: (template) => template.content!,

    insertText(parent, text) {
      if (!(parent instanceof TreeElement) || parent.texts === null) return;
      if (parent.textOpen) parent.texts[parent.texts.length - 1]!.value += text;
      else {
        const node = new TreeText(parent.inTemplate, text);
        attach(parent, node, [parent.appended++]);
        parent.texts.push(node);
        parent.textOpen = true;
      }
    },
    // Text is inserted before a node only where it is foster-parented: never in an SVG <style>.
    insertTextBefore() {},
    adoptAttributes(recipient, attrs) {
      for (const a of attrs) if (!recipient.attrs.some((b) => b.name === a.name)) recipient.attrs.push(a);
    },

    setDocumentType() {},
    setDocumentMode(document, mode) {
      document.mode = mode;
    },
    getDocumentMode: (document) => document.mode,

    getAttrList: (element) => element.attrs,
    getTagName: (element) => element.tagName,
    getNamespaceURI: (element) => element.namespaceURI,
    getTextNodeContent: (text) => text.value,
    getCommentNodeContent: () => '',
    getDocumentTypeNodeName: () => '',
    getDocumentTypeNodePublicId: () => '',
    getDocumentTypeNodeSystemId: () => '',
    isTextNode: (node): node is TreeText => node instanceof TreeText,
    isCommentNode: (node): node is TreeNode => node === unkept,
    isDocumentTypeNode: (_node): _node is TreeNode => false,
    isElementNode: (node) => node instanceof TreeElement,

    setNodeSourceCodeLocation(node, location) {
      // parse5 also sets the location of the text node it expects before a foster-parented text,
      // which this tree does not keep (undefined).
      if (location === null || node === undefined || node === unkept) return;
      if (node instanceof TreeText) {
        node.start = shift + location.startOffset;
        node.end = shift + location.endOffset;
      } else if (node instanceof TreeElement) {
        const startTag = location.startTag ?? location;
        node.contentStart = shift + startTag.endOffset;
        if (startTag.startOffset <= lastStart) return;
        lastStart = startTag.startOffset;
        reader.startTag(node, startTag, shift);
      }
    },
    getNodeSourceCodeLocation: (node) =>
      node instanceof TreeElement
        ? node.contentStart >= 0
          ? LOCATED
          : null
        : node instanceof TreeText && node.start >= 0
          ? LOCATED
          : null,
    updateNodeSourceCodeLocation(node, location) {
      if (node instanceof TreeText && location.endOffset !== undefined) node.end = shift + location.endOffset;
      else if (node instanceof TreeElement && location.endTag !== undefined) {
        node.contentEnd = shift + location.endTag.startOffset;
        node.end = shift + location.endTag.endOffset;
      }
    },
  };
}

function isBody(node: TreeNode): boolean {
  return node instanceof TreeElement && node.tagName === 'body' && node.namespaceURI === html.NS.HTML;
}

/** Reads page `source` as a browser with scripting on reads it, for `reader`. */
export function readDocument(source: string, reader: Reader): void {
  const treeAdapter = slimAdapter(reader, 0, source.length, false);
  parse(source, { treeAdapter, scriptingEnabled: true, sourceCodeLocationInfo: true });
}

/**
 * Reads the content of `noscript` (an element read with scripting on, whose content is then raw
 * text) in `page` as a browser with scripting off reads it, for `reader`: a fragment in the body,
 * whose nodes are in template contents when `noscript` is.
 *
 * The context is a `<div>`, which the HTML Standard's fragment parsing treats as it does a
 * `<noscript>` with scripting off (the insertion mode in body, the tokenizer in its data state);
 * parse5 reads a `<noscript>` context as raw text whatever the scripting flag.
 */
export function readNoscript(page: string, noscript: TreeElement, reader: Reader): void {
  const { contentStart: start, contentEnd: end, inTemplate } = noscript;
  const treeAdapter = slimAdapter(reader, start, end - start, inTemplate);
  const context = treeAdapter.createElement('div', html.NS.HTML, []);
  parseFragment(context, page.slice(start, end), {
    treeAdapter,
    scriptingEnabled: false,
    sourceCodeLocationInfo: true,
  });
}

/** Whether `a` comes before `b` in tree order (two nodes of one tree, neither an ancestor of the other). */
export function precedes(a: TreeNode, b: TreeNode): boolean {
  const pathA = path(a);
  const pathB = path(b);
  let i = 0;
  while (i < pathA.length && i < pathB.length && pathA[i] === pathB[i]) i++;
  if (i === pathA.length || i === pathB.length) return i === pathA.length;
  const placeA = pathA[i]!.place;
  const placeB = pathB[i]!.place;
  for (let k = 0; k < placeA.length && k < placeB.length; k++) {
    if (placeA[k] !== placeB[k]) return placeA[k]! < placeB[k]!;
  }
  return placeA.length > placeB.length;
}

/** The ancestors of `node` from its root, and the node. */
function path(node: TreeNode): TreeNode[] {
  const nodes: TreeNode[] = [];
  for (let n: TreeNode | null = node; n !== null; n = n.parent) nodes.push(n);
  return nodes.reverse();
}

/** The text content of markup `source`, parsed as the HTML Standard parses a fragment in a body (references decoded). */
export function textOf(source: string): string {
  let text = '';
  const collect = (node: { nodeName: string; value?: string; childNodes?: unknown[] }) => {
    if (node.nodeName === '#text') text += node.value!;
    for (const child of node.childNodes ?? []) collect(child as typeof node);
  };
  collect(parseFragment(source));
  return text;
}
