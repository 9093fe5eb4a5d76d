/**
 * Rich text as the build leaves it (decision 012): Markdown is compiled to this
 * tree at build time, so the browser renders content without a Markdown parser.
 * A node is text, or `[tag, props, ...children]` with only the tags and
 * attributes below: content is ours, but the renderer still refuses anything
 * else so a stray tag can never become script.
 */
export type RichNode = string | RichElement;
export type RichElement = [tag: RichTag, props: RichProps | null, ...children: RichNode[]];

export const richTags = [
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'hr',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'sup',
  'section',
] as const;
export type RichTag = (typeof richTags)[number];

export interface RichProps {
  href?: string;
  id?: string;
  className?: string;
  start?: number;
  align?: 'left' | 'right' | 'center';
  title?: string;
  /** Tables only: the name of their scroll region (built from the column headings). */
  label?: string;
}

const tagSet: ReadonlySet<string> = new Set(richTags);

export function isRichTag(tag: string): tag is RichTag {
  return tagSet.has(tag);
}

/** The plain text of a tree: for summaries, reading times and labels. */
export function richPlainText(nodes: readonly RichNode[]): string {
  return nodes.map((node) => (typeof node === 'string' ? node : richPlainText(node.slice(2) as RichNode[]))).join('');
}
