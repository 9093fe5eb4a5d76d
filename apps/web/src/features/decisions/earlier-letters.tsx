import { formatDay } from '../../lib/dates';
import { useMyApplicationProgress } from './api/my-application-progress';
import { useMyNotices, type MyNotice } from './api/my-notices';
import { NoticeDownload } from './notice-download';
import './earlier-letters.css';

/** What each notice is, in the applicant's words, and the short name its download button uses. */
const letterNames: Record<string, { title: string; short: string }> = {
  adverseAction: { title: 'Notice of action taken on your credit application', short: 'notice' },
  approval: { title: 'Approval letter', short: 'approval letter' },
  // A request for information's letters (product-rules#reg-b-clocks).
  informationRequest: { title: 'Notice of incomplete application', short: 'notice of incompleteness' },
  closedIncomplete: { title: 'Your application was closed as incomplete', short: 'closing letter' },
  // An action on the open card account, such as the SSN deadline's lock (decision 054).
  accountAction: { title: 'Notice of action taken on your credit card account', short: 'account notice' },
};
const otherLetter = { title: 'Letter about your credit application', short: 'letter' };

function Letter({ notice }: { notice: MyNotice }) {
  const { title, short } = letterNames[notice.kind] ?? otherLetter;
  const day = formatDay(notice.sentAt);
  return (
    <li className="earlier-letters__item">
      <p className="earlier-letters__title">{title}</p>
      <p className="earlier-letters__date">{`Sent on ${day}`}</p>
      {notice.downloadUrl ? (
        <NoticeDownload url={notice.downloadUrl} label={`Download the ${short} of ${day} (PDF)`} />
      ) : (
        <p>We sent it to your e-mail address.</p>
      )}
    </li>
  );
}

/**
 * "Your letters" on `/account`: the notices of the applicant's earlier
 * applications, kept and downloadable after applying again (decision 033;
 * Reg B 1002.12 keeps them at least 25 months). The current application's
 * notice is the progress panel's, so it is left out here; nothing shows
 * until both answers are in, so it never flashes there twice.
 */
export function EarlierLetters() {
  const notices = useMyNotices();
  const progress = useMyApplicationProgress();
  if (!notices.isSuccess || !progress.isSuccess) return null;
  const current = progress.data?.applicationId ?? null;
  // A notice about the card account belongs to no decision panel, so it is listed here whichever application it is on.
  const earlier = notices.data.filter((notice) => notice.applicationId !== current || notice.kind === 'accountAction');
  if (earlier.length === 0) return null;
  return (
    <section className="account-card earlier-letters" aria-labelledby="earlier-letters-title">
      <h2 id="earlier-letters-title">Your letters</h2>
      <p>
        The letters we sent about your earlier applications and your card account. We keep them for at least 25 months.
      </p>
      <ul className="earlier-letters__list">
        {earlier.map((notice) => (
          <Letter key={notice.id} notice={notice} />
        ))}
      </ul>
    </section>
  );
}
