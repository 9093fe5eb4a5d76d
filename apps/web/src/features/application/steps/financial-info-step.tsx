import { useWatch } from 'react-hook-form';
import { residenceTypeLabels } from '@waypoint/domain/application/answers/choice-labels';
import { applicableFields, isAsked } from '@waypoint/domain/application/schemas/applicable-fields';
import { MoneyField } from '../../../components/form/money-field';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { calculateAtpApproval } from '../api/application-checks';
import { optionsOf } from '../wizard/choice-labels';
import { ClearWhenHidden } from '../wizard/clear-when-hidden';
import { askedField, StepFormFrame } from '../wizard/step-form';
import type { StepAnswers } from '../wizard/step-resolver';
import { useContinue, useStepForm } from '../wizard/use-step-form';

type FinancialInfoStepName = 'NonUS_Expat_Financial_Info' | 'US_Expat_Financial_Info' | 'YP_Financial_Info';

const income = askedField('income');
const residenceType = askedField('residenceType');
const accommodationCost = askedField('accommodationCost');
const financialCommitments = askedField('financialCommitments');
const fields = [income, residenceType, accommodationCost, financialCommitments];
const fieldNames = fields.map((field) => field.name);

const number = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * Financial_Info (all tracks): the inputs of the affordability (ATP) check.
 * The check runs before moving on, because its result decides the YP way
 * forward (product-rules#yp-branches: a decline goes to review).
 */
export function FinancialInfoStep({ step }: { step: FinancialInfoStepName }) {
  const form = useStepForm(step, fieldNames);
  const continueWith = useContinue(step);
  const housing = useWatch({ control: form.control, name: 'residenceType' });
  const { errors } = form.formState;
  const paysForHousing = isAsked(applicableFields(step, { residenceType: housing }), 'accommodationCost');

  const submit = async (answers: StepAnswers) => {
    const approved = await calculateAtpApproval({
      income: number(answers.income),
      accommodationCost: number(answers.accommodationCost),
      financialCommitments: number(answers.financialCommitments),
      residenceType: typeof answers.residenceType === 'string' ? answers.residenceType : null,
    });
    return continueWith(answers, { ATPApproval: approved });
  };

  return (
    <>
      <p className="step-lead">
        We use these figures to set a credit limit you can comfortably repay. Round numbers in whole dollars are fine.
      </p>
      <StepFormFrame
        step={step}
        form={form}
        fields={fields}
        onValid={submit}
        label="Your income and costs"
        busyLabel="Checking…"
      >
        <MoneyField
          {...income}
          hint="Salary and other regular income, in US dollars. If you are paid in another currency, convert it at today’s rate."
          error={errors.income?.message}
          {...form.register('income')}
        />
        <RadioGroupField
          {...residenceType}
          options={optionsOf(residenceTypeLabels)}
          error={errors.residenceType?.message}
          {...form.register('residenceType')}
        />
        {paysForHousing ? (
          <ClearWhenHidden form={form} names={['accommodationCost']}>
            <MoneyField
              {...accommodationCost}
              label={housing === 'rent' ? 'Your monthly rent' : 'Your monthly mortgage payment'}
              hint="Your share, in US dollars."
              error={errors.accommodationCost?.message}
              {...form.register('accommodationCost')}
            />
          </ClearWhenHidden>
        ) : null}
        <MoneyField
          {...financialCommitments}
          hint="Optional. Loans, car payments and minimum payments on other cards, in US dollars."
          error={errors.financialCommitments?.message}
          {...form.register('financialCommitments')}
        />
      </StepFormFrame>
    </>
  );
}
