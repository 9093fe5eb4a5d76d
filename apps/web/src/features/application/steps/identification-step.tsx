import { useWatch } from 'react-hook-form';
import {
  OTHER_RESIDENCE_STATUS,
  expatResidenceStatusValues,
} from '@waypoint/domain/application/draft/residence-statuses';
import { applicableFields, isAsked } from '@waypoint/domain/application/schemas/applicable-fields';
import { DateField } from '../../../components/form/date-field';
import { SelectField } from '../../../components/form/select-field';
import { SsnField } from '../../../components/form/ssn-field';
import { TextField } from '../../../components/form/text-field';
import { isoDay } from '../../../lib/dates';
import { useSession } from '../../../lib/session/session-context';
import { checkScore } from '../api/application-checks';
import { isMaskedValue } from '../state/draft-answers';
import { useWizard } from '../state/wizard-context';
import { AddressFields, addressSummaryFields, homeAddress } from '../wizard/address-fields';
import { ClearWhenHidden } from '../wizard/clear-when-hidden';
import { ContactFields, contactSummaryFields } from '../wizard/contact-fields';
import { ForeignAddressFields, foreignAddressSummaryFields } from '../wizard/foreign-address-fields';
import { askedField, StepFormFrame } from '../wizard/step-form';
import type { StepAnswers } from '../wizard/step-resolver';
import { useContinue, useStepForm } from '../wizard/use-step-form';

type IdentificationStepName = 'NonUS_Expat_Identification' | 'US_Expat_Identification' | 'YP_Identification';

/** What each track asks, following its step schema (packages/domain identity-step-schemas). */
const variants = {
  NonUS_Expat_Identification: {
    lead: 'We need these details to identify you and to check your application. New arrivals often have no SSN or US address yet; leave those empty if so.',
    ssnHint:
      'Optional if you do not have one yet. New arrivals on a work visa give it within 60 days of activating the card.',
    idLabel: 'Passport number',
    idHint: 'As printed on the passport you will upload later.',
    asksResidence: true,
    addressHint: 'Optional if you have no US address yet.',
  },
  US_Expat_Identification: {
    lead: 'We need these details to identify you and to check your application.',
    ssnHint: 'If you do not have an SSN yet, give your passport number below instead.',
    idLabel: 'Passport number (if you have no SSN)',
    idHint: 'Needed only when you leave the SSN empty.',
    asksResidence: true,
    addressHint: 'Where you live now. We use it for your identity check and, if you choose, to send your card.',
  },
  YP_Identification: {
    lead: 'We need these details to identify you and to run a quick identity check. It does not affect your credit score.',
    ssnHint: 'Your nine-digit Social Security number.',
    idLabel: null,
    idHint: '',
    asksResidence: false,
    addressHint: 'Where you live now.',
  },
} as const;

const dob = askedField('dob');
const ssn = askedField('ssn');
const identificationNo = askedField('identificationNo');
const residenceStatusUS = askedField('residenceStatusUS');
const residenceStatusUSOther = askedField('residenceStatusUSOther');
const numberOfDependents = askedField('numberOfDependents');
const summaryFields = [
  dob,
  ssn,
  identificationNo,
  residenceStatusUS,
  residenceStatusUSOther,
  numberOfDependents,
  ...contactSummaryFields,
  ...addressSummaryFields(homeAddress),
  ...foreignAddressSummaryFields,
];
const formFields = summaryFields.map((field) => field.name);

// Visa statuses only: citizens and green card holders take the young-professional track.
const residenceOptions = expatResidenceStatusValues.map((status) => ({
  value: status,
  label: status === OTHER_RESIDENCE_STATUS ? 'Other (describe it)' : status,
}));

// The 18-years rule is checked by the schema; the picker simply opens near plausible dates.
function latestBirthDate(today: Date): string {
  const latest = new Date(today);
  latest.setUTCFullYear(latest.getUTCFullYear() - 18);
  return isoDay(latest);
}

/** The three Identification screens: date of birth, SSN, ID, residence status and address. */
export function IdentificationStep({ step }: { step: IdentificationStepName }) {
  const variant = variants[step];
  const wizard = useWizard();
  const { user } = useSession();
  const form = useStepForm(step, formFields);
  const continueWith = useContinue(step);
  const status = useWatch({ control: form.control, name: 'residenceStatusUS' });
  // Where an applicant still abroad lives now is asked after the relocation step's inUS answer.
  const questions = applicableFields(step, { residenceStatusUS: status, inUS: wizard.draft.inUS });
  const { errors } = form.formState;

  const submit = async (answers: StepAnswers) => {
    if (step !== 'YP_Identification') return continueWith(answers);
    // product-rules#identity-actions-flagged: a failed identity check with actions flagged sends the YP applicant
    // straight to review; without flags the applicant goes on to employment.
    const text = (field: string) => (typeof answers[field] === 'string' ? (answers[field] as string) : null);
    const score = await checkScore({
      applicationId: wizard.draft.id ?? 0,
      createdAt: wizard.draft.createdAt ?? null,
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      dob: text('dob'),
      ssn: isMaskedValue(answers.ssn) ? null : text('ssn'),
      street: text('street'),
      zip: text('zip'),
      city: text('city'),
      state: text('state'),
    });
    return continueWith(answers, { sentilinkApproval: score.approved, identityActionsFlagged: score.actionsFlagged });
  };

  return (
    <>
      <p className="step-lead">{variant.lead}</p>
      <StepFormFrame
        step={step}
        form={form}
        fields={summaryFields}
        onValid={submit}
        label="About you"
        busyLabel={step === 'YP_Identification' ? 'Checking…' : 'Saving…'}
      >
        <DateField
          {...dob}
          autoComplete="bday"
          max={latestBirthDate(wizard.context.today)}
          hint="You must be 18 or older to apply."
          error={errors.dob?.message}
          {...form.register('dob')}
        />
        <SsnField
          {...ssn}
          hint={
            isMaskedValue(wizard.draft.ssn)
              ? `${variant.ssnHint} We keep the one on file unless you type a new one.`
              : variant.ssnHint
          }
          error={errors.ssn?.message}
          {...form.register('ssn')}
        />
        {variant.idLabel ? (
          <TextField
            {...identificationNo}
            label={variant.idLabel}
            hint={variant.idHint}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={errors.identificationNo?.message}
            {...form.register('identificationNo')}
          />
        ) : null}
        {variant.asksResidence ? (
          <SelectField
            {...residenceStatusUS}
            options={residenceOptions}
            placeholder="Choose your status"
            hint="The visa or status you hold, or will hold when you arrive."
            error={errors.residenceStatusUS?.message}
            {...form.register('residenceStatusUS')}
          />
        ) : null}
        {isAsked(questions, 'residenceStatusUSOther') ? (
          <ClearWhenHidden form={form} names={['residenceStatusUSOther']}>
            <TextField
              {...residenceStatusUSOther}
              hint="For example, the name of your visa category."
              maxLength={60}
              error={errors.residenceStatusUSOther?.message}
              {...form.register('residenceStatusUSOther')}
            />
          </ClearWhenHidden>
        ) : null}
        <TextField
          {...numberOfDependents}
          inputMode="numeric"
          autoComplete="off"
          hint="Optional. People who rely on your income, such as children."
          error={errors.numberOfDependents?.message}
          {...form.register('numberOfDependents')}
        />
        <ContactFields form={form} />
        <AddressFields
          form={form}
          names={homeAddress}
          section="home"
          legend="Your US address"
          hint={variant.addressHint}
        />
        {isAsked(questions, 'foreignStreet') ? <ForeignAddressFields form={form} /> : null}
      </StepFormFrame>
    </>
  );
}
