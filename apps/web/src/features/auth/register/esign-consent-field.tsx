import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router';
import { disclosureDocuments } from '@waypoint/domain/disclosures/disclosure-documents';
import { PRODUCT } from '@waypoint/domain/product';
import { CheckboxField } from '../../../components/form/checkbox-field';

const eSign = disclosureDocuments.REGISTER_ESIGN;

export interface ESignConsentFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'type'> {
  id: string;
  error?: string | undefined;
}

/**
 * The E-SIGN consent the account is created under. The agreement opens in a
 * new tab, so reading it does not lose what was typed in the form.
 */
export function ESignConsentField(props: ESignConsentFieldProps) {
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
