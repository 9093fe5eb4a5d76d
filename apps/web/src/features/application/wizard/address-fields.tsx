import { addressPartLabels } from '@waypoint/domain/application/answers/answer-labels';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { usStateNames } from '../../../components/form/us-state-names';
import { optionsOf } from './choice-labels';
import { stepField, type StepForm } from './step-form';

const stateOptions = optionsOf(usStateNames);

/** The draft names of one address: the home address, or the employer's. */
export interface AddressFieldNames {
  street: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
}

export const homeAddress: AddressFieldNames = {
  street: 'street',
  street2: 'street2',
  city: 'city',
  state: 'state',
  zip: 'zip',
};

export const employerAddress: AddressFieldNames = {
  street: 'employerAddress',
  street2: 'employerAddress2',
  city: 'employerCity',
  state: 'employerState',
  zip: 'employerZipCode',
};

/** The address's fields for a form's error summary, in page order. */
function addressFields(names: AddressFieldNames) {
  return {
    street: stepField(names.street, addressPartLabels.street),
    street2: stepField(names.street2, addressPartLabels.street2),
    city: stepField(names.city, addressPartLabels.city),
    state: stepField(names.state, addressPartLabels.state),
    zip: stepField(names.zip, addressPartLabels.zip),
  };
}

export function addressSummaryFields(names: AddressFieldNames) {
  return Object.values(addressFields(names));
}

export function addressFieldList(names: AddressFieldNames): string[] {
  return [names.street, names.street2, names.city, names.state, names.zip];
}

export interface AddressFieldsProps {
  form: StepForm;
  names: AddressFieldNames;
  /** Browser autofill section, so a work address is not filled with the home one. */
  section: 'home' | 'work';
  legend: string;
  hint?: string;
}

/** A US address, with the autofill tokens that let browsers and password managers fill it. */
export function AddressFields({ form, names, section, legend, hint }: AddressFieldsProps) {
  const { street, street2, city, state, zip } = addressFields(names);
  const { errors } = form.formState;
  const token = (part: string) => `section-${section} ${part}`;
  return (
    <fieldset className="field-group">
      <legend className="field-group__legend">{legend}</legend>
      {hint ? <p className="field__hint">{hint}</p> : null}
      <TextField
        {...street}
        autoComplete={token('address-line1')}
        error={errors[names.street]?.message}
        {...form.register(names.street)}
      />
      <TextField
        {...street2}
        hint="Optional"
        autoComplete={token('address-line2')}
        error={errors[names.street2]?.message}
        {...form.register(names.street2)}
      />
      <div className="field-row">
        <TextField
          {...city}
          autoComplete={token('address-level2')}
          error={errors[names.city]?.message}
          {...form.register(names.city)}
        />
        <SelectField
          {...state}
          options={stateOptions}
          placeholder="Choose a state"
          autoComplete={token('address-level1')}
          error={errors[names.state]?.message}
          {...form.register(names.state)}
        />
        <TextField
          {...zip}
          inputMode="numeric"
          autoComplete={token('postal-code')}
          error={errors[names.zip]?.message}
          {...form.register(names.zip)}
        />
      </div>
    </fieldset>
  );
}
