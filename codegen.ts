import type { CodegenConfig } from '@graphql-codegen/cli';

// Types every GraphQL operation of the SDK against the committed copy of the real commercetools schema.
// String documents (no AST) keep graphql-js out of browser bundles. `pnpm codegen` regenerates; the codegen test
// fails while the committed output is stale or an operation does not validate.
const config: CodegenConfig = {
  schema: 'packages/sdk/schema/commercetools.graphql',
  documents: ['packages/sdk/src/commercetools/operations/*.ts'],
  ignoreNoDocuments: false,
  generates: {
    'packages/sdk/src/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        onlyOperationTypes: true,
        avoidOptionals: false,
        skipTypename: true,
        scalars: {
          DateTime: 'string',
          Date: 'string',
          Time: 'string',
          Long: 'number',
          BigDecimal: 'string',
          Locale: 'string',
          Country: 'string',
          Currency: 'string',
          CurrencyCode: 'string',
          YearMonth: 'string',
          Json: 'unknown',
          JsonPrimitive: 'unknown',
          SearchValueType: 'unknown',
          KeyReferenceInput: 'unknown',
        },
      },
    },
  },
};

export default config;
