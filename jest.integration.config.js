// Integration tests: real databases (PGlite and the PostgreSQL server), HTTP, SMTP. Run serially:
// every suite opens its own fresh database and the machine has two cores.
module.exports = {
  ...require('./jest.preset.js'),
  displayName: 'integration',
  testMatch: ['<rootDir>/{apps,libs,tools}/**/*.integration-spec.ts'],
  testTimeout: 120000,
  maxWorkers: 1,
};
