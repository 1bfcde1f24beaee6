// The SARIF 2.1.0 schema (vendored in spec/fixtures/sarif/ with its licence) as a validator, for the
// specs of the reports for CI. Its formats are checked, not ignored (Ajv warns of each format it does
// not know): `uri` and `uri-reference` by java.net.URI's grammar (this package's Uri: an absolute URI,
// any URI reference), `date-time` by RFC 3339's shape as JavaScript's Date reads it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv-draft-04';
import { Uri } from '../src';

const schema = JSON.parse(readFileSync(join(__dirname, 'fixtures', 'sarif', 'sarif-schema-2.1.0.json'), 'utf8'));

const formats = {
  uri: (s: string) => Uri.parse(s)?.isAbsolute() === true,
  'uri-reference': (s: string) => Uri.canParse(s),
  'date-time': (s: string) =>
    /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i.test(s) && !Number.isNaN(Date.parse(s)),
};

/** Whether `log` is a valid SARIF 2.1.0 log (its errors in `validateSarif.errors`). */
export const validateSarif = new Ajv({ allErrors: true, strict: false, formats }).compile(schema);
