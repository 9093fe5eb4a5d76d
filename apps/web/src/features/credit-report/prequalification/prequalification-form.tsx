import { useMemo, useState } from 'react';
import { useWatch, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { prequalificationLabels } from '@waypoint/domain/application/answers/prequalification-labels';
import type {
  prequalificationFormSchema,
  PrequalificationForm as CheckedAnswers,
} from '@waypoint/domain/credit-report/prequalification-form';
import { softInquiryConsentText } from '@waypoint/domain/credit-report/soft-inquiry-consent';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { DateField } from '../../../components/form/date-field';
import { FormShell } from '../../../components/form/form-shell';
import { MoneyField } from '../../../components/form/money-field';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { usStateNames } from '../../../components/form/us-state-names';
import { useLazySchemaForm } from '../../../components/form/use-lazy-schema-form';
import { prequalificationFailure } from './prequalification-failure';

type PrequalificationValues = z.input<ReturnType<typeof prequalificationFormSchema>>;

const fields = [
  { name: 'firstName', id: 'prequal-first-name', label: prequalificationLabels.firstName },
  { name: 'middleName', id: 'prequal-middle-name', label: prequalificationLabels.middleName },
  { name: 'lastName', id: 'prequal-last-name', label: prequalificationLabels.lastName },
  { name: 'dob', id: 'prequal-dob', label: prequalificationLabels.dob },
  { name: 'inUS', id: 'prequal-in-us', label: prequalificationLabels.inUS },
  { name: 'street', id: 'prequal-street', label: prequalificationLabels.street },
  { name: 'city', id: 'prequal-city', label: prequalificationLabels.city },
  { name: 'state', id: 'prequal-state', label: prequalificationLabels.state },
  { name: 'zip', id: 'prequal-zip', label: prequalificationLabels.zip },
  { name: 'income', id: 'prequal-income', label: prequalificationLabels.income },
  { name: 'accommodationCost', id: 'prequal-housing', label: prequalificationLabels.accommodationCost },
  { name: 'ssnLastFour', id: 'prequal-ssn-last-four', label: prequalificationLabels.ssnLastFour },
  { name: 'consent', id: 'prequal-consent', label: prequalificationLabels.consent },
] as const;
const [firstName, middleName, lastName, dob, inUS, street, city, state, zip, income, housing, ssnLastFour, consent] =
  fields;

const yesNo = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;
const stateOptions = Object.entries(usStateNames).map(([value, label]) => ({ value, label }));

const emptyValues: DefaultValues<PrequalificationValues> = {
  firstName: '',
  middleName: '',
  lastName: '',
  dob: '',
  street: '',
  city: '',
  state: '',
  zip: '',
  income: '',
  accommodationCost: '',
  ssnLastFour: '',
};

export interface PrequalificationFormProps {
  /** Sends the checked answers; a rejection is said on the form. */
  onCheck: (answers: CheckedAnswers) => Promise<void>;
}

/** The short eligibility form (decision 026), checked by the same schema as the server's `prequalify`. */
export function PrequalificationForm({ onCheck }: PrequalificationFormProps) {
  // The date bounds "18 or older": fixed for the life of the form, as the server fixes it per request.
  const [openedAt] = useState(() => new Date());
  const today = useMemo(() => openedAt.toISOString().slice(0, 10), [openedAt]);
  const {
    form,
    setMessage: setFormMessage,
    shell,
    fieldProps,
  } = useLazySchemaForm<PrequalificationValues, CheckedAnswers>({
    // The schema and the library under it load on the form's first focus, not with the page (decision 091).
    loadSchema: async () =>
      (await import('@waypoint/domain/credit-report/prequalification-form')).prequalificationFormSchema(openedAt),
    defaultValues: emptyValues,
    fields,
  });
  const { isSubmitting } = form.formState;
  const livesInUS = useWatch({ control: form.control, name: 'inUS' });

  const submit = async (answers: CheckedAnswers) => {
    setFormMessage(null);
    try {
      await onCheck(answers);
    } catch (error) {
      const failure = prequalificationFailure(error);
      if (failure.kind === 'field') form.setError(failure.field, { message: failure.text }, { shouldFocus: true });
      else setFormMessage(failure.text);
    }
  };

  return (
    <FormShell method="post" onSubmit={form.handleSubmit(submit)} aria-label="Check your eligibility" {...shell}>
      <fieldset className="prequal-form__group">
        <legend className="prequal-form__legend">About you</legend>
        <p className="field__hint">As on your passport or government ID.</p>
        <TextField {...fieldProps(firstName)} autoComplete="given-name" />
        <TextField {...fieldProps(middleName)} autoComplete="additional-name" />
        <TextField {...fieldProps(lastName)} autoComplete="family-name" />
        <DateField {...fieldProps(dob)} max={today} autoComplete="bday" />
      </fieldset>
      <RadioGroupField
        {...fieldProps(inUS)}
        options={yesNo}
        inline
        hint="You can check before you move: we then look at your income instead of a US credit file."
      />
      {livesInUS === 'true' ? (
        <fieldset className="prequal-form__group">
          <legend className="prequal-form__legend">Your US address</legend>
          <p className="field__hint">The credit bureau finds your file by your address.</p>
          <TextField {...fieldProps(street)} autoComplete="address-line1" />
          <div className="prequal-form__row">
            <TextField {...fieldProps(city)} autoComplete="address-level2" />
            <SelectField
              {...fieldProps(state)}
              options={stateOptions}
              placeholder="Choose a state"
              autoComplete="address-level1"
            />
            <TextField {...fieldProps(zip)} inputMode="numeric" autoComplete="postal-code" />
          </div>
        </fieldset>
      ) : null}
      <fieldset className="prequal-form__group">
        <legend className="prequal-form__legend">Your money</legend>
        <MoneyField {...fieldProps(income)} hint="In US dollars a year: your salary, or what your job offer says." />
        <MoneyField
          {...fieldProps(housing)}
          hint="In US dollars a month: your rent or mortgage. Enter 0 if you pay none."
        />
      </fieldset>
      <TextField
        {...fieldProps(ssnLastFour)}
        inputMode="numeric"
        maxLength={4}
        autoComplete="off"
        hint="Leave empty if you do not have an SSN yet. It helps the bureau find the right file."
      />
      <CheckboxField {...fieldProps(consent)} label={softInquiryConsentText} />
      <p className="field__hint">This form is protected by an automatic security check.</p>
      <SubmitButton busy={isSubmitting} busyLabel="Checking your eligibility…">
        Check my eligibility
      </SubmitButton>
    </FormShell>
  );
}
