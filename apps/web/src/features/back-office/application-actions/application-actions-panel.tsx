import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { OpsApplication } from '../api/back-office-applications-api';
import { labelOf, statusLabels } from '../back-office-labels';
import { staffActionLabels, staffActions, type StaffAction } from './action-form-kit';
import { ApproveForm } from './approve-form';
import { DeclineForm } from './decline-form';
import { RecommendForm } from './recommend-form';
import { RequestInformationForm } from './request-information-form';
import type { ActionFormProps } from './use-action-form';

const forms: Readonly<Record<StaffAction, ComponentType<ActionFormProps>>> = {
  requestInformation: RequestInformationForm,
  recommend: RecommendForm,
  approve: ApproveForm,
  decline: DeclineForm,
};

/** Why approve and decline are missing, in the staff member's terms (decision 032). */
const refusalTexts: Readonly<Record<string, string>> = {
  ROLE_NOT_ALLOWED:
    'Approving and declining need an approver or an admin. You can request information or recommend an outcome.',
  FOUR_EYES:
    'You recommended on this application, so another approver or admin must approve or decline it (four eyes).',
};

function SuccessMessage({ text }: { text: string }) {
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
 * What the signed-in staff member may do with this application now: only the
 * actions the server allows (it checks again on every action). After one
 * succeeds the application is loaded again, with its new version.
 */
export function ApplicationActionsPanel({
  application,
  onReload,
}: {
  application: OpsApplication;
  onReload: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState<StaffAction | null>(null);
  const [done, setDone] = useState<{ key: number; text: string } | null>(null);
  const allowed = staffActions.filter((action) => application.allowedActions.includes(action));
  const refusal = application.finalActionRefusal ? refusalTexts[application.finalActionRefusal] : undefined;
  const onDone = async (text: string) => {
    setOpen(null);
    setDone((before) => ({ key: (before?.key ?? 0) + 1, text }));
    await onReload();
  };
  const Form = open && allowed.includes(open) ? forms[open] : null;
  return (
    <div className="ops-actions">
      {done ? <SuccessMessage key={done.key} text={done.text} /> : null}
      {allowed.length === 0 ? (
        <p>
          {application.status === 'submitted'
            ? 'You cannot act on this application.'
            : `${labelOf(statusLabels, application.status)}: there is nothing left to do here.`}
        </p>
      ) : (
        <>
          {refusal ? (
            <p className="ops-note" role="note">
              {refusal}
            </p>
          ) : null}
          <div className="ops-actions-row" role="group" aria-label="Choose an action">
            {allowed.map((action) => (
              <button
                key={action}
                type="button"
                className={open === action ? 'button button--primary' : 'button button--secondary'}
                aria-expanded={open === action}
                aria-controls="ops-action-form"
                onClick={() => {
                  setDone(null);
                  setOpen(open === action ? null : action);
                }}
              >
                {staffActionLabels[action]}
              </button>
            ))}
          </div>
        </>
      )}
      <div id="ops-action-form">
        {Form ? <Form key={open} application={application} onDone={onDone} onReload={onReload} /> : null}
      </div>
    </div>
  );
}
