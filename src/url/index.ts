/**
 * java.net.URL's face: the `JavaURL` class and the exceptions it throws beyond java.net.URI's.
 * Not exported from the package's main entry yet (issue 27 is in progress).
 */
export { JavaURL } from './url';
export { MalformedURLException } from './errors';
export { IOException } from '../uri';
