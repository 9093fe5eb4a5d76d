import type { Element, ElementContent, Root } from 'hast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { isRichTag, type RichElement, type RichNode, type RichProps } from '../../src/lib/content/rich-nodes';
import { tableLabel } from '../../src/lib/content/table-label';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);

export class RichTextError extends Error {
  override name = 'RichTextError';
}

function propsOf(element: Element): RichProps | null {
  const { properties } = element;
  const props: RichProps = {};
  if (typeof properties.href === 'string') props.href = properties.href;
  if (typeof properties.id === 'string') props.id = properties.id;
  if (Array.isArray(properties.className)) props.className = properties.className.join(' ');
  if (typeof properties.start === 'number') props.start = properties.start;
  if (properties.align === 'left' || properties.align === 'right' || properties.align === 'center') {
    props.align = properties.align;
  }
  if (element.tagName === 'table') props.label = tableLabel(element);
  return Object.keys(props).length > 0 ? props : null;
}

function convert(node: ElementContent, source: string): RichNode | null {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return null;
  // Content is ours: a tag outside the renderer's list is a mistake to fix, not to drop silently.
  if (!isRichTag(node.tagName)) throw new RichTextError(`${source}: <${node.tagName}> is not allowed in site content.`);
  const children = convertAll(node.children, source);
  return [node.tagName, propsOf(node), ...children] as RichElement;
}

function convertAll(nodes: readonly ElementContent[], source: string): RichNode[] {
  const converted: RichNode[] = [];
  for (const child of nodes) {
    const node = convert(child, source);
    // Newlines between blocks carry no meaning in HTML; dropping them keeps the page data small.
    if (node === null || node === '\n') continue;
    converted.push(node);
  }
  return converted;
}

/** Markdown (with GitHub tables) to the rich-text tree the browser renders. Raw HTML is not content. */
export function markdownToRichNodes(markdown: string, source = 'content'): RichNode[] {
  const hast = processor.runSync(processor.parse(markdown)) as Root;
  const blocks = hast.children.filter((child): child is ElementContent => child.type !== 'doctype');
  return convertAll(blocks, source);
}
