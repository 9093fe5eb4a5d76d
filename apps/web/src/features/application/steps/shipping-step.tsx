import { useWatch } from 'react-hook-form';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { useWizard } from '../state/wizard-context';
import { AddressFields, addressFieldList, addressSummaryFields, employerAddress } from '../wizard/address-fields';
import { ClearWhenHidden } from '../wizard/clear-when-hidden';
import { stepField, StepFormFrame } from '../wizard/step-form';
import { useContinue, useStepForm } from '../wizard/use-step-form';

type ShippingStepName = 'NonUS_Expat_Shipping_Info' | 'US_Expat_Shipping_Info';

const shipToHome = stepField('shipToHome', 'Send my card to');
const fields = [shipToHome, ...addressSummaryFields(employerAddress)];
const fieldNames = ['shipToHome', ...addressFieldList(employerAddress)];

function homeAddressLine(draft: ReturnType<typeof useWizard>['draft']): string | null {
  if (!draft.street || !draft.city) return null;
  return [draft.street, draft.street2, `${draft.city}, ${draft.state ?? ''} ${draft.zip ?? ''}`.trim()]
    .filter(Boolean)
    .join(', ');
}

/** Shipping_Info (non-US and US): home or work (spec §9 shipping choices); work needs the work address. */
export function ShippingStep({ step }: { step: ShippingStepName }) {
  const { draft } = useWizard();
  const form = useStepForm(step, fieldNames);
  const continueWith = useContinue(step);
  const choice = useWatch({ control: form.control, name: 'shipToHome' });
  const { errors } = form.formState;
  const home = homeAddressLine(draft);
  const options = [
    {
      value: 'true',
      label: 'My home',
      hint: home ?? 'The US address you will live at. You can add it on the “About you” screen.',
    },
    { value: 'false', label: 'My workplace', hint: 'Useful if you are still settling in.' },
  ];
  return (
    <>
      <p className="step-lead">
        Your card arrives by mail in a plain envelope. It can only be activated once you are in the US.
      </p>
      <StepFormFrame
        step={step}
        form={form}
        fields={fields}
        onValid={(answers) => continueWith(answers)}
        label="Card delivery"
      >
        <RadioGroupField
          {...shipToHome}
          options={options}
          error={errors.shipToHome?.message}
          {...form.register('shipToHome')}
        />
        {choice === 'false' ? (
          <ClearWhenHidden form={form} names={addressFieldList(employerAddress)}>
            <AddressFields
              form={form}
              names={employerAddress}
              section="work"
              legend="Your workplace address"
              hint={draft.employerName ? `The address of ${draft.employerName} where you work.` : undefined}
            />
          </ClearWhenHidden>
        ) : null}
      </StepFormFrame>
    </>
  );
}
