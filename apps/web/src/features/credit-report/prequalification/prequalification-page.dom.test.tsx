import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { softInquiryConsentText } from '@waypoint/domain/credit-report/prequalification-form';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { sandboxPassToken } from '../../../lib/recaptcha/recaptcha-provider';
import { clientSettingsRoute } from '../../../lib/recaptcha/recaptcha-test-kit';
import { SessionContext, type SessionApi } from '../../../lib/session/session-context';
import { fakeGraphqlServer, graphqlData, graphqlRefusal, type GraphqlAnswer } from '../../../testing/fake-graphql';
import { likelyApprovedAnswer, sandboxBureau } from '../../../testing/sandbox-credit-answers';
import { prequalificationFailureTexts } from './prequalification-failure';
import { PrequalificationPage } from './prequalification-page';

const likely = { ...likelyApprovedAnswer, answersCarryOver: true };

const tryAgainLater = { ...likely, outcome: 'tryAgainLater', aprLow: null, aprHigh: null, indicativeLimit: null };

const signedOut: SessionApi = {
  status: 'loggedOut',
  user: null,
  revalidate: () => Promise.resolve(),
  refreshUser: () => Promise.resolve(),
  expire: () => undefined,
  signOut: () => Promise.resolve(),
};

/** The sign-up page's stand-in: shows the names it was handed, as the register form reads them. */
function SignUpStandIn() {
  const { state } = useLocation() as { state: { firstName?: string; lastName?: string } | null };
  return <h1>{`Sign up as ${state?.firstName ?? '?'} ${state?.lastName ?? '?'}`}</h1>;
}

function renderPage(answers: (() => GraphqlAnswer)[]) {
  const queue = [...answers];
  const api = fakeGraphqlServer(
    { Prequalify: () => (queue.shift() ?? (() => graphqlData({ prequalify: likely })))() },
    clientSettingsRoute(),
  );
  vi.stubGlobal('fetch', api.fetch);
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[sitePaths.prequalify]}>
      <QueryClientProvider client={new QueryClient()}>
        <SessionContext value={signedOut}>
          <Routes>
            <Route path={sitePaths.prequalify} element={<PrequalificationPage />} />
            <Route path={sitePaths.signUp} element={<SignUpStandIn />} />
          </Routes>
        </SessionContext>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  const fillIn = async ({ ssn = '' } = {}) => {
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Middle name (optional)' }), 'Maria');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Thinfile');
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1994-03-12' } });
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByRole('textbox', { name: 'Street address' }), '12 Pine Street');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Austin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'TX');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '78701');
    await user.type(screen.getByRole('textbox', { name: /^Annual income/ }), '$55,000');
    await user.type(screen.getByRole('textbox', { name: /^Monthly housing cost/ }), '1200');
    if (ssn) await user.type(screen.getByRole('textbox', { name: /^Last four digits/ }), ssn);
    await user.click(screen.getByRole('checkbox', { name: softInquiryConsentText }));
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Check my eligibility' }));
  return { api, user, fillIn, submit };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the eligibility check page, as a visitor uses it', () => {
  it('says it is a soft inquiry that does not affect the credit score', () => {
    renderPage([]);
    expect(screen.getByRole('heading', { level: 1, name: 'See if you are likely to be approved' })).toBeVisible();
    expect(screen.getByText(/soft credit inquiry\. It does not affect your credit score/)).toBeVisible();
    expect(screen.getByRole('checkbox', { name: softInquiryConsentText })).not.toBeChecked();
  });

  it('lists what is missing in a summary, asks the address only of someone living in the US, and sends nothing', async () => {
    const { api, user, submit } = renderPage([]);
    expect(screen.queryByRole('textbox', { name: 'Street address' })).toBeNull();
    await submit();
    // The check waits for the schema, which loads with the form's first focus (decision 091).
    const lines = (await screen.findAllByRole('link', { name: /: / })).map((link) => link.textContent?.split(':')[0]);
    expect(lines).toEqual([
      'First name',
      'Last name',
      'Date of birth',
      'Do you live in the US?',
      'Annual income, before tax',
      'Monthly housing cost',
      'Soft credit check',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByRole('textbox', { name: /^Last four digits/ }), '12a');
    await submit();
    const again = screen.getAllByRole('link', { name: /: / }).map((link) => link.textContent?.split(':')[0]);
    expect(again).toEqual(expect.arrayContaining(['Street address', 'City', 'State', 'ZIP code']));
    expect(screen.getByRole('textbox', { name: /^Last four digits/ })).toBeInvalid();
    expect(api.calls).toEqual([]);
  });

  it('sends the answers with the security token, shows the likely answer, and hands the names to sign-up', async () => {
    const { api, user, fillIn, submit } = renderPage([]);
    await fillIn();
    await submit();
    const heading = await screen.findByRole('heading', { name: 'You are likely to be approved' });
    expect(heading).toHaveFocus();
    expect(api.callsTo('Prequalify')[0]?.variables).toEqual({
      input: {
        firstName: 'Ana',
        middleName: 'Maria',
        lastName: 'Thinfile',
        dob: '1994-03-12',
        inUS: true,
        street: '12 Pine Street',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        income: 55000,
        accommodationCost: 1200,
        ssnLastFour: null,
        consent: true,
      },
      recaptchaToken: sandboxPassToken,
    });
    expect(screen.getByText('19.99% – 23.99%')).toBeVisible();
    expect(screen.getByText('$1,500')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Continue to sign up' }));
    expect(await screen.findByRole('heading', { name: 'Sign up as Ana Thinfile' })).toBeVisible();
  });

  it('shows a refused field beside it, and a limit above the form, keeping the answers', async () => {
    const { fillIn, submit } = renderPage([
      () => ({
        status: 400,
        body: {
          errors: [
            {
              message: 'zip: Please enter a valid ZIP code',
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: [{ field: 'zip', message: 'Please enter a valid ZIP code' }],
              },
            },
          ],
        },
      }),
      () => graphqlRefusal('TOO_MANY_REQUESTS', 'Too many requests', 429),
    ]);
    await fillIn({ ssn: '1234' });
    await submit();
    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    await vi.waitFor(() => expect(zip).toBeInvalid());
    expect(zip).toHaveAccessibleDescription(/Please enter a valid ZIP code/);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(prequalificationFailureTexts.tooMany);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ana');
  });

  it('after "we could not read your file", checks again with the same answers, and can go back to change them', async () => {
    const { api, user, fillIn, submit } = renderPage([
      () => graphqlData({ prequalify: tryAgainLater }),
      () => graphqlData({ prequalify: tryAgainLater }),
      () => graphqlData({ prequalify: likely }),
    ]);
    await fillIn({ ssn: '6789' });
    await submit();
    const result = await screen.findByRole('region', { name: 'We could not read your credit file' });
    expect(within(result).getByRole('link', { name: sandboxBureau.phone })).toHaveAttribute('href', 'tel:18005550199');
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await vi.waitFor(() => expect(api.callsTo('Prequalify')).toHaveLength(2));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Check again' })).not.toHaveAttribute('aria-disabled'),
    );
    await user.click(screen.getByRole('button', { name: 'Change my answers' }));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Austin');
    expect(screen.getByRole('textbox', { name: /^Last four digits/ })).toHaveValue('6789');
    await submit();
    expect(await screen.findByRole('heading', { name: 'You are likely to be approved' })).toBeVisible();
    const [first, second, third] = api.callsTo('Prequalify').map((call) => call.variables);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
  });
});
