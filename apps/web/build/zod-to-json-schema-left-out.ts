/**
 * Stands in for Zod's `core/to-json-schema.js` in the web build (build/zod-without-json-schema.ts).
 * The site checks answers with Zod and never turns a schema into JSON Schema, so that code is left
 * out of every page that loads Zod (the application wizard's frame among them). Zod still makes its
 * JSON Schema methods when a schema is built, so they exist; calling one fails and says why.
 */
export const jsonSchemaLeftOutMessage =
  'Zod JSON Schema output is left out of the web build (apps/web/build/zod-without-json-schema.ts)';

export function jsonSchemaLeftOut(): never {
  throw new Error(jsonSchemaLeftOutMessage);
}

export const initializeContext = jsonSchemaLeftOut;
export const handleUnrepresentable = jsonSchemaLeftOut;
export const processSchema = jsonSchemaLeftOut;
export { processSchema as process };
export const extractDefs = jsonSchemaLeftOut;
export const finalize = jsonSchemaLeftOut;
export const createToJSONSchemaMethod = () => jsonSchemaLeftOut;
export const createStandardJSONSchemaMethod = () => jsonSchemaLeftOut;
