import { useState } from 'react';
import { Link } from 'react-router';
import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { AccountPart, partLoadOf } from '../../../components/account/account-part';
import { FormAlert } from '../../../components/form/form-alert';
import { ApiError, refusedField } from '../../../lib/api-errors';
import { balanceWords } from '../common/money-words';
import { useMyPaymentBankAccounts, type PaymentBankAccount } from './api/payment-bank-accounts';
import { useMyPaymentOptions, type PaymentOptions } from './api/payment-options';
import type { CardPayment } from './api/payments';
import { emptyPayDraft, payFields, type PayDraft, type PayErrors } from './pay-draft';
import { PayForm } from './pay-form';
import { PayReceipt } from './pay-receipt';
import { PayReview, type ReviewedPayment } from './pay-review';
import '../card-account.css';

type Stage =
  | { kind: 'form'; errors: PayErrors; alert: string | null }
  | { kind: 'review'; payment: ReviewedPayment; amountCents: number }
  | { kind: 'receipt'; payment: CardPayment };

/** A refusal at the field it is about, or as a message over the form. */
function refusalStage(error: Error): Stage {
  if (error instanceof ApiError) {
    const field = refusedField(error, payFields);
    if (field) return { kind: 'form', errors: { [field.field]: field.text }, alert: null };
    if (error.code === 'NOTHING_TO_PAY') return { kind: 'form', errors: { amountChoice: error.message }, alert: null };
  }
  return { kind: 'form', errors: {}, alert: error.message };
}

function PayFlow({ options, accounts }: { options: PaymentOptions; accounts: PaymentBankAccount[] }) {
  const [draft, setDraft] = useState<PayDraft>(() =>
    accounts.length === 1 && accounts[0] ? { ...emptyPayDraft, bankAccountId: accounts[0].id } : emptyPayDraft,
  );
  const [stage, setStage] = useState<Stage>({ kind: 'form', errors: {}, alert: null });

  if (stage.kind === 'receipt') return <PayReceipt payment={stage.payment} />;
  if (stage.kind === 'review') {
    return (
      <PayReview
        payment={stage.payment}
        amountCents={stage.amountCents}
        account={accounts.find((account) => account.id === stage.payment.bankAccountId)}
        options={options}
        onPaid={(payment) => setStage({ kind: 'receipt', payment })}
        onRefused={(error) => setStage(refusalStage(error))}
        onEdit={() => setStage({ kind: 'form', errors: {}, alert: null })}
      />
    );
  }
  return (
    <>
      {stage.alert ? <FormAlert>{stage.alert}</FormAlert> : null}
      <PayForm
        options={options}
        accounts={accounts}
        draft={draft}
        errors={stage.errors}
        onReview={(reviewed, checked) => {
          setDraft(reviewed);
          setStage({ kind: 'review', payment: checked.request, amountCents: checked.amountCents });
        }}
      />
    </>
  );
}

/**
 * /account/pay (docs/product-rules.md#card-payments): choose the bank account,
 * the amount and the day, review, confirm, and the receipt.
 */
export function PayPage() {
  const options = useMyPaymentOptions();
  const accounts = useMyPaymentBankAccounts();
  return (
    <div className="card-account">
      <title>{`Make a payment | ${PRODUCT.name}`}</title>
      <header className="card-account__header">
        <p className="account-page__eyebrow">Your account</p>
        <p className="card-account__back">
          <Link to={sitePaths.accountStatements}>Statements and activity</Link>
        </p>
        <h1>Make a payment</h1>
        {options.data ? (
          <p className="page__lead">{`Your current balance is ${balanceWords(options.data.currentBalanceCents)}.`}</p>
        ) : null}
      </header>
      <AccountPart
        id="pay"
        title="Your payment"
        load={partLoadOf([options, accounts])}
        failureText="We could not load what you owe."
      >
        {() =>
          options.data && accounts.data ? (
            <PayFlow options={options.data} accounts={accounts.data} />
          ) : (
            <p>You do not have a card account yet.</p>
          )
        }
      </AccountPart>
    </div>
  );
}
