/** The coders' one face: java.net.URLEncoder and URLDecoder, and the charset names they know. */
export { URLEncoder } from './urlencoder';
export { URLDecoder } from './urldecoder';
export { isCharsetName } from './charsets';
