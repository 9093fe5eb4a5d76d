import { useState } from 'react';
import {
  requiredDocuments,
  visaRequiresSupportingQuestion,
} from '@waypoint/domain/application/documents/required-documents';
import { DocumentsForm } from '../documents/documents-form';
import { asDraft } from '../state/draft-answers';
import { useWizard } from '../state/wizard-context';

type DocumentsStepName = 'NonUS_Expat_Documents' | 'US_Expat_Documents';

/**
 * Documents (non-US and US): what this applicant must upload, from their
 * answers (the domain's required-documents rule), and for visa holders
 * whether the visa itself shows their status.
 */
export function DocumentsStep({ step }: { step: DocumentsStepName }) {
  const wizard = useWizard();
  const draft = asDraft(wizard.draft);
  const required = requiredDocuments(draft);
  const asksVisaQuestion = visaRequiresSupportingQuestion(draft);
  // The choice shows at once: the draft takes it only once the save has cancelled any read in flight.
  // When the save ends the draft speaks again: the answer saved, or the one kept after a refusal.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const answer = chosen ?? wizard.draft.visaIsSupportingDocument;
  const setAnswer = (value: boolean) => {
    setChosen(value);
    void wizard.move({ answers: { visaIsSupportingDocument: value }, to: step }).finally(() => setChosen(null));
  };

  return (
    <>
      <p className="step-lead">
        We check each document as soon as it arrives and tell you at once if anything is wrong, so you can fix it here.
      </p>
      <DocumentsForm step={step} required={required} label="Your documents">
        {asksVisaQuestion ? (
          <fieldset className="field field--choice">
            <legend className="field__label">Does your visa itself show your current status?</legend>
            <p className="field__hint">
              For example, an H-1B visa stamp with a valid date. If your status comes from another document (an I-797
              approval notice, an I-20), answer No and upload it below.
            </p>
            <div className="choice-list choice-list--inline">
              {[
                { value: true, label: 'Yes' },
                { value: false, label: 'No' },
              ].map((option) => (
                <div className="choice" key={option.label}>
                  <input
                    type="radio"
                    className="choice__input"
                    id={`visa-supporting-${option.label}`}
                    name="visaIsSupportingDocument"
                    checked={answer === option.value}
                    onChange={() => setAnswer(option.value)}
                  />
                  <label className="choice__label" htmlFor={`visa-supporting-${option.label}`}>
                    {option.label}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
        ) : null}
      </DocumentsForm>
    </>
  );
}
