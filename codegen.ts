import type { CodegenConfig } from '@graphql-codegen/cli';
import { stripIgnoredCharacters } from 'graphql';

/**
 * The generated documents as browsers should get them: without the indentation and line breaks of codegen's
 * printer (GraphQL ignores them), and marked pure so bundlers drop the ones nothing uses (the client preset does not
 * pass `pureMagicComment` on).
 */
export function leanDocuments(content: string): string {
  return content.replace(
    /= new TypedDocumentString\(`([^`]*)`/g,
    (_, document: string) => `= /* @__PURE__ */ new TypedDocumentString(\`${stripIgnoredCharacters(document)}\``,
  );
}

// Types every GraphQL operation of the SDK against the committed copy of the real commercetools schema.
// String documents (no AST) keep graphql-js out of browser bundles; the SDK imports the typed documents from
// `generated/graphql.ts`, never through the `graphql()` lookup map (which would ship every document twice), and
// `leanDocuments` compacts them on write. `pnpm codegen` regenerates; the codegen test fails while the committed
// output is stale or an operation does not validate.
const config: CodegenConfig = {
  schema: 'packages/sdk/schema/commercetools.graphql',
  documents: ['packages/sdk/src/commercetools/operations/*.graphql'],
  ignoreNoDocuments: false,
  hooks: { beforeOneFileWrite: (_path: string, content: string) => leanDocuments(content) },
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
