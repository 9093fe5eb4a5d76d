import { buildSchema, graphql, type GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectedPersonalParts } from './selected-parts.js';

const schema = buildSchema(`
  type Item { id: Int! name: String! email: String! }
  type Page { items: [Item!]! total: Int! }
  type View { id: Int! name: String! answers: [String!]! status: String! }
  type Query { view: View! page: Page! }
`);

/** Runs a query and answers what the resolver of `field` found selected. */
async function selected(source: string, field: 'view' | 'page', personal: string[], path: string[] = []) {
  let parts: string[] = [];
  const capture = (info: GraphQLResolveInfo) => {
    parts = selectedPersonalParts(info, personal, path);
    return field === 'view' ? { id: 1, name: 'Rosa', answers: [], status: 'open' } : { items: [], total: 0 };
  };
  const result = await graphql({
    schema,
    source,
    fieldResolver: (parent, _args, _context, info) =>
      info.fieldName === field ? capture(info) : (parent as Record<string, unknown>)[info.fieldName],
  });
  expect(result.errors).toBeUndefined();
  return parts;
}

describe('the personal fields a query selected', () => {
  it.each([
    ['fields named outright', '{ view { id name answers } }', ['name', 'answers']],
    ['none of them', '{ view { id status } }', []],
    ['through a fragment', '{ view { ...F } } fragment F on View { name }', ['name']],
    ['through an inline fragment', '{ view { ... on View { answers } } }', ['answers']],
    ['under an alias, by the field’s own name', '{ view { who: name } }', ['name']],
  ])('%s', async (_label, source, expected) => {
    expect(await selected(source, 'view', ['name', 'answers'])).toEqual(expected);
  });

  it.each([
    ['a level down (a page’s items)', '{ page { items { id name } total } }', ['name']],
    ['a level down through a fragment', '{ page { ...P } } fragment P on Page { items { email } }', ['email']],
    ['not when only the total is asked for', '{ page { total } }', []],
  ])('%s', async (_label, source, expected) => {
    expect(await selected(source, 'page', ['name', 'email'], ['items'])).toEqual(expected);
  });
});
