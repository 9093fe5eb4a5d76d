import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { useMyInvitation } from './api/my-invite-code';

type CopyState = 'idle' | 'copied' | 'failed';

/** Who joined with the link, and how many of them already raise the rate (product-rules#cash-back). */
export function referralProgress(joined: number, activated: number): string {
  const joinedText =
    joined === 1 ? '1 friend has joined with your link so far' : `${joined} friends have joined with your link so far`;
  if (activated === 0) return `${joinedText}. Your boost starts when they activate their card.`;
  if (joined === 1)
    return `${joinedText}, and activated their card: it adds 1% to your cash back for 12 months from that day.`;
  return `${joinedText}, and ${activated} of them activated a card: each adds 1% to your cash back for 12 months from that day.`;
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
      {joined > 0 ? <p>{referralProgress(joined, invitation.data?.activated ?? 0)}</p> : null}
      <Link to={sitePaths.rewards}>How referral rewards work</Link>
    </section>
  );
}
