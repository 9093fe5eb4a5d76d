import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * The web's operation documents, typed from the server's SDL (docs/decisions/062-generated-client-types.md).
 * Each `graphql(...)` call in apps/web/src returns a typed document string; the request helper reads
 * the result and variable types from it. The documents stay strings (`documentMode: 'string'`): no
 * GraphQL parser or AST in the bundle.
 */
const config: CodegenConfig = {
  schema: 'apps/server/src/modules/**/*.graphql',
  documents: ['apps/web/src/**/*.{ts,tsx}', '!apps/web/src/generated/**', '!apps/web/src/**/*.test.{ts,tsx}'],
  generates: {
    'apps/web/src/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, skipIndexFile: true },
      config: {
        documentMode: 'string',
        skipTypename: true,
        useTypeImports: true,
        enumsAsTypes: true,
        // Only the types the operations use: no resolver or object types the web never reads.
        onlyOperationTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false },
        maybeValue: 'T | null',
        // DraftChanges is the draft's answers keyed by field (product-rules#draft-fields); the caller types it.
        scalars: { DraftChanges: 'Record<string, unknown>' },
      },
    },
  },
};

export default config;
