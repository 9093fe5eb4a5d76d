import { useWatch } from 'react-hook-form';
import { applicableFields, isAsked } from '@waypoint/domain/application/schemas/applicable-fields';
import { RELOCATION_THRESHOLD_DAYS } from '@waypoint/domain/constants';
import { DateField } from '../../../components/form/date-field';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { isoDay } from '../../../lib/dates';
import { yesNoOptions } from '../wizard/choice-labels';
import { ClearWhenHidden } from '../wizard/clear-when-hidden';
import { askedField, StepFormFrame } from '../wizard/step-form';
import { useContinue, useStepForm } from '../wizard/use-step-form';

const inUS = askedField('inUS');
const expectedRelocationDate = askedField('expectedRelocationDate');
const fields = [inUS, expectedRelocationDate];

/** NonUS_Expat_Relocation: already here, or when the move is expected (product-rules#relocation-rule). */
export function RelocationStep() {
  const step = 'NonUS_Expat_Relocation';
  const form = useStepForm(step, ['inUS', 'expectedRelocationDate']);
  const continueWith = useContinue(step);
  const living = useWatch({ control: form.control, name: 'inUS' });
  const { errors } = form.formState;
  return (
    <>
      <p className="step-lead">
        You can apply before you arrive. We assess new arrivals on their income and work history, not on a US credit
        history they have not had the chance to build.
      </p>
      <StepFormFrame step={step} form={form} fields={fields} onValid={continueWith} label="Your move">
        <RadioGroupField
          {...inUS}
          options={yesNoOptions}
          inline
          error={errors.inUS?.message}
          {...form.register('inUS')}
        />
        {isAsked(applicableFields(step, { inUS: living }), 'expectedRelocationDate') ? (
          <ClearWhenHidden form={form} names={['expectedRelocationDate']}>
            <DateField
              {...expectedRelocationDate}
              min={isoDay(new Date())}
              hint={`An estimate is fine. If your move is more than ${RELOCATION_THRESHOLD_DAYS} days away, you can still apply now, and we can remind you by e-mail nearer the time.`}
              error={errors.expectedRelocationDate?.message}
              {...form.register('expectedRelocationDate')}
            />
          </ClearWhenHidden>
        ) : null}
      </StepFormFrame>
    </>
  );
}
