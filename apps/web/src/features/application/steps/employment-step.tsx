import { useWatch } from 'react-hook-form';
import { employmentStatusLabels, tenureLabels } from '@waypoint/domain/application/answers/choice-labels';
import { applicableFields, isAsked } from '@waypoint/domain/application/schemas/applicable-fields';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { TextField } from '../../../components/form/text-field';
import { optionsOf, yesNoOptions } from '../wizard/choice-labels';
import { ClearWhenHidden } from '../wizard/clear-when-hidden';
import { askedField, StepFormFrame } from '../wizard/step-form';
import { useContinue, useStepForm } from '../wizard/use-step-form';

type EmploymentStepName = 'NonUS_Expat_Employment' | 'US_Expat_Employment' | 'YP_Employment';

const employmentStatus = askedField('employmentStatus');
const employerName = askedField('employerName');
const employerWebsite = askedField('employerWebsite');
const jobTitle = askedField('jobTitle');
const timeWithEmployer = askedField('timeWithEmployer');
const assignedAtClientLocation = askedField('assignedAtClientLocation');
const clientName = askedField('clientName');
const clientWebsite = askedField('clientWebsite');
const firstJob = askedField('firstJob');
const prevEmployerName = askedField('prevEmployerName');
const prevEmployerWebsite = askedField('prevEmployerWebsite');
const prevEmployerCountry = askedField('prevEmployerCountry');
const prevJobTitle = askedField('prevJobTitle');
const timeWithPreviousEmployer = askedField('timeWithPreviousEmployer');
const fields = [
  employmentStatus,
  employerName,
  employerWebsite,
  jobTitle,
  timeWithEmployer,
  assignedAtClientLocation,
  clientName,
  clientWebsite,
  firstJob,
  prevEmployerName,
  prevEmployerWebsite,
  prevEmployerCountry,
  prevJobTitle,
  timeWithPreviousEmployer,
];
const fieldNames = fields.map((field) => field.name);
const employerFieldNames = [employerName, employerWebsite, jobTitle, timeWithEmployer, assignedAtClientLocation].map(
  (field) => field.name,
);
const previousJobFieldNames = [
  prevEmployerName,
  prevEmployerWebsite,
  prevEmployerCountry,
  prevJobTitle,
  timeWithPreviousEmployer,
].map((field) => field.name);
const tenureOptions = optionsOf(tenureLabels);

/**
 * Employment (all tracks). The questions follow the answers by the domain's
 * applicableFields, the rule the step schema and the review cleanup read:
 * the employer only when employed, the client only when placed at one, the
 * previous employer unless this is the first job or the applicant is retired.
 */
export function EmploymentStep({ step }: { step: EmploymentStepName }) {
  const form = useStepForm(step, fieldNames);
  const continueWith = useContinue(step);
  const [status, atClient, first] = useWatch({
    control: form.control,
    name: ['employmentStatus', 'assignedAtClientLocation', 'firstJob'],
  });
  const { errors } = form.formState;
  const questions = applicableFields(step, {
    employmentStatus: status,
    assignedAtClientLocation: atClient,
    firstJob: first,
  });
  const employed = isAsked(questions, 'employerName');
  const text = (field: { name: string }) => ({ error: errors[field.name]?.message, ...form.register(field.name) });

  return (
    <>
      <p className="step-lead">
        Your work tells us about your income and, for new arrivals, stands in for a US credit history.
      </p>
      <StepFormFrame
        step={step}
        form={form}
        fields={fields}
        onValid={(answers) => continueWith(answers)}
        label="Your work"
      >
        <RadioGroupField
          {...employmentStatus}
          options={optionsOf(employmentStatusLabels)}
          {...text(employmentStatus)}
        />
        {employed ? (
          <ClearWhenHidden form={form} names={employerFieldNames}>
            <fieldset className="field-group">
              <legend className="field-group__legend">Your employer</legend>
              <TextField {...employerName} autoComplete="organization" {...text(employerName)} />
              <TextField
                {...employerWebsite}
                type="url"
                inputMode="url"
                autoComplete="url"
                hint="Optional, for example acme.com. It helps us confirm your employer quickly."
                {...text(employerWebsite)}
              />
              <TextField {...jobTitle} autoComplete="organization-title" {...text(jobTitle)} />
              <RadioGroupField {...timeWithEmployer} options={tenureOptions} {...text(timeWithEmployer)} />
              <RadioGroupField
                {...assignedAtClientLocation}
                options={yesNoOptions}
                inline
                hint="For example, a consultant who works at a customer’s office."
                {...text(assignedAtClientLocation)}
              />
              {isAsked(questions, 'clientName') ? (
                <ClearWhenHidden form={form} names={['clientName', 'clientWebsite']}>
                  <TextField {...clientName} {...text(clientName)} />
                  <TextField {...clientWebsite} type="url" inputMode="url" hint="Optional." {...text(clientWebsite)} />
                </ClearWhenHidden>
              ) : null}
            </fieldset>
          </ClearWhenHidden>
        ) : null}
        {isAsked(questions, 'firstJob') ? (
          <RadioGroupField
            {...firstJob}
            label={employed ? 'Is this your first job?' : 'Would your next job be your first?'}
            options={yesNoOptions}
            inline
            {...text(firstJob)}
          />
        ) : null}
        {isAsked(questions, 'prevEmployerName') ? (
          <ClearWhenHidden form={form} names={previousJobFieldNames}>
            <fieldset className="field-group">
              <legend className="field-group__legend">Your previous job</legend>
              <TextField {...prevEmployerName} {...text(prevEmployerName)} />
              <TextField
                {...prevEmployerWebsite}
                type="url"
                inputMode="url"
                hint="Optional."
                {...text(prevEmployerWebsite)}
              />
              <TextField
                {...prevEmployerCountry}
                autoComplete="country-name"
                hint="Optional."
                {...text(prevEmployerCountry)}
              />
              <TextField {...prevJobTitle} {...text(prevJobTitle)} />
              <RadioGroupField
                {...timeWithPreviousEmployer}
                options={tenureOptions}
                {...text(timeWithPreviousEmployer)}
              />
            </fieldset>
          </ClearWhenHidden>
        ) : null}
      </StepFormFrame>
    </>
  );
}
