import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlData, graphqlRefusal } from '../../testing/fake-graphql';
import { application, renderApplication, upload } from './back-office-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'wp_staff_session_hash=; path=/; max-age=0';
});

describe('one application in the back office', () => {
  it('shows the answers in groups, the checks, and the decisions with the policy suggestion set apart', async () => {
    renderApplication({ OpsApplication: () => graphqlData({ opsApplication: application }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rosa Ortega #7' })).toBeVisible();
    // The server's groups, one per wizard step, under the step's title, in its order (decision 071).
    const answers = screen.getByRole('heading', { level: 2, name: 'Answers' }).closest('section') as HTMLElement;
    expect(
      within(answers)
        .getAllByRole('heading', { level: 3 })
        .map((title) => title.textContent),
    ).toEqual(['About you', 'Your income and costs']);
    const aboutYou = within(screen.getByRole('region', { name: 'About you' }));
    expect(aboutYou.getByText('Date of birth').nextElementSibling).toHaveTextContent('April 2, 1990');
    expect(aboutYou.getByText('Passport number').nextElementSibling).toHaveTextContent('Not given');
    const finances = within(screen.getByRole('region', { name: 'Your income and costs' }));
    expect(finances.getByText('Housing').nextElementSibling).toHaveTextContent('I own, without a mortgage');

    const checks = screen.getByRole('table', { name: 'Check results' });
    expect(within(checks).getByRole('row', { name: 'Identity questions Passed —' })).toBeVisible();
    expect(within(checks).getByRole('row', { name: /Credit report Report received Score 712/ })).toBeVisible();

    const report = screen.getByRole('region', { name: 'Credit report' });
    expect(report).toHaveTextContent('Score712 (FICO 8)');
    expect(report).toHaveTextContent('Length of credit history');

    const suggestion = screen.getByRole('note', { name: 'Policy suggestion' });
    expect(suggestion).toHaveTextContent('Policy suggestion: Refer (decision-2026-11)');
    expect(suggestion).toHaveTextContent('The passport name does not match the application.');
    expect(suggestion).not.toHaveTextContent('documentMismatch');
    const decisions = within(screen.getByRole('table', { name: 'Decisions so far' })).getAllByRole('row');
    expect(decisions[1]).toHaveTextContent('Approve, limit $3,000');
    expect(decisions[1]).not.toHaveClass('ops-decision--suggestion');
    expect(decisions[2]).toHaveClass('ops-decision--suggestion');
    expect(decisions[2]).toHaveTextContent('Policy decision-2026-11 (on submit)');
  });

  it('reads no document until one is opened, then fetches that one from the staff file address with the staff header; each shows its four flags', async () => {
    const user = userEvent.setup();
    const { fileRequests } = renderApplication({ OpsApplication: () => graphqlData({ opsApplication: application }) });
    // Opening a file is an audited read: the page alone reads none (decision 071).
    await user.click(await screen.findByRole('button', { name: 'View passport.png' }));
    const image = await screen.findByRole('img', { name: 'Passport: passport.png' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(fileRequests).toEqual([
      { url: '/api/v1/ops/applications/7/files/31', headers: { 'x-staff-session-hash': 'staff-hash' } },
    ]);
    const [passport, paystub] = screen.getAllByRole('list', { name: 'Document checks' });
    expect(
      within(passport as HTMLElement)
        .getAllByRole('listitem')
        .map((flag) => flag.textContent),
    ).toEqual(['Recognised: yes', 'Valid: yes', 'Expired: no', 'Name mismatch: yes']);
    expect(within(passport as HTMLElement).getByText('Name mismatch: yes')).toHaveClass('ops-flag--problem');
    expect(paystub).toBeDefined();
    expect(screen.getByRole('button', { name: 'View paystub.pdf' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download paystub.pdf' })).toBeVisible();
    expect(fileRequests).toHaveLength(1);
  });

  it('follows no file address outside the staff files route, whatever the answer says', async () => {
    const user = userEvent.setup();
    const elsewhere = { ...application, documents: [upload({ downloadUrl: 'https://elsewhere.example/files/31' })] };
    const { fileRequests } = renderApplication({ OpsApplication: () => graphqlData({ opsApplication: elsewhere }) });
    await user.click(await screen.findByRole('button', { name: 'View passport.png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be loaded.');
    expect(fileRequests).toEqual([]);
  });

  it('masks the SSN and reveals it only after a confirmation that says the reveal is logged', async () => {
    const user = userEvent.setup();
    const { server } = renderApplication({
      OpsApplication: () => graphqlData({ opsApplication: application }),
      OpsRevealSsn: () => graphqlData({ opsRevealSsn: '123-45-6789' }),
    });
    expect(await screen.findByText('•••-••-6789')).toBeVisible();
    expect(screen.queryByText('123-45-6789')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Reveal SSN' }));
    expect(screen.getByText(/This is logged/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('OpsRevealSsn')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reveal SSN' }));
    await user.click(screen.getByRole('button', { name: 'Reveal and log' }));
    expect(await screen.findByText('123-45-6789')).toBeVisible();
    expect(server.callsTo('OpsRevealSsn')).toEqual([
      { operationName: 'OpsRevealSsn', variables: { applicationId: 7 } },
    ]);
  });

  it('says why when the reveal is refused, and keeps the SSN masked', async () => {
    const user = userEvent.setup();
    renderApplication({
      OpsApplication: () => graphqlData({ opsApplication: application }),
      OpsRevealSsn: () => graphqlRefusal('STAFF_FORBIDDEN', 'Your role cannot do this.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Reveal SSN' }));
    await user.click(screen.getByRole('button', { name: 'Reveal and log' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role cannot do this.');
    expect(screen.getByText('•••-••-6789')).toBeVisible();
  });

  it.each([
    ['an id that is not a whole number', '/ops/applications/7x', 0],
    ['an application the server does not know', '/ops/applications/99', 1],
  ])('says an application is not found: %s', async (_name, at, calls) => {
    const { server } = renderApplication(
      { OpsApplication: () => graphqlRefusal('NOT_FOUND', 'Application not found.') },
      at,
    );
    expect(await screen.findByRole('heading', { name: 'Application not found' })).toBeVisible();
    expect(server.callsTo('OpsApplication')).toHaveLength(calls);
  });

  it('sends a signed-out visitor to the staff sign-in', async () => {
    renderApplication({ OpsApplication: () => graphqlRefusal('STAFF_SESSION_INVALID', 'Sign in.', 401) });
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  });
});
