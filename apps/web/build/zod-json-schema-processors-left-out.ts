/**
 * Stands in for Zod's `core/json-schema-processors.js` in the web build
 * (build/zod-without-json-schema.ts): Zod hands each schema a processor for JSON Schema output,
 * which the site never asks for, so each one here fails and says why when called. The checks'
 * summary (a string schema's `minLength`, a number's `minValue`) is Zod's own, kept as it is.
 */
import { jsonSchemaLeftOut } from './zod-to-json-schema-left-out';

export { aggregateChecks } from 'zod-kept:json-schema-processors';

export const stringProcessor = jsonSchemaLeftOut;
export const numberProcessor = jsonSchemaLeftOut;
export const booleanProcessor = jsonSchemaLeftOut;
export const bigintProcessor = jsonSchemaLeftOut;
export const symbolProcessor = jsonSchemaLeftOut;
export const nullProcessor = jsonSchemaLeftOut;
export const undefinedProcessor = jsonSchemaLeftOut;
export const voidProcessor = jsonSchemaLeftOut;
export const neverProcessor = jsonSchemaLeftOut;
export const anyProcessor = jsonSchemaLeftOut;
export const unknownProcessor = jsonSchemaLeftOut;
export const dateProcessor = jsonSchemaLeftOut;
export const enumProcessor = jsonSchemaLeftOut;
export const literalProcessor = jsonSchemaLeftOut;
export const nanProcessor = jsonSchemaLeftOut;
export const templateLiteralProcessor = jsonSchemaLeftOut;
export const fileProcessor = jsonSchemaLeftOut;
export const successProcessor = jsonSchemaLeftOut;
export const customProcessor = jsonSchemaLeftOut;
export const functionProcessor = jsonSchemaLeftOut;
export const transformProcessor = jsonSchemaLeftOut;
export const mapProcessor = jsonSchemaLeftOut;
export const setProcessor = jsonSchemaLeftOut;
export const arrayProcessor = jsonSchemaLeftOut;
export const objectProcessor = jsonSchemaLeftOut;
export const unionProcessor = jsonSchemaLeftOut;
export const intersectionProcessor = jsonSchemaLeftOut;
export const tupleProcessor = jsonSchemaLeftOut;
export const recordProcessor = jsonSchemaLeftOut;
export const nullableProcessor = jsonSchemaLeftOut;
export const nonoptionalProcessor = jsonSchemaLeftOut;
export const defaultProcessor = jsonSchemaLeftOut;
export const prefaultProcessor = jsonSchemaLeftOut;
export const catchProcessor = jsonSchemaLeftOut;
export const pipeProcessor = jsonSchemaLeftOut;
export const readonlyProcessor = jsonSchemaLeftOut;
export const promiseProcessor = jsonSchemaLeftOut;
export const optionalProcessor = jsonSchemaLeftOut;
export const lazyProcessor = jsonSchemaLeftOut;
/** Zod's JSON Schema generator reads its processors from here; the generator is not in the build. */
export const allProcessors: Readonly<Record<string, typeof jsonSchemaLeftOut>> = {};
export const toJSONSchema = jsonSchemaLeftOut;
