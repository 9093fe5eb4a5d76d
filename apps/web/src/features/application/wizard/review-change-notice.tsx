import { stepTitles } from '@waypoint/domain/application/answers/step-titles';
import type { StepName } from '@waypoint/domain/application/steps/step-names';
import { verificationProgress, type VerificationCheck } from '@waypoint/domain/application/steps/verification-progress';
import { FormAlert } from '../../../components/form/form-alert';

const checkPurpose: Readonly<Record<VerificationCheck, string>> = {
  income: 'confirm your income',
  employer: 'confirm your employer',
  identity: 'confirm your identity',
};

/** What the step landed on asks for, in the words of the sentence below. */
export function reviewChangePurpose(landed: StepName): string {
  const check = verificationProgress(landed)?.check;
  if (check) return checkPurpose[check];
  if (landed.endsWith('_Documents')) return 'see the documents your new answers call for';
  return 'ask for the answers that go with your change';
}

/**
 * Said on the step the server moved the applicant to after an edit on review
 * (decision 018): the changed answers call for a check or answers not given
 * yet, and the application cannot be sent until they are.
 */
export function ReviewChangeNotice({ edited, landed }: { edited: StepName; landed: StepName }) {
  return (
    <FormAlert tone="info">
      <p>
        You changed your answers on “{stepTitles[edited]}” on review. With your new answers, we need to{' '}
        {reviewChangePurpose(landed)} before you can send your application.
      </p>
    </FormAlert>
  );
}
