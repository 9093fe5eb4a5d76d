import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationLimitsRule } from './operation-limits.js';

const schema = buildSchema(`
  type Query { opens: Int reads: Int twice: Int }
  type Mutation { writes(n: Int): Int other: Int }
`);
const limits = { mutationDefault: 1, fields: { opens: 1, twice: 2 } };

function refusals(query: string) {
  return validate(schema, parse(query), [...specifiedRules, operationLimitsRule(limits)])
    .map((error) => error.extensions)
    .filter((extensions) => extensions.code === 'TOO_MANY_OPERATIONS');
}

describe('operationLimitsRule', () => {
  it.each([
    ['one writing mutation', 'mutation { writes }', []],
    ['two different mutations', 'mutation { writes other }', []],
    ['a mutation under two aliases', 'mutation { a: writes b: writes }', ['writes']],
    ['copies under one response key run once', 'mutation { a: writes(n: 1) a: writes(n: 1) }', []],
    ['aliases of a listed query field', '{ a: opens b: opens }', ['opens']],
    ['a query field not listed', '{ a: reads b: reads c: reads }', []],
    ['a field allowed twice, asked twice', '{ a: twice b: twice }', []],
    ['a field allowed twice, asked three times', '{ a: twice b: twice c: twice }', ['twice']],
    ['copies in inline fragments', 'mutation { a: writes ... on Mutation { b: writes } }', ['writes']],
    [
      'copies in named fragments',
      'mutation { ...A ...B } fragment A on Mutation { a: writes } fragment B on Mutation { b: writes }',
      ['writes'],
    ],
    ['a fragment spread twice runs once', 'mutation { ...A ...A } fragment A on Mutation { a: writes }', []],
    ['each operation of a document is checked', 'query Q { reads } mutation M { a: writes b: writes }', ['writes']],
  ])('%s', (_case, query, refused) => {
    expect(refusals(query).map((extensions) => extensions.field)).toEqual(refused);
  });
});
