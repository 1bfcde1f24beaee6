/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/spec'],
  // check --external's slow cases run in npm run test:external (jest.external.config.js), not here.
  testPathIgnorePatterns: ['/node_modules/', '\\.whole\\.spec\\.ts$'],
  // Jest's default is one worker less than the cores: one on a 2-core machine, while most suites
  // wait on child processes and fixtures rather than a core.
  maxWorkers: 2,
  // A test's time limit is no speed check (the benchmarks are): on a loaded 2-core machine the first
  // test of a suite that compiles the site's modules took over Jest's default 5 s.
  testTimeout: 30_000,
  // The site rewriter's parsers are ES modules only: ts-jest compiles them to CommonJS as it does our source.
  transformIgnorePatterns: ['/node_modules/(?!(parse5|entities|@csstools/css-tokenizer|@exodus/bytes)/)'],
  moduleNameMapper: {
    '^java-uri/site/walk$': '<rootDir>/src/site/walk.ts',
    '^java-uri/site$': '<rootDir>/src/site/index.ts',
    // The walk's worker thread runs the built one (dist/site-worker.mjs; npm test builds first).
    '^\\./worker-url$': '<rootDir>/spec/worker-url.ts',
  },
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      { tsconfig: { module: 'CommonJS', moduleResolution: 'Node', esModuleInterop: true, resolveJsonModule: true } },
    ],
    '/node_modules/.+\\.m?js$': [
      'ts-jest',
      {
        tsconfig: { module: 'CommonJS', target: 'ES2022', allowJs: true, esModuleInterop: true },
        isolatedModules: true,
      },
    ],
  },
};
