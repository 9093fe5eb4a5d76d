import {
  identityDocumentTypes,
  type IdentityDocumentType,
} from '@waypoint/domain/application/documents/document-types';
import { SelectField } from '../../../components/form/select-field';
import { documentCopy } from '../documents/document-copy';
import { DocumentsForm } from '../documents/documents-form';
import { useWizard } from '../state/wizard-context';

/** YP_Financial_Validation_Uploader: a proof of income instead of bank linking. */
export function FinancialValidationUploaderStep() {
  return (
    <>
      <p className="step-lead">
        Upload one recent document that shows what you earn. We only use it to confirm the income you told us.
      </p>
      <DocumentsForm step="YP_Financial_Validation_Uploader" required={['proofOfIncome']} label="Proof of income" />
    </>
  );
}

const identityOptions = identityDocumentTypes.map((type) => ({ value: type, label: documentCopy[type].title }));

function isIdentityDocument(value: unknown): value is IdentityDocumentType {
  return typeof value === 'string' && (identityDocumentTypes as readonly string[]).includes(value);
}

/** YP_Identity_Verification_Uploader: a government photo ID when the identity questions could not confirm it. */
export function IdentityUploaderStep() {
  const step = 'YP_Identity_Verification_Uploader';
  const wizard = useWizard();
  const chosen = isIdentityDocument(wizard.draft.IDDocType) ? wizard.draft.IDDocType : null;
  return (
    <>
      <p className="step-lead">Upload a government photo ID. Its name and date of birth must match your application.</p>
      <DocumentsForm
        step={step}
        required={chosen ? [chosen] : []}
        label="Identity document"
        unanswered={
          chosen ? null : { fieldId: 'application-IDDocType', text: 'Which document will you upload?: Required' }
        }
      >
        <SelectField
          id="application-IDDocType"
          label="Which document will you upload?"
          options={identityOptions}
          placeholder="Choose a document"
          value={chosen ?? ''}
          onChange={(event) => void wizard.move({ answers: { IDDocType: event.target.value || null }, to: step })}
        />
      </DocumentsForm>
    </>
  );
}
