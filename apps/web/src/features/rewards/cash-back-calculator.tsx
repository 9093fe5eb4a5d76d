import { useEffect, useState } from 'react';
import { cashBackRules } from '@waypoint/domain/constants';
import {
  cashBackCalculatorLimits,
  parseCashBackCalculatorInput,
  type CashBackCalculatorField,
  type CashBackCalculatorTexts,
} from '@waypoint/domain/rewards/cash-back-calculator-input';
import { estimateCashBack } from '@waypoint/domain/rewards/cash-back-estimate';
import { MoneyField } from '../../components/form/money-field';
import { TextField } from '../../components/form/text-field';
import { valueOnScreen } from '../../lib/value-on-screen';
import { CashBackEstimateSummary } from './cash-back-estimate-summary';
import { formatRateBasisPoints } from './usd-format';
import './cash-back-calculator.css';

/** A typical first card: spending a little under half the limit, no referrals or payments yet. */
export const initialCalculatorTexts: CashBackCalculatorTexts = {
  monthlySpend: '1,200',
  creditLimit: '3,000',
  activatedReferrals: '0',
  onTimePayments: '0',
};

export interface CashBackCalculatorViewProps {
  texts: CashBackCalculatorTexts;
  onChange(field: CashBackCalculatorField, text: string): void;
  /** When the estimate is made; referral boosts are dated from it. */
  asOf?: Date;
}

/**
 * The calculator for given field texts; stateless, so any input can be rendered and checked.
 * The page gives it its h2 ("Estimate your cash back"); the estimate is an h3 below it.
 */
export function CashBackCalculatorView({ texts, onChange, asOf = new Date() }: CashBackCalculatorViewProps) {
  const parsed = parseCashBackCalculatorInput(texts);
  const errors = parsed.ok ? {} : parsed.errors;
  const fieldProps = (field: CashBackCalculatorField) => ({
    id: `cash-back-${field}`,
    name: field,
    value: texts[field],
    error: errors[field],
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });

  return (
    <div className="cash-back-calculator">
      <p className="cash-back-calculator__lead">
        Try your own numbers. Nothing you type here is saved or sent anywhere.
      </p>
      <div className="cash-back-calculator__layout">
        <div className="cash-back-calculator__fields">
          <MoneyField {...fieldProps('monthlySpend')} label="Monthly spending on eligible purchases, in US dollars" />
          <MoneyField
            {...fieldProps('creditLimit')}
            label="Your credit limit, in US dollars"
            hint="Purchases earn cash back up to your credit limit in each billing cycle."
          />
          <TextField
            {...fieldProps('activatedReferrals')}
            inputMode="numeric"
            label="Friends you referred who activated their card in the last 12 months"
            hint={`From 0 to ${cashBackCalculatorLimits.maxReferrals}. Each adds ${formatRateBasisPoints(cashBackRules.referralBoostBasisPoints)} for ${cashBackRules.referralBoostMonths} months; ${cashBackRules.referralsToReachMax} reach the ${formatRateBasisPoints(cashBackRules.maxRateBasisPoints)} cap.`}
          />
          <TextField
            {...fieldProps('onTimePayments')}
            inputMode="numeric"
            label="On-time payments made so far"
            hint={`From 0 to ${cashBackCalculatorLimits.maxOnTimePayments}.`}
          />
        </div>
        <div className="cash-back-estimate" aria-live="polite">
          <h3 className="cash-back-estimate__title">Your estimate</h3>
          {parsed.ok ? (
            <CashBackEstimateSummary input={parsed.input} estimate={estimateCashBack(parsed.input, asOf)} />
          ) : (
            <p className="cash-back-estimate__invalid">Check the highlighted answers to see your estimate.</p>
          )}
        </div>
      </div>
    </div>
  );
}

/** The rewards page's cash-back calculator: the rules of product-rules#cash-back applied to the visitor's numbers. */
export function CashBackCalculator() {
  const [texts, setTexts] = useState(initialCalculatorTexts);
  const change = (field: CashBackCalculatorField, text: string) =>
    setTexts((current) => ({ ...current, [field]: text }));
  // Numbers typed on the prerendered page before its code ran are on screen but not in `texts`:
  // take them, so the estimate is of what the visitor sees.
  useEffect(() => {
    for (const field of Object.keys(initialCalculatorTexts) as CashBackCalculatorField[]) {
      const onScreen = valueOnScreen(field);
      // The DOM is the outside system synchronised from, once: a render for the rare visitor who typed early.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (onScreen !== null && onScreen !== initialCalculatorTexts[field]) change(field, onScreen);
    }
  }, []);
  return <CashBackCalculatorView texts={texts} onChange={change} />;
}
