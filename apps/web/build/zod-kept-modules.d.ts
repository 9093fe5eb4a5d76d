// Zod's own check summary, reached past its package exports by build/zod-without-json-schema.ts.
declare module 'zod-kept:json-schema-processors' {
  export function aggregateChecks(schema: unknown): Record<string, unknown>;
}
