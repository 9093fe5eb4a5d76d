import type { ComponentType } from 'react';
import { formatDay } from '../../lib/dates';
import type { MyApplicationProgress } from './api/my-application-progress';
import { NoticeDownload } from './notice-download';

/** The upload control for one requested item, composed in by the route table (features do not import each other). */
export type RequestedUpload = ComponentType<{
  applicationId: number;
  code: string;
  uploadTypes: readonly string[];
  requestedAt: string;
  onUploaded(): void;
}>;

type Request = NonNullable<MyApplicationProgress['informationRequest']>;

interface InformationRequestProps {
  applicationId: number;
  request: Request;
  upload: RequestedUpload | null;
  onUploaded(): void;
}

/**
 * A request for information: the notice of incompleteness in the words of its
 * letter (Reg B 1002.9(c)(2), product-rules#reg-b-clocks): what we need, the
 * deadline in words, and that without it by then the application gets no
 * further consideration; an upload for each item, and a tick once something
 * was received for it. Each item keeps its height when it is ticked, so
 * nothing below moves.
 */
export function InformationRequest({ applicationId, request, upload: Upload, onUploaded }: InformationRequestProps) {
  const one = request.items.length === 1;
  return (
    <>
      <p>
        Your application is incomplete. To consider it, we need the information below. Please send{' '}
        {one ? 'it' : 'all of it'} by{' '}
        <strong className="information-request__deadline">{formatDay(request.deadline)}</strong>. If we do not receive{' '}
        {one ? 'it' : 'all of it'} by then, no further consideration will be given to your application, and we will
        close it as incomplete.
      </p>
      <ul className="information-request">
        {request.items.map((item) => (
          <li
            key={item.code}
            className={`information-request__item${item.received ? ' information-request__item--received' : ''}`}
          >
            <p className="information-request__reason">
              <span className="information-request__marker" aria-hidden="true">
                {item.received ? '✓' : ''}
              </span>
              <span>
                {item.reason}
                <span className="information-request__state">
                  {item.received ? ' Received, thank you.' : ' Waiting for your upload.'}
                </span>
              </span>
            </p>
            {Upload ? (
              <Upload
                applicationId={applicationId}
                code={item.code}
                uploadTypes={item.uploadTypes}
                requestedAt={request.requestedAt}
                onUploaded={onUploaded}
              />
            ) : null}
          </li>
        ))}
      </ul>
      {request.noticeUrl ? (
        <NoticeDownload url={request.noticeUrl} label="Download this notice of incompleteness (PDF)" />
      ) : null}
    </>
  );
}

/**
 * The application closed at the request's deadline (product-rules#reg-b-clocks):
 * what did not arrive, that nothing more was considered, the closing letter,
 * and that a new application can start now (the account summary offers it).
 */
export function ClosedIncomplete({ request }: { request: Request | null }) {
  const missing = request?.items.filter((item) => !item.received) ?? [];
  return (
    <>
      <p className="decision-panel__headline">
        {request
          ? `Your application was closed because we did not receive the information we asked for by ${formatDay(request.deadline)}.`
          : 'Your application was closed because we did not receive the information we asked for.'}
      </p>
      {missing.length > 0 ? (
        <>
          <p>We did not receive:</p>
          <ul>
            {missing.map((item) => (
              <li key={item.code}>{item.reason}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p>No further consideration was given to it. You can apply again at any time.</p>
      {request?.closingNoticeUrl ? (
        <NoticeDownload url={request.closingNoticeUrl} label="Download the letter closing your application (PDF)" />
      ) : null}
    </>
  );
}
