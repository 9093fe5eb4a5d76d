import { useEffect, useRef } from 'react';
import { redemptionMessages } from '@waypoint/domain/rewards/rewards-ledger';
import { AccountPart, partLoadOf } from '../../components/account/account-part';
import { ApiError } from '../../lib/api-errors';
import { formatDay } from '../../lib/dates';
import { useMyRewards, useRedeemCashBack, type Rewards } from './api/rewards';
import './rewards-panel.css';

const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$12.34" from integer cents. */
export function formatCents(cents: number): string {
  return dollarsAndCents.format(cents / 100);
}

/** Basis points as a percentage: 300 -> "3%", 150 -> "1.5%". */
export function formatRate(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}

/** A ledger row's amount with its sign: earnings add, reversals and redemptions take away. */
function signedCents(cents: number): string {
  return cents < 0 ? `−${formatCents(-cents)}` : `+${formatCents(cents)}`;
}

/** Why the redeem button is off, in the rules' own words (docs/product-rules.md#cash-back); null when it is on. */
export function redeemBlockedReason(rewards: Rewards): string | null {
  if (rewards.canRedeem) return null;
  if (rewards.onTimePayments < rewards.onTimePaymentsNeeded) return redemptionMessages.notYet(rewards.onTimePayments);
  return redemptionMessages.nothingToRedeem;
}

/** A refusal means the request was read and answered: a new click is a new request. No answer keeps the id. */
function answeredByServer(error: Error): boolean {
  return error instanceof ApiError && error.status < 500;
}

function RateExplained({ rewards }: { rewards: Rewards }) {
  return (
    <div className="rewards-panel__rate">
      <p className="rewards-panel__figure">
        <span className="rewards-panel__label">Your cash-back rate</span>
        <strong>{formatRate(rewards.rateBasisPoints)}</strong>
      </p>
      <ul className="rewards-panel__why">
        <li>{`Base rate ${formatRate(rewards.baseRateBasisPoints)}`}</li>
        {rewards.boosts.map((boost) => (
          <li key={`${boost.activatedAt}-${boost.endsAt}`}>
            {`+1% for a friend you invited who activated a card, until ${formatDay(boost.endsAt)}`}
          </li>
        ))}
      </ul>
      {rewards.capped ? (
        <p className="account-part__note">
          {`The rate is capped at ${formatRate(rewards.rateBasisPoints)}: more boosts than that count, and the extra ones add nothing.`}
        </p>
      ) : null}
    </div>
  );
}

function CycleMeter({ rewards }: { rewards: Rewards }) {
  const text = `${formatCents(rewards.cycleEligibleCents)} of ${formatCents(rewards.cycleCapCents)} earning cash back this billing cycle`;
  return (
    <div className="rewards-panel__cycle">
      <p id="rewards-cycle-text">{text}</p>
      <meter
        className="rewards-panel__meter"
        min={0}
        max={Math.max(rewards.cycleCapCents, 1)}
        value={rewards.cycleEligibleCents}
        aria-labelledby="rewards-cycle-text"
      />
      <p className="account-part__note">
        Purchases earn cash back up to your credit limit each billing cycle; spending above it earns nothing until the
        next cycle.
      </p>
    </div>
  );
}

function RedeemAction({ rewards }: { rewards: Rewards }) {
  const redeem = useRedeemCashBack();
  // One id per attempt: made on the click, kept while the attempt has had no answer, so a retry pays once.
  const attemptId = useRef<string | null>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const blocked = redeemBlockedReason(rewards);
  const succeeded = redeem.isSuccess;

  // Once paid the button turns off (nothing left) and would drop the keyboard's place: it moves to the news.
  useEffect(() => {
    if (succeeded) done.current?.focus();
  }, [succeeded]);

  const send = () => {
    if (redeem.isPending) return;
    attemptId.current ??= crypto.randomUUID();
    redeem.mutate(attemptId.current, {
      onSuccess: () => {
        attemptId.current = null;
      },
      onError: (error) => {
        if (answeredByServer(error)) attemptId.current = null;
      },
    });
  };

  return (
    <div className="rewards-panel__redeem">
      <button
        type="button"
        className="button button--primary"
        disabled={blocked !== null}
        // Kept focusable while the request is out (a disabled button loses focus); a second press is ignored.
        aria-disabled={redeem.isPending || undefined}
        aria-describedby={blocked ? 'rewards-redeem-reason' : undefined}
        onClick={send}
      >
        {redeem.isPending ? 'Redeeming…' : `Redeem ${formatCents(Math.max(rewards.balanceCents, 0))}`}
      </button>
      {blocked ? (
        <p id="rewards-redeem-reason" className="account-part__note">
          {blocked}
        </p>
      ) : null}
      {redeem.isError ? (
        <p role="alert" className="rewards-panel__error">
          {answeredByServer(redeem.error)
            ? redeem.error.message
            : 'We could not reach the bank to redeem your cash back. Press Redeem again: you will be paid once.'}
        </p>
      ) : null}
      {redeem.isSuccess ? (
        <p role="status" className="rewards-panel__done" ref={done} tabIndex={-1}>
          Redeemed as a statement credit. It shows on your next statement.
        </p>
      ) : null}
    </div>
  );
}

function RecentRows({ rewards }: { rewards: Rewards }) {
  if (rewards.recent.length === 0) {
    return <p className="account-part__note">No cash back yet: purchases with your card earn it as they post.</p>;
  }
  return (
    <>
      <h3 className="rewards-panel__subtitle">Recent activity</h3>
      <ul className="rewards-panel__rows">
        {rewards.recent.map((row) => (
          <li key={row.id} className="rewards-panel__row">
            <span>
              <span className="rewards-panel__row-what">{row.description}</span>
              <span className="rewards-panel__row-when">{formatDay(row.createdAt)}</span>
            </span>
            <span className="rewards-panel__row-amount">{signedCents(row.amountCents)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function RewardsContent({ rewards }: { rewards: Rewards }) {
  return (
    <>
      <RateExplained rewards={rewards} />
      <dl className="account-details rewards-panel__numbers">
        <div>
          <dt>Cash-back balance</dt>
          <dd className="rewards-panel__balance">{formatCents(rewards.balanceCents)}</dd>
        </div>
        <div>
          <dt>On-time payments</dt>
          <dd>{`${rewards.onTimePayments} of ${rewards.onTimePaymentsNeeded} needed to redeem`}</dd>
        </div>
      </dl>
      <CycleMeter rewards={rewards} />
      <RedeemAction rewards={rewards} />
      <RecentRows rewards={rewards} />
    </>
  );
}

/**
 * "Your cash back" on `/account` (docs/product-rules.md#cash-back): the rate and why, the balance,
 * the cycle's earning spend against its cap, on-time payments towards redemption, the redeem
 * button, and the latest ledger rows. Loads and fails on its own; shows nothing before a card.
 */
export function RewardsPanel() {
  const rewards = useMyRewards();
  if (rewards.status === 'success' && rewards.data === null) return null;
  return (
    <AccountPart
      id="rewards"
      title="Your cash back"
      load={partLoadOf([rewards])}
      failureText="We could not load your cash back."
    >
      {() => (rewards.data ? <RewardsContent rewards={rewards.data} /> : null)}
    </AccountPart>
  );
}
