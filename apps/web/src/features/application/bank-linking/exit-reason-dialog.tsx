import { useState, type FormEvent } from 'react';
import { applicableFields, isAsked } from '@waypoint/domain/application/schemas/applicable-fields';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { TextField } from '../../../components/form/text-field';
import { ModalDialog } from '../../../components/modal-dialog/modal-dialog';
import './bank-linking.css';

export const exitReasons = [
  { value: 'bankNotListed', label: 'My bank is not listed' },
  { value: 'noOnlineBanking', label: 'I do not have online banking' },
  { value: 'privacy', label: 'I prefer not to share my bank details' },
  { value: 'other', label: 'Another reason' },
] as const;

export interface ExitAnswer {
  plaidExitReason: string;
  plaidExitReasonOther: string | null;
}

/**
 * product-rules#draft-fields: after leaving Link without linking, the applicant may say why
 * (plaidExitReason, with their own words for 'other'). Skipping is allowed.
 * Mount it to open it.
 */
export function ExitReasonDialog({ onAnswer, onSkip }: { onAnswer(answer: ExitAnswer): void; onSkip(): void }) {
  const [reason, setReason] = useState<string>('');
  const [other, setOther] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; other?: string }>({});
  const asksOther = isAsked(
    applicableFields('YP_Financial_Validation', { plaidExitReason: reason }),
    'plaidExitReasonOther',
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setErrors({ reason: 'Choose a reason, or skip this question' });
    if (asksOther && !other.trim()) return setErrors({ other: 'Tell us the reason, or choose another' });
    setErrors({});
    onAnswer({ plaidExitReason: reason, plaidExitReasonOther: asksOther ? other.trim() : null });
  };

  return (
    <ModalDialog open title="Why did you not link your bank?" onClose={onSkip}>
      <form noValidate aria-label="Why you did not link your bank" onSubmit={submit}>
        <RadioGroupField
          id="plaidExitReason"
          name="plaidExitReason"
          label="Your answer helps us improve. You can still upload a proof of income."
          options={exitReasons}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {asksOther ? (
          <TextField
            id="plaidExitReasonOther"
            label="Your reason"
            maxLength={500}
            value={other}
            error={errors.other}
            onChange={(event) => setOther(event.target.value)}
          />
        ) : null}
        <div className="link-actions">
          <button type="submit" className="button button--primary">
            Send
          </button>
          <button type="button" className="button button--secondary" onClick={onSkip}>
            Skip
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
