import { describe, expect, it } from 'vitest';
import { chooseNoticeChannel, type ChannelFacts } from './notice-channel.js';

const rows: { rule: string; facts: ChannelFacts; expected: ReturnType<typeof chooseNoticeChannel> }[] = [
  {
    rule: 'consent given and mail arrives: e-mail',
    facts: { consent: 'given', emailBounced: false, hasPostalAddress: true },
    expected: { channel: 'email', reason: 'consented' },
  },
  {
    rule: 'consent withdrawn: post (E-SIGN §7001(c)(1))',
    facts: { consent: 'withdrawn', emailBounced: false, hasPostalAddress: true },
    expected: { channel: 'post', reason: 'consentWithdrawn' },
  },
  {
    rule: 'e-mail bounced: post (E-sign consent Agreement, "How we deliver documents")',
    facts: { consent: 'given', emailBounced: true, hasPostalAddress: true },
    expected: { channel: 'post', reason: 'emailBounced' },
  },
  {
    rule: 'withdrawn and bounced: post, named for the withdrawal',
    facts: { consent: 'withdrawn', emailBounced: true, hasPostalAddress: true },
    expected: { channel: 'post', reason: 'consentWithdrawn' },
  },
  {
    rule: 'paper needed but no address to post to: e-mail still goes, flagged',
    facts: { consent: 'withdrawn', emailBounced: false, hasPostalAddress: false },
    expected: { channel: 'email', reason: 'noPostalAddress' },
  },
  {
    rule: 'no address but consent stands: e-mail as usual',
    facts: { consent: 'given', emailBounced: false, hasPostalAddress: false },
    expected: { channel: 'email', reason: 'consented' },
  },
];

describe('chooseNoticeChannel', () => {
  it.each(rows)('$rule', ({ facts, expected }) => {
    expect(chooseNoticeChannel(facts)).toEqual(expected);
  });
});
