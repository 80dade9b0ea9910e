// Lint: TypeScript rules plus Nx module boundaries, so imports point one way:
// apps → feature libs → domain; libs/domain depends on nothing of ours; web never imports server code.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import formatjs from 'eslint-plugin-formatjs';

// Screens whose words are all in the message catalogue (issue 45): English only as a message's default,
// never as text or a label written in the markup. A screen joins this list when its words are moved; the
// list ends as the whole web app.
const TRANSLATED = [
  'apps/web/src/components/Layout.tsx',
  'apps/web/src/components/AccountMenu.tsx',
  'apps/web/src/i18n/**',
  'apps/web/src/routes/upload/**',
  'apps/web/src/components/uploads/**',
  'apps/web/src/components/reading/**',
  'apps/web/src/components/forms/**',
  'apps/web/src/routes/account/AccountScreen.tsx',
  'apps/web/src/routes/account/AccountHome.tsx',
  'apps/web/src/routes/account/LinkAction.tsx',
  'apps/web/src/routes/account/account-page.tsx',
  'apps/web/src/routes/account/ResetScreen.tsx',
  'apps/web/src/routes/account/SetPasswordScreen.tsx',
  'apps/web/src/routes/assistance/**',
  'apps/web/src/routes/account/WelcomeScreen.tsx',
  'apps/web/src/routes/account/PurchaseScreen.tsx',
  'apps/web/src/routes/account/plan-text.ts',
  'apps/web/src/routes/checkout/**',
  'apps/web/src/routes/thankyou/**',
  'apps/web/src/routes/settings/**',
  'apps/web/src/routes/affiliate/**',
  'apps/web/src/routes/map/**',
  'apps/web/src/routes/home/HomeScreen.tsx',
  'apps/web/src/routes/home/StartBillWizard.tsx',
  'apps/web/src/routes/home/wizard-steps.tsx',
  'apps/web/src/components/ConfirmDialog.tsx',
  'apps/web/src/components/ImageLibrary.tsx',
  'apps/web/src/components/DataLoadingNotice.tsx',
  'apps/web/src/components/NewTabNote.tsx',
  'apps/web/src/components/Spinner.tsx',
  'apps/web/src/components/text.ts',
  'apps/web/src/router/RouteView.tsx',
  'apps/web/src/routes/blog/BlogEditScreen.tsx',
  'apps/web/src/routes/blog/BlogPostScreen.tsx',
  'apps/web/src/routes/blog/BlogScreen.tsx',
  'apps/web/src/routes/blog/Comments.tsx',
  'apps/web/src/routes/blog/PostCard.tsx',
  'apps/web/src/routes/blog/PostForm.tsx',
  'apps/web/src/routes/blog/usePostEditor.ts',
  'apps/web/src/routes/blog/ShareLinks.tsx',
  'apps/web/src/routes/categories/**',
  'apps/web/src/routes/contact/**',
  'apps/web/src/routes/error/**',
  'apps/web/src/routes/faq/**',
  'apps/web/src/routes/legal/**',
  'apps/web/src/routes/procedures/**',
  'apps/web/src/routes/systems/**',
  'apps/web/src/routes/dashboard/EventScreen.tsx',
  'apps/web/src/routes/dashboard/EventBills.tsx',
  'apps/web/src/routes/dashboard/EventFormScreen.tsx',
  'apps/web/src/routes/dashboard/TodoScreen.tsx',
  'apps/web/src/routes/dashboard/TodoTask.tsx',
  'apps/web/src/routes/dashboard/HelpScreen.tsx',
  'apps/web/src/routes/dashboard/ReferScreen.tsx',
  'apps/web/src/routes/dashboard/ShareBillPrice.tsx',
  'apps/web/src/routes/dashboard/event-form.ts',
  'apps/web/src/routes/dashboard/refer-text.ts',
  'apps/web/src/routes/dashboard/share-text.ts',
  'apps/web/src/routes/dashboard/todo-text.ts',
  'apps/web/src/routes/dashboard/DashboardScreen.tsx',
  'apps/web/src/routes/dashboard/DashboardNav.tsx',
  'apps/web/src/routes/dashboard/BillsScreen.tsx',
  'apps/web/src/routes/dashboard/BillScreen.tsx',
  'apps/web/src/routes/dashboard/BillFormScreen.tsx',
  'apps/web/src/routes/dashboard/fields.tsx',
  'apps/web/src/routes/dashboard/shared.tsx',
  'apps/web/src/routes/dashboard/AddressAsk.tsx',
  'apps/web/src/routes/dashboard/bill-types.ts',
  'apps/web/src/routes/dashboard/BillCheck*.tsx',
  'apps/web/src/routes/dashboard/LetterEditor.tsx',
];

export default [
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/__generated__/**',
      'data/**',
      'coverage/**',
      '**/*.mjs',
      '**/*.js',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:domain', 'type:data', 'type:util'] },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:domain', 'type:data', 'type:util', 'type:feature'],
            },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:shared', 'scope:web'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:shared', 'scope:api'] },
            // Browser tests run in Node beside the whole site: they may use the server libraries' test support.
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared', 'scope:web', 'scope:api'] },
            {
              sourceTag: 'scope:tools',
              onlyDependOnLibsWithTags: ['scope:shared', 'scope:api', 'scope:tools'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.spec.ts', '**/*.integration-spec.ts', '**/*.spec.tsx', 'apps/web-e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      // A focused or skipped test leaves a tier green on less than it claims. A skip that depends on the
      // database or platform carries an eslint-disable comment saying why.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'MemberExpression[object.name=/^(it|test|describe)$/][property.name=/^(only|skip|fixme)$/]',
          message: 'No .only/.skip/.fixme in tests: run the test, or delete it.',
        },
        {
          selector:
            'MemberExpression[object.property.name=/^(describe|step)$/][property.name=/^(only|skip|fixme)$/]',
          message: 'No .only/.skip/.fixme in tests: run the test, or delete it.',
        },
        {
          selector: 'CallExpression[callee.name=/^(xit|xtest|xdescribe|fit|fdescribe)$/]',
          message: 'No focused or skipped tests (fit, xit, xdescribe…).',
        },
      ],
    },
  },
  // Short functions in the web app (issue 44): a component or hook over 100 lines is split along what its
  // parts show and do (hooks for state, small components for parts).
  {
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/__generated__/**', 'apps/web/src/**/*.spec.ts', 'apps/web/src/**/*.spec.tsx'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 100, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
    },
  },
  // Short files: a file over 500 lines (blank lines and comments not counted) is split along its seams.
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: { 'max-lines': ['error', { max: 500, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Data tables, not code: long by nature.
    files: [
      'libs/catalog-lists/src/drg-titles-cms.ts',
      'libs/catalog-lists/src/conditions/**',
      'libs/content/src/seed/**',
      'libs/site-text/src/seed/**',
      'libs/geo/src/cities.ts',
      'libs/db/src/migrations/**',
    ],
    rules: { 'max-lines': 'off' },
  },
  // Every message has an English default written in the code, and its placeholders match its values.
  {
    files: ['apps/web/src/**/*.tsx', 'apps/web/src/**/*.ts'],
    plugins: { formatjs },
    rules: {
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
    },
  },
  {
    files: TRANSLATED,
    ignores: ['apps/web/src/**/*.spec.tsx'],
    plugins: { formatjs },
    rules: { 'formatjs/no-literal-string-in-jsx': 'error' },
  },
];
