import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { graphqlEndpoint, type FuzzRequest } from './fuzz-request.js';
import { deeplyNested, hostileInts, hostileJson, hostileString } from './hostile-values.js';
import type { SeededRandom } from './seeded-random.js';

export interface Operation {
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

/** Every query and mutation of the schema, as the fuzzer's menu. */
export function operationsOf(sdl: string): { schema: GraphQLSchema; operations: Operation[] } {
  const schema = buildSchema(sdl);
  const operations: Operation[] = [];
  for (const kind of ['query', 'mutation'] as const) {
    const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
    for (const field of Object.values(root?.getFields() ?? {})) operations.push({ kind, field });
  }
  return { schema, operations };
}

/** A draft save full of real field names (read from the schema) holding hostile values. */
function hostileDraft(random: SeededRandom, schema: GraphQLSchema): unknown {
  if (random.chance(0.1)) return hostileJson(random);
  const names = Object.keys((schema.getType('ApplicationCache') as { getFields(): object }).getFields());
  const draft: Record<string, unknown> = {};
  // Often a single field, so a hostile value is not hidden behind another field's refusal.
  for (let index = random.chance(0.5) ? 1 : random.int(2, 6); index > 0; index -= 1) {
    draft[random.chance(0.9) ? random.pick(names) : hostileString(random).slice(0, 30)] = random.chance(0.6)
      ? hostileString(random, index === 1)
      : hostileJson(random, 1);
  }
  return draft;
}

/** A value for an argument: mostly the right type with hostile content, often the wrong type. */
export function valueFor(random: SeededRandom, type: GraphQLInputType, schema: GraphQLSchema, depth = 0): unknown {
  if (random.chance(0.2) || depth > 3) return hostileJson(random);
  if (isNonNullType(type)) return valueFor(random, type.ofType, schema, depth);
  if (isListType(type)) {
    if (random.chance(0.05)) return Array.from({ length: 500 }, () => hostileString(random));
    return Array.from({ length: random.int(0, 3) }, () => valueFor(random, type.ofType, schema, depth + 1));
  }
  if (isEnumType(type)) return random.chance(0.7) ? random.pick(type.getValues()).name : hostileString(random);
  if (isInputObjectType(type)) {
    const object: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (random.chance(0.85)) object[field.name] = valueFor(random, field.type, schema, depth + 1);
    }
    return object;
  }
  if (isScalarType(type)) {
    if (type.name === 'Int' || type.name === 'Float') return random.pick(hostileInts);
    if (type.name === 'Boolean') return random.chance(0.5);
    if (type.name === 'String' || type.name === 'ID') return hostileString(random, depth === 0);
    return hostileDraft(random, schema);
  }
  return hostileJson(random);
}

/** Literal text between values, told apart from the values still to write. */
class LiteralText {
  constructor(readonly text: string) {}
}

/**
 * A JSON value as a GraphQL literal; a value with no literal form makes a
 * document the parser refuses. Written with a stack of its own, not by
 * recursion: a hostile value nests far deeper than the call stack goes.
 */
function literalOf(value: unknown): string {
  const out: string[] = [];
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (item instanceof LiteralText) {
      out.push(item.text);
    } else if (Array.isArray(item)) {
      const parts: unknown[] = [new LiteralText('[')];
      item.forEach((inner, index) => parts.push(...(index > 0 ? [new LiteralText(', ')] : []), inner));
      parts.push(new LiteralText(']'));
      pending.push(...parts.reverse());
    } else if (item !== null && typeof item === 'object') {
      const parts: unknown[] = [new LiteralText('{')];
      Object.entries(item).forEach(([key, inner], index) =>
        parts.push(new LiteralText(`${index > 0 ? ', ' : ''}${key}: `), inner),
      );
      parts.push(new LiteralText('}'));
      pending.push(...parts.reverse());
    } else {
      out.push(JSON.stringify(item) ?? 'null');
    }
  }
  return out.join('');
}

function selectionFor(type: GraphQLOutputType, random: SeededRandom, depth = 0): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  const fields = Object.values(named.getFields());
  const scalars = fields.filter((field) => !isObjectType(getNamedType(field.type))).slice(0, random.int(1, 5));
  const nested = depth < 2 ? fields.filter((field) => isObjectType(getNamedType(field.type))).slice(0, 1) : [];
  const parts = [
    ...scalars.map((field) => field.name),
    ...nested.map((f) => `${f.name}${selectionFor(f.type, random, depth + 1)}`),
  ];
  return ` { ${parts.join(' ') || '__typename'} }`;
}

function argumentsFor(random: SeededRandom, args: readonly GraphQLArgument[], schema: GraphQLSchema) {
  const chosen = args.filter(() => random.chance(0.92));
  const values = new Map(chosen.map((arg) => [arg.name, valueFor(random, arg.type, schema)]));
  const unknown = random.chance(0.08)
    ? [{ name: random.pick(['notAnArgument', 'id', 'admin', 'role']), type: 'String' }]
    : [];
  return { chosen, values, unknown };
}

/** One operation of the schema, with hostile arguments as variables or as literals in the document. */
export function operationRequest(random: SeededRandom, schema: GraphQLSchema, operation: Operation): FuzzRequest {
  const { field, kind } = operation;
  const { chosen, values, unknown } = argumentsFor(random, field.args, schema);
  const asVariables = random.chance(0.7);
  const declarations = asVariables ? chosen.map((arg) => `$${arg.name}: ${String(arg.type)}`) : [];
  const passed = [
    ...chosen.map((arg) => `${arg.name}: ${asVariables ? `$${arg.name}` : literalOf(values.get(arg.name))}`),
    ...unknown.map((arg) => `${arg.name}: "x"`),
  ];
  const call = `${field.name}${passed.length ? `(${passed.join(', ')})` : ''}${selectionFor(field.type, random)}`;
  const aliases = random.chance(0.1) && call.length < 2_000 ? random.pick([2, 20, 200]) : 1;
  const body = aliases === 1 ? call : Array.from({ length: aliases }, (_, index) => `a${index}: ${call}`).join(' ');
  const header = `${kind} Fuzz${declarations.length ? `(${declarations.join(', ')})` : ''}`;
  const variables = asVariables ? Object.fromEntries(values) : {};
  return {
    kind: `graphql:${field.name}`,
    method: 'POST',
    path: graphqlEndpoint,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `${header} { ${body} }`, variables, operationName: 'Fuzz' }),
    withSession: random.chance(0.6),
  };
}

const documentShapes: readonly ((random: SeededRandom) => string)[] = [
  () => `{ ${'serviceStatus { '.repeat(30)}${' }'.repeat(30)} }`,
  () => `query A { serviceStatus { apiVersion } } query B { checkSession { sessionIsValid } }`,
  () => `fragment F on Query { ...G } fragment G on Query { ...F } { ...F }`,
  () => `{ serviceStatus @include(if: "yes") { apiVersion } }`,
  () => `{ serviceStatus ${'@skip(if: false) '.repeat(200)}{ apiVersion } }`,
  () => `{ __schema { types { name fields { name type { name ofType { name ofType { name } } } } } } }`,
  () => `subscription { serviceStatus { apiVersion } }`,
  () => `{ serviceStatus { apiVersion } `,
  (random) => `{ serviceStatus { ${'apiVersion '.repeat(random.pick([10, 5_000]))}} }`,
  (random) => `{ ${hostileString(random)} }`,
  () => `{ a: __typename ${Array.from({ length: 400 }, (_, index) => `b${index}: __typename`).join(' ')} }`,
  () => `query ($x: String = "\\u0000") { serviceStatus { apiVersion } }`,
  () => `{ login(email: "a@example.com", password: "${'\\u0000'.repeat(3)}") { id } }`,
];

/** Documents that abuse the language itself: depth, cycles, directives, aliases, several operations. */
export function documentRequest(random: SeededRandom): FuzzRequest {
  const envelope: Record<string, unknown> = { query: random.pick(documentShapes)(random) };
  if (random.chance(0.3)) envelope.operationName = random.pick(['A', 'B', 'Missing', hostileString(random)]);
  if (random.chance(0.3)) envelope.variables = random.chance(0.5) ? hostileJson(random) : { x: deeplyNested(random) };
  return {
    kind: 'graphql:document',
    method: 'POST',
    path: graphqlEndpoint,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(envelope),
    withSession: random.chance(0.3),
  };
}
