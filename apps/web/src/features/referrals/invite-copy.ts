import type { RichNode } from '../../lib/content/rich-nodes';

// The paragraph of content/pages/invite-only.md that the form follows.
const waitlistParagraphStart = 'Join the waitlist.';

function textOf(node: RichNode): string {
  if (typeof node === 'string') return node;
  const [, , ...children] = node;
  return children.map(textOf).join('');
}

/**
 * The page's copy split after the paragraph that invites people to join the waitlist, so the
 * waitlist form (decision 087) sits where the words are; null when the copy has no such paragraph
 * (`/i`: then there is no form).
 */
export function splitAfterWaitlistParagraph(
  nodes: readonly RichNode[],
): { before: RichNode[]; after: RichNode[] } | null {
  const index = nodes.findIndex(
    (node) => typeof node !== 'string' && node[0] === 'p' && textOf(node).trim().startsWith(waitlistParagraphStart),
  );
  return index < 0 ? null : { before: nodes.slice(0, index + 1), after: nodes.slice(index + 1) };
}
