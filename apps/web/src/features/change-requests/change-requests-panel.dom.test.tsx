import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChangeRequestStatus } from '@waypoint/domain/change-requests/change-request-status';
import { deferred, graphqlData, graphqlRefusal } from '../../testing/fake-graphql';
import type { ChangeRequest } from './api/change-requests-api';
import { aRequest, overviewOf, renderPanel, uuid } from './change-requests-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
});

const card = () => screen.getByRole('region', { name: 'Change your details' });

describe('the change-requests panel: where the latest request stands', () => {
  it.each<[ChangeRequestStatus, Partial<ChangeRequest>, string]>([
    ['pending', {}, 'Being prepared'],
    ['submitted', { submittedAt: '2026-11-21T10:00:00.000Z' }, 'Submitted November 21, 2026 — we are reviewing it'],
    ['approved', { closedAt: '2026-11-23T10:00:00.000Z' }, 'Approved November 23, 2026 — your details are updated'],
    [
      'declined',
      { closedAt: '2026-11-23T10:00:00.000Z', declineReason: 'The bill does not show your name.' },
      'Declined November 23, 2026: The bill does not show your name.',
    ],
    ['cancelled', { closedAt: '2026-11-22T10:00:00.000Z' }, 'Cancelled November 22, 2026'],
  ])('%s reads "%s"', async (status, fields, words) => {
    renderPanel({ overview: () => overviewOf(aRequest({ status, ...fields })) });
    expect(await screen.findByText(words)).toHaveAttribute('role', 'status');
    expect(within(card()).getByRole('heading', { name: 'Your request to change your home address' })).toBeVisible();
  });

  it('asks for the signed-in user by their id', async () => {
    const { api } = renderPanel();
    expect(await screen.findByText('You have not asked for a change yet.')).toBeVisible();
    expect(api.callsTo('GetChangeRequest')[0]?.variables).toEqual({ uuid });
  });

  it('refuses a status outside the five: a load error with Try again, not the unknown word', async () => {
    const { api, user } = renderPanel({
      overview: () =>
        graphqlData({
          getChangeRequest: { changeRequestData: { ...aRequest(), status: 'archived' }, currentAddress: '' },
        }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your change requests.');
    expect(card()).not.toHaveTextContent(/archived/i);
    expect(screen.queryByRole('button', { name: 'Start a change request' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(api.callsTo('GetChangeRequest')).toHaveLength(2));
  });

  it('shows the earlier requests as a short list', async () => {
    const latest = aRequest({ id: 43, status: 'submitted', submittedAt: '2026-11-21T10:00:00.000Z' });
    const older = aRequest({
      id: 40,
      status: 'declined',
      codes: ['name', 'scra'],
      createdAt: '2026-10-02T10:00:00.000Z',
      declineReason: 'The certificate is not readable.',
    });
    renderPanel({
      overview: () => overviewOf(latest, '12 Pine Street, Austin, TX 78701'),
      history: () => graphqlData({ myChangeRequests: [latest, older] }),
    });
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('Name and servicemember status (SCRA)');
    expect(list).toHaveTextContent('Declined · started October 2, 2026');
    expect(list).toHaveTextContent('The certificate is not readable.');
  });
});

describe('starting a change request', () => {
  it('sends the chosen kinds and shows the new request being prepared', async () => {
    const started = aRequest({ id: 44, codes: ['name', 'address'] });
    let latest: ChangeRequest | null = null;
    const { api, user } = renderPanel({
      overview: () => overviewOf(latest),
      handlers: {
        StartChangeRequest: () => {
          latest = started;
          return graphqlData({ startChangeRequest: started });
        },
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Name' }));
    await user.click(screen.getByRole('checkbox', { name: 'Home address' }));
    await user.click(screen.getByRole('button', { name: 'Start a change request' }));
    expect(await screen.findByText('Being prepared')).toBeVisible();
    expect(api.callsTo('StartChangeRequest')[0]?.variables).toEqual({ codes: ['name', 'address'] });
    expect(screen.getByRole('group', { name: 'Your new name' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Your new home address' })).toBeVisible();
  });

  it('asks for at least one kind before sending anything', async () => {
    const { api, user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Start a change request' }));
    expect(await screen.findByText('Choose at least one thing to change')).toBeVisible();
    expect(api.callsTo('StartChangeRequest')).toHaveLength(0);
  });

  it('says CHANGE_REQUEST_ALREADY_OPEN in the server words', async () => {
    const refusal = 'You already have an open request to change your address. Finish or cancel it first.';
    const { user } = renderPanel({
      handlers: { StartChangeRequest: () => graphqlRefusal('CHANGE_REQUEST_ALREADY_OPEN', refusal, 409) },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Home address' }));
    await user.click(screen.getByRole('button', { name: 'Start a change request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('a kind in an open request cannot be chosen again', async () => {
    renderPanel({
      overview: () => overviewOf(aRequest({ status: 'submitted', submittedAt: '2026-11-21T10:00:00.000Z' })),
    });
    expect(await screen.findByRole('checkbox', { name: 'Home address' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Name' })).toBeEnabled();
    expect(screen.getByText('Already in an open request')).toBeVisible();
  });
});

describe('cancelling', () => {
  it('asks first; "No, keep it" sends nothing and "Yes, cancel it" cancels', async () => {
    const request = aRequest({ status: 'submitted', submittedAt: '2026-11-21T10:00:00.000Z' });
    const cancelled = { ...request, status: 'cancelled' as const, closedAt: '2026-11-22T10:00:00.000Z' };
    let answer = overviewOf(request);
    const { api, user } = renderPanel({
      overview: () => answer,
      handlers: {
        CancelChangeRequest: () => {
          answer = overviewOf(cancelled);
          return graphqlData({ cancelChangeRequest: cancelled });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Cancel this request/ }));
    expect(screen.getByText(/^Cancel your request to change your home address\?/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'No, keep it' }));
    expect(api.callsTo('CancelChangeRequest')).toHaveLength(0);
    expect(screen.getByRole('button', { name: /^Cancel this request/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /^Cancel this request/ }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Cancelled November 22, 2026')).toHaveFocus();
    expect(api.callsTo('CancelChangeRequest')[0]?.variables).toEqual({ id: request.id });
  });

  it('a refused cancel says why and keeps the question open', async () => {
    const held = deferred();
    const { user } = renderPanel({
      overview: () => overviewOf(aRequest({ status: 'submitted', submittedAt: '2026-11-21T10:00:00.000Z' })),
      handlers: {
        CancelChangeRequest: async () => {
          await held.promise;
          return graphqlRefusal(
            'CHANGE_REQUEST_NOT_EDITABLE',
            'This change request is approved and can no longer be changed.',
            409,
          );
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Cancel this request/ }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(screen.getByRole('button', { name: 'Cancelling…' })).toHaveAttribute('aria-disabled', 'true');
    held.resolve();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This change request is approved and can no longer be changed.',
    );
    expect(screen.getByRole('button', { name: 'Yes, cancel it' })).toBeVisible();
  });
});
