import type { Element as HastElement } from 'hast';
import { describe, expect, it } from 'vitest';
import { tableLabel } from './table-label';

const element = (tagName: string, children: HastElement['children']): HastElement => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});
const text = (value: string) => ({ type: 'text' as const, value });

describe('tableLabel', () => {
  it('names the table after its column headings', () => {
    const table = element('table', [
      element('thead', [element('tr', [element('th', [text('Fee')]), element('th', [text(' Amount ')])])]),
      element('tbody', [element('tr', [element('td', [text('Annual fee')])])]),
    ]);
    expect(tableLabel(table)).toBe('Table: Fee, Amount');
  });

  it('reads text inside formatting in a heading', () => {
    const table = element('table', [element('tr', [element('th', [element('strong', [text('Purchase APR')])])])]);
    expect(tableLabel(table)).toBe('Table: Purchase APR');
  });

  it('falls back to "Table" when the headings are empty or missing', () => {
    expect(tableLabel(element('table', [element('tr', [element('th', [])])]))).toBe('Table');
    expect(tableLabel(undefined)).toBe('Table');
  });
});
