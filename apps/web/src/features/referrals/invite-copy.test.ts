import { describe, expect, it } from 'vitest';
import type { RichNode } from '../../lib/content/rich-nodes';
import { splitAfterWaitlistParagraph } from './invite-copy';

const friend: RichNode = ['p', null, ['strong', null, 'Ask a friend.'], ' They have a link.'];
const waitlist: RichNode = ['p', null, ['strong', null, 'Join the waitlist.'], ' Leave your e-mail address.'];
const heading: RichNode = ['h2', null, 'Already have a code?'];

describe('splitAfterWaitlistParagraph', () => {
  it.each([
    [
      'splits after the paragraph that starts "Join the waitlist."',
      [friend, waitlist, heading],
      { before: [friend, waitlist], after: [heading] },
    ],
    ['puts the form last when the paragraph is last', [friend, waitlist], { before: [friend, waitlist], after: [] }],
    ['finds no place in copy without the paragraph', [friend, heading], null],
    ['ignores a heading with the same words', [['h2', null, 'Join the waitlist.'] as RichNode, heading], null],
  ])('%s', (_rule, nodes, expected) => {
    expect(splitAfterWaitlistParagraph(nodes)).toEqual(expected);
  });
});
