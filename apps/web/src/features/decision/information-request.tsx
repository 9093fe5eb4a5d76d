import type { ComponentType } from 'react';
import { formatDay } from '../../lib/dates';
import type { MyApplicationProgress } from './api/my-application-progress';

/** The upload control for one requested item, composed in by the route table (features do not import each other). */
export type RequestedUpload = ComponentType<{
  applicationId: number;
  code: string;
  uploadTypes: readonly string[];
  requestedAt: string;
  onUploaded(): void;
}>;

interface InformationRequestProps {
  applicationId: number;
  request: NonNullable<MyApplicationProgress['informationRequest']>;
  upload: RequestedUpload | null;
  onUploaded(): void;
}

/**
 * A request for information (Reg B 1002.9(c), decision 032): what we need in
 * the applicant's words, by when, an upload for each item, and a tick once
 * something was received for it. Each item keeps its height when it is
 * ticked, so nothing below moves.
 */
export function InformationRequest({ applicationId, request, upload: Upload, onUploaded }: InformationRequestProps) {
  return (
    <>
      <p>
        To finish reviewing your application we need the {request.items.length === 1 ? 'document' : 'documents'} below.
        Please send {request.items.length === 1 ? 'it' : 'them'} by{' '}
        <strong className="information-request__deadline">{formatDay(request.deadline)}</strong>. If we do not receive
        {request.items.length === 1 ? ' it' : ' them'} by then, we may not be able to approve your application.
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
    </>
  );
}
