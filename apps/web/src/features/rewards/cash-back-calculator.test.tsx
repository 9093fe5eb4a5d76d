import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CashBackCalculatorTexts } from '@waypoint/domain/rewards/cash-back-calculator-input';
import { CashBackCalculator, CashBackCalculatorView, initialCalculatorTexts } from './cash-back-calculator';
import { formatUsdCents } from './usd-format';

// Without a DOM in the unit project, each input is rendered as the fields would hold it after typing.
const render = (change: Partial<CashBackCalculatorTexts>) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <CashBackCalculatorView texts={{ ...initialCalculatorTexts, ...change }} onChange={() => undefined} />
    </MemoryRouter>,
  );
const figure = (html: string, label: string) => new RegExp(`<dt>${label}</dt><dd>([^<]*)</dd>`).exec(html)?.[1];

describe('CashBackCalculator', () => {
  it('starts with an estimate at the base 1% rate, in a polite live region', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <CashBackCalculator />
      </MemoryRouter>,
    );
    expect(html).toContain('aria-live="polite"');
    expect(figure(html, 'Your cash-back rate')).toBe('1%');
    expect(figure(html, 'Cash back per billing cycle')).toBe('$12');
    expect(figure(html, 'Over 12 months')).toBe('$144');
  });

  it('each activated referral adds 1% and says how many more reach 6%', () => {
    const html = render({ activatedReferrals: '2' });
    expect(figure(html, 'Your cash-back rate')).toBe('3%');
    expect(html).toContain('3 more activated referrals would reach 6%.');
  });

  it('caps the rate at 6%: referrals beyond the fifth add nothing', () => {
    const html = render({ activatedReferrals: '7' });
    expect(figure(html, 'Your cash-back rate')).toBe('6%');
    expect(html).toContain('You’ve reached the 6% cap: 2 referrals beyond the fifth add nothing more.');
  });

  it('shows that spending above the credit limit earns nothing', () => {
    const html = render({ monthlySpend: '3,500', creditLimit: '3,000' });
    expect(html).toContain(
      'Spending above your $3,000 credit limit doesn’t earn cash back: $500 earns nothing this cycle.',
    );
    expect(figure(html, 'Cash back per billing cycle')).toBe('$30');
  });

  it('does not warn about the limit when spending is within it', () => {
    expect(render({})).not.toContain('earns nothing');
  });

  it('counts down the on-time payments needed before redemption', () => {
    expect(render({ onTimePayments: '1' })).toContain('You can redeem cash back after 3 on-time payments; 2 to go.');
    expect(render({ onTimePayments: '3' })).toContain(
      'You can redeem your cash back: you’ve made at least 3 on-time payments.',
    );
  });

  it('marks invalid input inline, names the fix, and withholds the estimate', () => {
    const html = render({ monthlySpend: '-50', activatedReferrals: 'lots' });
    expect(html).toContain('Your monthly spending can’t be negative. Enter 0 or more.');
    expect(html).toContain('Enter the number of referrals as a whole number from 0 to 10.');
    expect(html).toMatch(/<input[^>]*id="cash-back-monthlySpend"[^>]*aria-invalid="true"/);
    expect(html).toContain('Check the highlighted answers to see your estimate.');
    expect(html).not.toContain('Cash back per billing cycle');
  });

  it('rejects cents and words in a dollar amount', () => {
    expect(render({ creditLimit: '3000.50' })).toContain('Enter your credit limit in whole dollars, without cents.');
    expect(render({ creditLimit: 'abc' })).toContain('Enter your credit limit as a number, for example 1,500.');
  });

  it('formats money as US dollars, with cents only when there are some', () => {
    expect([formatUsdCents(300_000), formatUsdCents(1_234), formatUsdCents(5)]).toEqual(['$3,000', '$12.34', '$0.05']);
  });
});
