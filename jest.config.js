// Unit tests: pure logic, no database or network. `*.spec.ts(x)` next to the code.
module.exports = {
  ...require('./jest.preset.js'),
  displayName: 'unit',
  testMatch: ['<rootDir>/{apps,libs,tools}/**/*.spec.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/apps/web-e2e/'],
};
