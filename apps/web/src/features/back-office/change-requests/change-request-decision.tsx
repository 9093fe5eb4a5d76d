import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import {
  declineReasonSchema,
  DECLINE_REASON_MAX_LENGTH,
} from '@waypoint/domain/change-requests/change-request-decline';
import { FormShell } from '../../../components/form/form-shell';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextareaField } from '../../../components/form/textarea-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { ApiError } from '../../../lib/api-errors';
import { formatDay } from '../../../lib/dates';
import { ConfirmFinal } from '../application-actions/confirm-final';
import { opsFormFailure } from '../back-office-form-failure';
import {
  approveChangeRequest,
  declineChangeRequest,
  type OpsChangeRequest,
} from './api/back-office-change-requests-api';
import { kindsInWords, requestedInWords, statusLabel } from './change-request-labels';

/** Someone else decided (or the applicant cancelled) since the page loaded: the view is out of date. */
const notEditableCode = 'CHANGE_REQUEST_NOT_EDITABLE';

type Failure = { kind: 'stale' | 'form'; text: string };

function failureOf(error: unknown): Failure {
  if (error instanceof ApiError && error.code === notEditableCode) {
    return {
      kind: 'stale',
      text: 'Someone decided it meanwhile (or the applicant cancelled it). Reload it to see how it stands.',
    };
  }
  return { kind: 'form', text: opsFormFailure(error, []).text };
}

/** A refusal, announced and focused when it appears; an out-of-date view offers the reload. */
function FailureAlert({ failure, onReload }: { failure: Failure; onReload: () => Promise<unknown> }) {
  const ref = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const reload = async () => {
    if (busy) return;
    setBusy(true);
    await onReload().catch(() => undefined);
    setBusy(false);
  };
  return (
    <div ref={ref} role="alert" tabIndex={-1} className="form-alert form-alert--error ops-action-failure">
      <p>{failure.text}</p>
      {failure.kind === 'stale' ? (
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy || undefined}
          onClick={() => void reload()}
        >
          {busy ? 'Reloading…' : 'Reload the change request'}
        </button>
      ) : null}
    </div>
  );
}

const reasonField = { name: 'reason', id: 'ops-change-request-reason', label: 'Reason for the applicant' } as const;
const declineSchema = z.object({ reason: declineReasonSchema });

function DeclineForm({
  view,
  onDecided,
  onFailure,
}: {
  view: OpsChangeRequest;
  onDecided: (next: OpsChangeRequest) => void;
  onFailure: (failure: Failure) => void;
}) {
  const { form, errors, shell } = useSchemaForm<{ reason: string }, { reason: string }>({
    schema: declineSchema,
    defaultValues: { reason: '' },
    fields: [reasonField],
  });
  const [busy, setBusy] = useState(false);
  const send = async ({ reason }: { reason: string }) => {
    if (busy) return;
    setBusy(true);
    try {
      onDecided(await declineChangeRequest(view.request.id, reason));
    } catch (error) {
      const failure = opsFormFailure(error, ['reason'] as const);
      if (failure.field === 'reason') form.setError('reason', { message: failure.text });
      else onFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormShell {...shell} onSubmit={form.handleSubmit(send)} aria-label="Decline">
      <TextareaField
        id={reasonField.id}
        label={reasonField.label}
        hint="E-mailed to the applicant and shown on their account: say what is missing or wrong, in plain words."
        maxLength={DECLINE_REASON_MAX_LENGTH}
        rows={4}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <SubmitButton busy={busy} busyLabel="Declining…">
        Decline and e-mail the applicant
      </SubmitButton>
    </FormShell>
  );
}

function ApproveConfirm({
  view,
  onDecided,
  onFailure,
  onBack,
}: {
  view: OpsChangeRequest;
  onDecided: (next: OpsChangeRequest) => void;
  onFailure: (failure: Failure) => void;
  onBack: () => void;
}) {
  const send = async () => {
    try {
      onDecided(await approveChangeRequest(view.request.id));
      return true;
    } catch (error) {
      onFailure(failureOf(error));
      return false;
    }
  };
  return (
    <ConfirmFinal
      title="Approve this change?"
      confirmLabel="Approve and change the account"
      send={send}
      onBack={onBack}
    >
      <p>The account of {view.applicantName} will then show:</p>
      <ul>
        {view.request.codes.map((kind) => (
          <li key={kind}>
            {kindsInWords([kind])}: {requestedInWords(kind, view.request.data)}
          </li>
        ))}
      </ul>
    </ConfirmFinal>
  );
}

function Outcome({ view }: { view: OpsChangeRequest }) {
  const { request } = view;
  const when = request.closedAt ? formatDay(request.closedAt) : '';
  if (request.status === 'cancelled') return <p>The applicant cancelled this request on {when}.</p>;
  const who = view.decidedBy ?? 'a staff member';
  return (
    <div>
      <p>
        <strong>{statusLabel(request.status)}</strong> on {when} by {who}.
      </p>
      {request.status === 'declined' && request.declineReason ? (
        <p>
          Reason given to the applicant: <q>{request.declineReason}</q>
        </p>
      ) : null}
    </div>
  );
}

/** The outcome just reached, announced and focused. */
function Done({ text }: { text: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} role="status" tabIndex={-1} className="form-alert form-alert--success">
      {text}
    </div>
  );
}

/**
 * The decision (decision 036): approvers and admins approve (after a
 * confirmation, since the account changes and the applicant is e-mailed) or
 * decline with a reason the applicant reads; others see why they cannot.
 * Once decided, the outcome and who decided. The server checks everything again.
 */
export function ChangeRequestDecision({
  view,
  onDecided,
  onReload,
}: {
  view: OpsChangeRequest;
  onDecided: (next: OpsChangeRequest) => void;
  onReload: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState<'approve' | 'decline' | null>(null);
  const [failure, setFailure] = useState<{ key: number; failure: Failure } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const decided = (next: OpsChangeRequest) => {
    setOpen(null);
    setFailure(null);
    setDone(
      next.request.status === 'approved'
        ? 'Approved. The account now shows the change, and the applicant was e-mailed.'
        : 'Declined. The applicant was e-mailed the reason.',
    );
    onDecided(next);
  };
  const failed = (next: Failure) => setFailure((before) => ({ key: (before?.key ?? 0) + 1, failure: next }));
  const reload = async () => {
    setFailure(null);
    setOpen(null);
    await onReload();
  };

  const status = view.request.status;
  const canDecide = view.allowedActions.includes('approve') && view.allowedActions.includes('decline');
  return (
    <div className="ops-actions">
      {done ? <Done text={done} /> : null}
      {failure ? <FailureAlert key={failure.key} failure={failure.failure} onReload={reload} /> : null}
      {status !== 'submitted' ? <Outcome view={view} /> : null}
      {status === 'submitted' && !canDecide ? (
        <p className="ops-note" role="note">
          Approving and declining need an approver or an admin. You can read the request and its documents.
        </p>
      ) : null}
      {status === 'submitted' && canDecide ? (
        <>
          <div className="ops-actions-row" role="group" aria-label="Choose a decision">
            <button
              type="button"
              className="button button--secondary"
              aria-pressed={open === 'approve'}
              onClick={() => setOpen('approve')}
            >
              Approve
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-pressed={open === 'decline'}
              onClick={() => setOpen('decline')}
            >
              Decline
            </button>
          </div>
          {open === 'approve' ? (
            <ApproveConfirm view={view} onDecided={decided} onFailure={failed} onBack={() => setOpen(null)} />
          ) : null}
          {open === 'decline' ? <DeclineForm view={view} onDecided={decided} onFailure={failed} /> : null}
        </>
      ) : null}
    </div>
  );
}
