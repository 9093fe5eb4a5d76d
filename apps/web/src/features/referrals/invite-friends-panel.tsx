import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { useMyInvitation } from './api/my-invite-code';

type CopyState = 'idle' | 'copied' | 'failed';

/** The referral counts the account page reads (myReferrals). */
export interface ReferralCounts {
  joined: number;
  activated: number;
  activatedTooLate: number;
  activatedWhileNotInGoodStanding: number;
}

const friends = (count: number) => (count === 1 ? '1 friend' : `${count} friends`);

/**
 * Who joined with the link, how many of them already raise the rate, and why any activation
 * raised nothing (product-rules#cash-back): the page never promises a boost that cannot come.
 */
export function referralProgress(counts: ReferralCounts): string {
  const { joined, activated, activatedTooLate, activatedWhileNotInGoodStanding } = counts;
  const waiting = joined - activated - activatedTooLate - activatedWhileNotInGoodStanding;
  const joinedText = `${friends(joined)} ${joined === 1 ? 'has' : 'have'} joined with your link so far`;
  const sentences: string[] = [];
  if (activated === 0)
    sentences.push(`${joinedText}.${waiting > 0 ? ' Your boost starts when they activate their card.' : ''}`);
  else if (joined === 1)
    sentences.push(
      `${joinedText}, and activated their card: it adds 1% to your cash back for 12 months from that day.`,
    );
  else
    sentences.push(
      `${joinedText}, and ${activated} of them activated a card: each adds 1% to your cash back for 12 months from that day.`,
    );
  // The one friend who joined is "they"; among several, each group is counted.
  const whoActivated = (count: number) =>
    joined === 1
      ? 'They activated their card'
      : `${friends(count)} activated ${count === 1 ? 'their card' : 'their cards'}`;
  if (activatedTooLate > 0)
    sentences.push(`${whoActivated(activatedTooLate)} more than 90 days after approval, which adds no boost.`);
  if (activatedWhileNotInGoodStanding > 0)
    sentences.push(
      `${whoActivated(activatedWhileNotInGoodStanding)} on a day your account was not open and in good standing, which adds no boost.`,
    );
  return sentences.join(' ');
}

/**
 * "Invite friends": the member's link to share, with a copy button. Until
 * the server answers, the code the session already carries gives the link.
 */
export function InviteFriendsPanel({ sessionCode }: { sessionCode: string }) {
  const invitation = useMyInvitation();
  const [copy, setCopy] = useState<CopyState>('idle');
  const link =
    invitation.data?.link ?? `${window.location.origin}${generatePath(sitePaths.inviteCode, { code: sessionCode })}`;
  const joined = invitation.data?.joined ?? 0;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      // Some browsers refuse the clipboard (permissions, insecure origin): the link is on screen to select.
      setCopy('failed');
    }
  };

  return (
    <section className="account-card" aria-labelledby="account-invite-title">
      <h2 id="account-invite-title">Invite friends</h2>
      <p>
        For each friend who applies with your link and activates their card, your cash back rises by 1% for 12 months,
        up to 6% in total. Share your invite link:
      </p>
      <div className="account-invite">
        <label htmlFor="account-invite-link" className="field__label">
          Your invite link
        </label>
        <input id="account-invite-link" className="field__input account-invite__link" readOnly value={link} />
        <button type="button" className="button button--secondary" onClick={() => void copyLink()}>
          Copy link
        </button>
        <p role="status" className="account-invite__status">
          {copy === 'copied' ? 'Link copied.' : copy === 'failed' ? 'Could not copy: select the link and copy it.' : ''}
        </p>
      </div>
      {invitation.data && joined > 0 ? <p>{referralProgress(invitation.data)}</p> : null}
      <Link to={sitePaths.rewards}>How referral rewards work</Link>
    </section>
  );
}
