// Shared jest settings: SWC compiles TypeScript (with decorator metadata for TypeORM) to CommonJS.
const path = require('node:path');

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

const root = __dirname;
const libs = [
  'db',
  'domain',
  'catalog',
  'catalog-service',
  'content',
  'geo',
  'importer',
  'pricing',
  'accounts',
  'mail',
  'payments',
  'publishing',
  'storage',
  'records',
  'hospitals',
  'hpt',
];
const moduleNameMapper = {
  '^@fp/db/testing$': path.join(root, 'libs/db/src/testing.ts'),
  '^@fp/storage/testing$': path.join(root, 'libs/storage/src/testing.ts'),
  '^@fp/importer/testing$': path.join(root, 'libs/importer/src/testing/index.ts'),
};
for (const lib of libs) moduleNameMapper[`^@fp/${lib}$`] = path.join(root, `libs/${lib}/src/index.ts`);

module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(tsx?|jsx?|mjs)$': ['@swc/jest', swcOptions] },
  // ESM-only packages in node_modules are compiled too.
  transformIgnorePatterns: [
    '/node_modules/(?!(marked|sanitize-html|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|@tus|srvx|supercluster|kdbush)/)',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper,
  rootDir: root,
};
