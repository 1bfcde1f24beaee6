/**
 * java.net.IDN's face: the IDN class (exported from the package's main entry; an app that does not
 * use it bundles none of src/idn, nor its Unicode 3.2 tables).
 */
export { IDN } from './idn';
export { RuntimeException } from './errors';
