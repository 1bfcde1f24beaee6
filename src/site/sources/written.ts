/** A link as a source writes it: its URL as the parser read it, and where that URL's text begins. */
export interface WrittenLink {
  /** The URL, its escapes decoded as the parser decodes them: `./faq.md#a`. */
  value: string;
  /** 1-based line of the URL's first character. */
  line: number;
  /** 1-based column of the URL's first character, in UTF-16 code units. */
  column: number;
}
