// npm run test:external: check --external's whole local-servers suite, the fast part (in npm test)
// and the slow part (TLS, proxies, long retries, twenty hosts: spec/check-external.whole.spec.ts).
const base = require('./jest.config.js');
module.exports = {
  ...base,
  testMatch: ['<rootDir>/spec/check-external*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
};
