import { disclosureDocuments } from '@waypoint/domain/disclosures/disclosure-documents';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { TextField } from '../../../components/form/text-field';
import { askedField, type StepForm } from './step-form';

const mobilePhone = askedField('mobilePhone');
const smsConsent = askedField('smsConsent');

/** The contact fields for a form's error summary, in page order. */
export const contactSummaryFields = [mobilePhone, smsConsent];

const sms = disclosureDocuments.SMS;

/**
 * A mobile number and the SMS consent (the SMS terms, product-rules#disclosures). The
 * number is optional; agreeing to texts needs one (identity-step-schemas).
 * The acceptance is recorded with the other disclosures when the application
 * is saved at review.
 */
export function ContactFields({ form }: { form: StepForm }) {
  const { errors } = form.formState;
  return (
    <fieldset className="field-group">
      <legend className="field-group__legend">How to reach you</legend>
      <TextField
        {...mobilePhone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="Optional. A US number, or your current number with its country code, for example +44 7700 900123."
        error={errors.mobilePhone?.message}
        {...form.register('mobilePhone')}
      />
      <CheckboxField
        {...smsConsent}
        value="true"
        label={
          <>
            Text me about my application. I accept the{' '}
            <a href={sms.path} target="_blank" rel="noopener noreferrer">
              {sms.title}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>{' '}
            <span className="review-version">({sms.version})</span>.
          </>
        }
        hint="Optional. Message and data rates may apply. Reply STOP to end."
        error={errors.smsConsent?.message}
        {...form.register('smsConsent')}
      />
    </fieldset>
  );
}
