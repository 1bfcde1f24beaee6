/**
 * java.net.URL's face: the `JavaURL` class and the exceptions it throws beyond java.net.URI's
 * (exported from the package's main entry; an app that does not use them bundles none of src/url).
 */
export { JavaURL } from './url';
export { MalformedURLException } from './errors';
export { IOException } from '../uri';
