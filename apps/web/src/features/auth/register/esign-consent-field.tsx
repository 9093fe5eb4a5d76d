import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router';
import { PRODUCT } from '@waypoint/domain/product';
import { CheckboxField } from '../../../components/form/checkbox-field';
import type { ShownDisclosure } from '../api/register-disclosures';

export interface ESignConsentFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'type'> {
  id: string;
  error?: string | undefined;
  /** The agreement as the server lists it (its catalogue entry when the list cannot be had). */
  eSign: ShownDisclosure;
}

/**
 * The E-SIGN consent the account is created under. The agreement opens in a
 * new tab, so reading it does not lose what was typed in the form.
 */
export function ESignConsentField({ eSign, ...props }: ESignConsentFieldProps) {
  return (
    <CheckboxField
      {...props}
      label={
        <>
          I agree to the{' '}
          <Link to={eSign.path} target="_blank" rel="noopener">
            {eSign.title}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </Link>
          , so {PRODUCT.name} can give me disclosures, notices and statements electronically instead of on paper.
        </>
      }
      hint="You can ask for paper copies, or withdraw this consent, at any time."
    />
  );
}
