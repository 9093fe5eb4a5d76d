/**
 * How a required notice reaches a person (docs/product-rules.md#paper-documents,
 * decision 089). E-SIGN, 15 U.S.C. §7001(c)(1): a notice the law requires in
 * writing may be given electronically only to someone who consented and has
 * not withdrawn; after a withdrawal it goes on paper. An e-mail address that
 * bounces is no way to reach them either, so the E-sign consent Agreement
 * ("How we deliver documents") sends paper there too.
 */

export type NoticeChannel = 'email' | 'post';

export type EsignConsentState = 'given' | 'withdrawn';

/** Why the channel was chosen: stored with the notice, shown to staff. */
export type ChannelReason = 'consented' | 'consentWithdrawn' | 'emailBounced' | 'noPostalAddress';

export interface ChannelFacts {
  consent: EsignConsentState;
  /** The provider reported the address as bouncing (a hard bounce or a complaint). */
  emailBounced: boolean;
  /** The address on file is complete enough to post to. */
  hasPostalAddress: boolean;
}

/**
 * The one rule: e-mail while consent stands and mail arrives; otherwise
 * post. With no address to post to, e-mail is still sent (and the reason
 * says so for staff to fix the address): a notice nobody can receive is worse.
 */
export function chooseNoticeChannel(facts: ChannelFacts): { channel: NoticeChannel; reason: ChannelReason } {
  const needsPaper = facts.consent === 'withdrawn' || facts.emailBounced;
  if (!needsPaper) return { channel: 'email', reason: 'consented' };
  if (!facts.hasPostalAddress) return { channel: 'email', reason: 'noPostalAddress' };
  return { channel: 'post', reason: facts.consent === 'withdrawn' ? 'consentWithdrawn' : 'emailBounced' };
}

/**
 * The notices that go by post after a withdrawal or a bounce, in the words
 * the account page and docs/product-rules.md use. Optional reminders are no
 * required notice: they stay e-mail only.
 */
export const NOTICES_BY_POST = [
  'the decision on your application and any notice explaining it (approval or adverse action letters)',
  'actions we take on your account, such as locking your card',
  'your monthly statements (the notice that a statement is ready, with its figures)',
  'returned payments, autopay payments that failed, and the amount and date of an autopay that varies',
] as const;

/** What withdrawing changes, in plain words (E-SIGN §7001(c)(1)(B)(i): the consequences of withdrawing). */
export const WITHDRAWAL_CONSEQUENCES = [
  'From then on we mail the notices the law requires to the address on file, on paper, at no charge.',
  'Your account stays open: your application, card, credit limit and cash back are not affected.',
  'You can still sign in and see everything here. Optional e-mails, such as payment reminders, still come by e-mail.',
  'You can consent again at any time on this page; documents already delivered stay delivered.',
] as const;
