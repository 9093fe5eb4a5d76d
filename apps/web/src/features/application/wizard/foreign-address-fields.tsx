import { TextField } from '../../../components/form/text-field';
import { askedField, type StepForm } from './step-form';

const foreignStreet = askedField('foreignStreet');
const foreignCity = askedField('foreignCity');
const foreignPostalCode = askedField('foreignPostalCode');
const foreignCountry = askedField('foreignCountry');

/** The foreign address fields for a form's error summary, in page order. */
export const foreignAddressSummaryFields = [foreignStreet, foreignCity, foreignPostalCode, foreignCountry];

/**
 * Where an applicant still abroad lives now. Optional; once started, the
 * street, city and country are needed (identity-step-schemas).
 */
export function ForeignAddressFields({ form }: { form: StepForm }) {
  const { errors } = form.formState;
  const token = (part: string) => `section-abroad ${part}`;
  return (
    <fieldset className="field-group">
      <legend className="field-group__legend">Where you live now</legend>
      <p className="field__hint">Optional. Your current address outside the US, until you move.</p>
      <TextField
        {...foreignStreet}
        autoComplete={token('street-address')}
        error={errors.foreignStreet?.message}
        {...form.register('foreignStreet')}
      />
      <TextField
        {...foreignCity}
        autoComplete={token('address-level2')}
        error={errors.foreignCity?.message}
        {...form.register('foreignCity')}
      />
      <TextField
        {...foreignPostalCode}
        hint="If your country uses them."
        autoComplete={token('postal-code')}
        error={errors.foreignPostalCode?.message}
        {...form.register('foreignPostalCode')}
      />
      <TextField
        {...foreignCountry}
        autoComplete={token('country-name')}
        error={errors.foreignCountry?.message}
        {...form.register('foreignCountry')}
      />
    </fieldset>
  );
}
