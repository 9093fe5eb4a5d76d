import { useWatch } from 'react-hook-form';
import { hasCompleteHomeAddress } from '@waypoint/domain/application/addresses/shipping-address';
import { cardDestinationLabels } from '@waypoint/domain/application/answers/choice-labels';
import { applicableFields, isAsked } from '@waypoint/domain/application/schemas/applicable-fields';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { useWizard } from '../state/wizard-context';
import {
  AddressFields,
  addressFieldList,
  addressSummaryFields,
  employerAddress,
  homeAddress,
} from '../wizard/address-fields';
import { ClearWhenHidden } from '../wizard/clear-when-hidden';
import { askedField, StepFormFrame } from '../wizard/step-form';
import { useContinue, useStepForm } from '../wizard/use-step-form';

type ShippingStepName = 'NonUS_Expat_Shipping_Info' | 'US_Expat_Shipping_Info';

const shipToHome = askedField('shipToHome');
const employmentStatus = 'employmentStatus';
const fields = [shipToHome, ...addressSummaryFields(homeAddress), ...addressSummaryFields(employerAddress)];
const fieldNames = [
  'shipToHome',
  employmentStatus,
  ...addressFieldList(homeAddress),
  ...addressFieldList(employerAddress),
];

function homeAddressLine(draft: ReturnType<typeof useWizard>['draft']): string | null {
  if (!hasCompleteHomeAddress(draft)) return null;
  return [draft.street, draft.street2, `${draft.city}, ${draft.state ?? ''} ${draft.zip ?? ''}`.trim()]
    .filter(Boolean)
    .join(', ');
}

/**
 * Shipping_Info (non-US and US): home or work (product-rules#choice-values),
 * each with a complete US address (shippingSchema): the home address given
 * on "About you" is shown and sent as it is; a new arrival who gave none is
 * asked for it here; work asks for the workplace address. Applicants with no
 * employer are offered home only.
 */
export function ShippingStep({ step }: { step: ShippingStepName }) {
  const { draft } = useWizard();
  const form = useStepForm(step, fieldNames);
  const continueWith = useContinue(step);
  const choice = useWatch({ control: form.control, name: 'shipToHome' });
  const questions = applicableFields(step, { shipToHome: choice });
  const { errors } = form.formState;
  const home = homeAddressLine(draft);
  const working = draft.employmentStatus !== 'retired' && draft.employmentStatus !== 'unemployed';
  const options = [
    {
      value: 'true',
      label: cardDestinationLabels.home,
      hint: home ?? 'The US address you live at, or will live at. We ask for it below.',
    },
    ...(working
      ? [
          {
            value: 'false',
            label: cardDestinationLabels.workplace,
            hint: 'Useful if you are still settling in. We ask for its address.',
          },
        ]
      : []),
  ];
  return (
    <>
      <p className="step-lead">
        Your card arrives by mail in a plain envelope at a US address. It can only be activated once you are in the US.
      </p>
      <StepFormFrame
        step={step}
        form={form}
        fields={fields}
        onValid={({ [employmentStatus]: _asked, ...answers }) => continueWith(answers)}
        label="Card delivery"
      >
        {/* Read by the schema: a card is not sent to the workplace of someone with no employer. */}
        <input type="hidden" {...form.register(employmentStatus)} />
        <RadioGroupField
          {...shipToHome}
          options={options}
          error={errors.shipToHome?.message}
          {...form.register('shipToHome')}
        />
        {home ? (
          // The home address on file goes with the answers unchanged: the schema checks it is complete.
          addressFieldList(homeAddress).map((name) => <input key={name} type="hidden" {...form.register(name)} />)
        ) : isAsked(questions, 'street') ? (
          <AddressFields
            form={form}
            names={homeAddress}
            section="home"
            legend="Your US home address"
            hint="Where the card is mailed. An address where you will live once you arrive is fine."
          />
        ) : null}
        {isAsked(questions, 'employerAddress') ? (
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
