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
// The `@fp/*` import names come from tsconfig.base.json `paths` (the one list of libs), so a lib added or
// renamed there is found by jest too.
const ts = require('typescript');
const tsconfigFile = path.join(root, 'tsconfig.base.json');
const { config, error } = ts.readConfigFile(tsconfigFile, ts.sys.readFile);
if (error) throw new Error(`jest.preset.js: cannot read ${tsconfigFile}`);
const moduleNameMapper = {};
for (const [name, [target]] of Object.entries(config.compilerOptions.paths)) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  moduleNameMapper[`^${escaped}$`] = path.join(root, target);
}

module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(tsx?|jsx?|mjs)$': ['@swc/jest', swcOptions] },
  // ESM-only packages in node_modules are compiled too.
  transformIgnorePatterns: [
    '/node_modules/(?!(marked|sanitize-html|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|@tus|srvx|supercluster|kdbush|geokdbush|tinyqueue|react-intl|@formatjs|intl-messageformat)/)',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper,
  rootDir: root,
};
