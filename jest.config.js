/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/spec'],
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      { tsconfig: { module: 'CommonJS', moduleResolution: 'Node', esModuleInterop: true, resolveJsonModule: true } },
    ],
  },
};
