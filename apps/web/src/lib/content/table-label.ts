import type { Element as HastElement, ElementContent } from 'hast';

type HastNode = HastElement | ElementContent;

/**
 * An accessible name for a table's scroll region. The region is focusable so
 * keyboard users can scroll a wide table on a phone (WCAG 2.1.1), and a
 * focusable region needs a name; markdown tables have no caption, so the
 * column headings are the best description we have.
 */
export function tableLabel(table: HastElement | undefined): string {
  const headerRow = table && findElement(table, 'tr');
  const headings = headerRow
    ? headerRow.children
        .filter((cell) => cell.type === 'element' && cell.tagName === 'th')
        .map((cell) => textOf(cell).trim())
        .filter((text) => text !== '')
    : [];
  return headings.length > 0 ? `Table: ${headings.join(', ')}` : 'Table';
}

function findElement(node: HastElement, tagName: string): HastElement | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === tagName) return child;
    const found = findElement(child, tagName);
    if (found) return found;
  }
  return undefined;
}

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  return node.children.map(textOf).join('');
}
