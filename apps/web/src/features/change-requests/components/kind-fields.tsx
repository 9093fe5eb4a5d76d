import type { ChangeRequestKind } from '@waypoint/domain/change-requests/change-request-kinds';
import { changeRequestFieldLabels } from '@waypoint/domain/change-requests/change-request-kinds';
import { DateField } from '../../../components/form/date-field';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { usStateNames } from '../../../components/form/us-state-names';
import type { useSchemaForm } from '../../../components/form/use-schema-form';

const stateOptions = Object.entries(usStateNames).map(([value, label]) => ({ value, label }));

/** The control's id of a change-request field: the error summary links to it. */
export const fieldId = (name: string) => `change-request-${name}`;

export const kindLegends: Record<ChangeRequestKind, string> = {
  name: 'Your new name',
  address: 'Your new home address',
  scra: 'Your active duty',
};

type FieldProps = ReturnType<typeof useSchemaForm<Record<string, string>, Record<string, string>>>['fieldProps'];

/** One kind's fields, with the autofill tokens browsers fill a name or an address by. */
export function KindFields({
  kind,
  fieldProps,
  today,
}: {
  kind: ChangeRequestKind;
  fieldProps: FieldProps;
  today: string;
}) {
  const field = (name: string) =>
    fieldProps({ name, id: fieldId(name), label: changeRequestFieldLabels[name] ?? name });
  switch (kind) {
    case 'name':
      return (
        <>
          <p className="field__hint">As on the document you send as proof.</p>
          <TextField {...field('firstName')} autoComplete="given-name" />
          <TextField {...field('middleName')} hint="Optional" autoComplete="additional-name" />
          <TextField {...field('lastName')} autoComplete="family-name" />
        </>
      );
    case 'address':
      return (
        <>
          <p className="field__hint">A US address where you live now. We send your card and statements there.</p>
          <TextField {...field('street')} autoComplete="address-line1" />
          <TextField {...field('street2')} hint="Optional" autoComplete="address-line2" />
          <div className="change-requests__row">
            <TextField {...field('city')} autoComplete="address-level2" />
            <SelectField
              {...field('state')}
              options={stateOptions}
              placeholder="Choose a state"
              autoComplete="address-level1"
            />
            <TextField {...field('zip')} inputMode="numeric" autoComplete="postal-code" />
          </div>
        </>
      );
    case 'scra':
      return <DateField {...field('activeDutyStartDate')} max={today} hint="The day your active duty began." />;
  }
}
