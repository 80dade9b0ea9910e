/**
 * graphql-codegen, from schema.graphql (never from a running server):
 * - server resolver types for apps/api, with the context type and mappers to the TypeORM entities;
 * - typed documents for apps/web (client preset): `graphql()` returns a TypedDocumentNode.
 * `npm run codegen` regenerates both; `npm run codegen:check` (CI) fails when the committed output differs.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

const entity = (name: string) => `@fp/db#${name}Entity`;

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['apps/web/src/**/*.{ts,tsx}', '!apps/web/src/__generated__/**'],
  ignoreNoDocuments: true,
  generates: {
    'apps/api/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../graphql/context#GraphQLContext',
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        scalars: { DateTime: { input: 'Date', output: 'Date | string' }, Date: 'string' },
        mappers: {
          System: entity('System'),
          Category: entity('Category'),
          Diagnosis: entity('Diagnosis'),
          Code: entity('Code'),
          Dataset: entity('Dataset'),
          Blog: entity('Blog'),
          BlogComment: entity('BlogComment'),
          User: entity('User'),
          Event: '@fp/records#EventRecord',
          Bill: '@fp/records#BillRecord',
          FileItem: '@fp/records#FileRecord',
          BillStatusChange: '@fp/records#StatusChangeRecord',
          Task: '@fp/records#TaskRecord',
          BillCheck: '@fp/records#BillCheckAnswer',
          BillAssistanceFacts: '@fp/records#BillAssistanceFactsView',
          AssistanceHospital: '@fp/records#AssistanceHospitalView',
          FileReading: '@fp/records#FileReadingView',
          BillCheckFigure: '@fp/domain#HospitalFigure',
          BillCheckPriceFile: '@fp/records#BillCheckPriceFileAnswer',
          // The directory fields (phone aside) are resolved from @fp/hospitals, not carried by the view.
          Provider: '@fp/pricing#ProviderView',
          PriceYearRange: '@fp/pricing#YearRangeView',
        },
      },
    },
    'apps/web/src/__generated__/': {
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string', Date: 'string' } },
    },
  },
};

export default config;
