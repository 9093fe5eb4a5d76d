import { useState } from 'react';
import { NOTICES_BY_POST, WITHDRAWAL_CONSEQUENCES } from '@waypoint/domain/paper-documents/notice-channel';
import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { FormAlert } from '../../../components/form/form-alert';
import { ApiError, NetworkError } from '../../../lib/api-errors';
import { formatDay } from '../../../lib/dates';
import {
  useChangeEsignConsent,
  useMyPaperDocuments,
  useRequestPaperCopy,
  type MailableDocument,
  type PaperDocuments,
} from './paper-documents-api';
import '../account-page.css';
import './paper-documents.css';

function failureText(error: unknown): string {
  if (error instanceof NetworkError) return 'We could not reach Waypoint. Check your connection and try again.';
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  return 'Something went wrong on our side. Try again in a moment.';
}

const letterStatus: Readonly<Record<string, string>> = {
  pending: 'Being printed',
  sent: 'Mailed',
  failed: 'Could not be mailed — contact us',
};

/** How documents reach the member now, and the way to change it (E-SIGN §7001(c)(1)(B)–(D)). */
function ConsentPart({ view }: { view: PaperDocuments }) {
  const change = useChangeEsignConsent();
  const withdrawn = view.consent.state === 'withdrawn';
  const address = view.mailingAddress || 'the address on your application, once you give one';
  return (
    <section className="account-card" aria-labelledby="paper-consent-title">
      <h2 id="paper-consent-title">How we send your documents</h2>
      {withdrawn ? (
        <p>
          <strong>On paper.</strong> You withdrew your e-sign consent
          {view.consent.changedAt ? ` on ${formatDay(view.consent.changedAt)}` : ''}. We mail the notices the law
          requires to {address}, at no charge.
        </p>
      ) : (
        <p>
          <strong>Electronically.</strong> Under your <a href={sitePaths.eSignConsent}>E-sign consent Agreement</a> we
          e-mail you and show your documents in your account.
        </p>
      )}
      {view.emailBounced && !withdrawn ? (
        <FormAlert tone="info">
          Our e-mails to your address are being returned, so we mail your required notices to {address} until you give
          us an address that works (Profile and security).
        </FormAlert>
      ) : null}
      {withdrawn ? (
        <>
          <p>You can go back to electronic documents at any time.</p>
          <button
            type="button"
            className="button button--secondary"
            disabled={change.isPending}
            onClick={() => change.mutate('given')}
          >
            {change.isPending ? 'Saving…' : 'Receive documents electronically again'}
          </button>
        </>
      ) : (
        <>
          <h3>Withdrawing your consent</h3>
          <p>You can withdraw it at any time, free of charge. If you do:</p>
          <ul className="paper-documents__list">
            {WITHDRAWAL_CONSEQUENCES.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>These notices are then mailed to {address}:</p>
          <ul className="paper-documents__list">
            {NOTICES_BY_POST.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--secondary"
            disabled={change.isPending}
            onClick={() => change.mutate('withdrawn')}
          >
            {change.isPending ? 'Saving…' : 'Withdraw my e-sign consent'}
          </button>
        </>
      )}
      {change.isError ? <FormAlert>{failureText(change.error)}</FormAlert> : null}
    </section>
  );
}

/** One document's "mail me a copy": the request key is made once per press, so a retry is the same request. */
function PaperCopyButton({ document }: { document: MailableDocument }) {
  const request = useRequestPaperCopy();
  const [requestKey, setRequestKey] = useState<string | null>(null);
  const ask = () => {
    const key = requestKey ?? crypto.randomUUID();
    setRequestKey(key);
    request.mutate({ kind: document.kind, id: document.id, requestKey: key });
  };
  if (request.isSuccess)
    return <p className="paper-documents__done">We are mailing it. It should arrive within 10 business days.</p>;
  return (
    <>
      <button type="button" className="button button--secondary" disabled={request.isPending} onClick={ask}>
        {request.isPending ? 'Sending…' : 'Mail me a paper copy'}
      </button>
      {request.isError ? <FormAlert>{failureText(request.error)}</FormAlert> : null}
    </>
  );
}

function PaperCopiesPart({ view }: { view: PaperDocuments }) {
  return (
    <section className="account-card" aria-labelledby="paper-copies-title">
      <h2 id="paper-copies-title">Paper copies</h2>
      <p>
        We mail a paper copy of any document we gave you, at no charge, to{' '}
        {view.mailingAddress || 'your address on file'}. Asking for one does not change how we send future documents.
      </p>
      {view.documents.length === 0 ? (
        <p>No letters or notices yet. Once we send you one, you can ask for it on paper here.</p>
      ) : (
        <ul className="paper-documents__documents">
          {view.documents.map((document) => (
            <li key={`${document.kind}:${document.id}`} className="paper-documents__document">
              <span>
                <strong>{document.title}</strong>
                <br />
                <span className="paper-documents__date">{formatDay(document.date)}</span>
              </span>
              <PaperCopyButton document={document} />
            </li>
          ))}
        </ul>
      )}
      <p>
        For any other document on paper, <a href={sitePaths.contact}>contact us</a> or call{' '}
        <a href="tel:+18005550142">1-800-555-0142</a>.
      </p>
    </section>
  );
}

function LettersPart({ view }: { view: PaperDocuments }) {
  if (view.letters.length === 0) return null;
  return (
    <section className="account-card" aria-labelledby="paper-letters-title">
      <h2 id="paper-letters-title">Letters we mailed you</h2>
      <ul className="paper-documents__documents">
        {view.letters.map((letter) => (
          <li key={letter.id} className="paper-documents__document">
            <span>
              <strong>{letter.title}</strong>
              <br />
              <span className="paper-documents__date">
                {formatDay(letter.createdAt)}
                {letter.expectedDelivery ? ` · expected by ${formatDay(letter.expectedDelivery)}` : ''}
              </span>
            </span>
            <span>{letterStatus[letter.status] ?? letter.status}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/account/paper-documents` (decision 089): e-sign consent, paper copies, and the letters we mailed. */
export function PaperDocumentsPage() {
  const { data, isPending, isError, error } = useMyPaperDocuments();
  return (
    <>
      <title>{`Paper documents | ${PRODUCT.name}`}</title>
      <p className="account-page__eyebrow">Your account</p>
      <h1>Paper documents</h1>
      {isPending ? <p>Loading…</p> : null}
      {isError ? <FormAlert>{failureText(error)}</FormAlert> : null}
      {data ? (
        <>
          <ConsentPart view={data} />
          <PaperCopiesPart view={data} />
          <LettersPart view={data} />
        </>
      ) : null}
    </>
  );
}
