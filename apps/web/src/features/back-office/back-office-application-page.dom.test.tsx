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
    expect(within(screen.getByRole('region', { name: 'Identity' })).getByText('1990-04-02')).toBeVisible();
    const finances = within(screen.getByRole('region', { name: 'Finances' }));
    // Stored names and codes read as words: no "Sentilink approval" or "ownOutright" for staff to decode.
    expect(finances.getByText('$85,000')).toBeVisible();
    expect(finances.getByText('Identity risk score passed')).toBeVisible();
    expect(finances.getByText('Owns, without a mortgage')).toBeVisible();
    expect(screen.getByText('Date of birth')).toBeVisible();

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

  it('shows an image inline from the staff file address with the staff header, a PDF as a download, each with its four flags', async () => {
    const { fileRequests } = renderApplication({ OpsApplication: () => graphqlData({ opsApplication: application }) });
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
    expect(screen.getByRole('button', { name: 'Download paystub.pdf' })).toBeVisible();
    expect(screen.getByText('A PDF cannot be shown inside the back office; download it to read it.')).toBeVisible();
  });

  it('follows no file address outside the staff files route, whatever the answer says', async () => {
    const elsewhere = { ...application, documents: [upload({ downloadUrl: 'https://elsewhere.example/files/31' })] };
    const { fileRequests } = renderApplication({ OpsApplication: () => graphqlData({ opsApplication: elsewhere }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The image could not be loaded.');
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
