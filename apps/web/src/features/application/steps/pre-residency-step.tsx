import { useWatch } from 'react-hook-form';
import { timeInUSLabels } from '@waypoint/domain/application/answers/choice-labels';
import { applicableFields, isAsked } from '@waypoint/domain/application/schemas/applicable-fields';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { optionsOf, yesNoOptions } from '../wizard/choice-labels';
import { ClearWhenHidden } from '../wizard/clear-when-hidden';
import { askedField, StepFormFrame } from '../wizard/step-form';
import { useContinue, useStepForm } from '../wizard/use-step-form';

const permanentResident = askedField('permanentResident');
const timeInUS = askedField('timeInUS');
const fields = [permanentResident, timeInUS];

/**
 * PreResidency_Question: two questions pick the track (product-rules#pre-residency): citizens
 * and green card holders take the young-professional track, people not yet
 * in the US the non-US track, everyone else the US expat track.
 */
export function PreResidencyStep() {
  const step = 'PreResidency_Question';
  const form = useStepForm(step, ['permanentResident', 'timeInUS']);
  const continueWith = useContinue(step);
  const answer = useWatch({ control: form.control, name: 'permanentResident' });
  const { errors } = form.formState;
  return (
    <>
      <p className="step-lead">
        The card is built for people starting their financial life in the US. Two questions tell us which application
        fits you; you can change your answers later.
      </p>
      <StepFormFrame step={step} form={form} fields={fields} onValid={continueWith} label="Your residence">
        <RadioGroupField
          {...permanentResident}
          options={yesNoOptions}
          inline
          hint="Green card holders are lawful permanent residents."
          error={errors.permanentResident?.message}
          {...form.register('permanentResident')}
        />
        {isAsked(applicableFields(step, { permanentResident: answer }), 'timeInUS') ? (
          <ClearWhenHidden form={form} names={['timeInUS']}>
            <RadioGroupField
              {...timeInUS}
              options={optionsOf(timeInUSLabels)}
              hint="Moving soon? Choose “I don’t live in the US yet”: you can apply before you arrive."
              error={errors.timeInUS?.message}
              {...form.register('timeInUS')}
            />
          </ClearWhenHidden>
        ) : null}
      </StepFormFrame>
    </>
  );
}
