/**
 * What a page's or stylesheet's declared encoding label means to a browser: the Encoding Standard's
 * labels, as the HTML Standard reads them in `<meta>` (and CSS Syntax in `@charset`), where a UTF-16
 * label means UTF-8. Pure: the platform's TextDecoder knows the labels.
 */

/** The labels of the Encoding Standard's replacement encoding, and x-user-defined: no TextDecoder of them. */
const UNDECODABLE = new Set([
  'csiso2022kr',
  'hz-gb-2312',
  'iso-2022-cn',
  'iso-2022-cn-ext',
  'iso-2022-kr',
  'replacement',
]);

/**
 * The encoding a page's `<meta>` or a stylesheet's `@charset` declares by `label`, as browsers read
 * it: the Encoding Standard's name (`utf-8`, `windows-1252`, `shift_jis`…; a UTF-16 label is
 * `utf-8`), or null for a label no encoding has, which browsers ignore.
 * @example declaredEncoding('latin1') === 'windows-1252'; declaredEncoding('utf-16') === 'utf-8'
 */
export function declaredEncoding(label: string): string | null {
  const name = label.trim().toLowerCase();
  if (name === 'x-user-defined') return 'windows-1252';
  if (UNDECODABLE.has(name)) return 'replacement';
  let encoding: string;
  try {
    encoding = new TextDecoder(name).encoding;
  } catch {
    return null;
  }
  return encoding === 'utf-16le' || encoding === 'utf-16be' ? 'utf-8' : encoding;
}
