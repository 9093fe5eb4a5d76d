import { useState, type FormEvent, type ReactNode } from 'react';
import type { DocumentType } from '@waypoint/domain/application/documents/document-types';
import type { StepName } from '@waypoint/domain/application/steps/step-names';
import { ErrorSummary } from '../../../components/form/error-summary';
import { useWizard } from '../state/wizard-context';
import { AskedAgainNotice } from '../wizard/checks-to-redo-notice';
import { StepActions } from '../wizard/step-actions';
import { useContinue } from '../wizard/use-step-form';
import { documentCopy } from './document-copy';
import { DocumentUploader } from './document-uploader';
import { usePassingDocuments } from './use-passing-documents';

export interface DocumentsFormProps {
  step: StepName;
  required: readonly DocumentType[];
  label: string;
  /** Questions above the uploaders, such as which identity document. */
  children?: ReactNode;
  /** A question that must be answered before Continue, with the id of its control. */
  unanswered?: { fieldId: string; text: string } | null;
}

/**
 * For each document type a changed answer made stale (product-rules#check-dependencies): the
 * instant after which a file counts again, the latest when several checks ask for it.
 */
export function documentsAskedAgainSince(
  checks: readonly { since: string; documents: readonly string[] }[],
): Partial<Record<DocumentType, string>> {
  const since: Partial<Record<string, string>> = {};
  for (const check of checks) {
    for (const type of check.documents) {
      const known = since[type];
      if (known === undefined || check.since > known) since[type] = check.since;
    }
  }
  return since;
}

/**
 * Uploaders for the documents a step needs, and Continue only once each one
 * is recognised, valid, not expired and not mismatching (product-rules#document-check). A failed
 * Continue lists what is missing, as the error summary does for fields.
 */
export function DocumentsForm({ step, required, label, children, unanswered = null }: DocumentsFormProps) {
  const { draft } = useWizard();
  const continueWith = useContinue(step);
  const applicationId = draft.id ?? 0;
  const since = documentsAskedAgainSince(draft.checksToRedo);
  // The page says it for the checks done on this step; these are the ones whose files are asked for here.
  const askedHere = draft.checksToRedo.filter(
    (check) => check.step !== step && check.documents.some((type) => required.some((needed) => needed === type)),
  );
  const { missing, loading } = usePassingDocuments(applicationId, required, since);
  const [attempts, setAttempts] = useState(0);
  const shownMissing = attempts > 0 ? missing : [];
  const entries = [
    ...(unanswered ? [unanswered] : []),
    ...shownMissing.map((type) => ({
      fieldId: `document-${type}`,
      text: `${documentCopy[type].title}: upload a document we can accept`,
    })),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    if (missing.length > 0 || unanswered) return setAttempts((count) => count + 1);
    void continueWith({});
  };

  return (
    <form noValidate aria-label={label} onSubmit={submit} className="step-form">
      {attempts > 0 && entries.length > 0 ? (
        <ErrorSummary key={attempts} title="Please finish the items below" entries={entries} />
      ) : null}
      <AskedAgainNotice checks={askedHere} />
      {children}
      {required.map((type) => (
        <DocumentUploader
          key={type}
          applicationId={applicationId}
          fileType={type}
          title={documentCopy[type].title}
          description={documentCopy[type].description}
          since={since[type]}
          error={shownMissing.includes(type) ? 'Upload a document we can accept' : undefined}
        />
      ))}
      <StepActions step={step} busy={loading} busyLabel="Checking your documents…" />
    </form>
  );
}
