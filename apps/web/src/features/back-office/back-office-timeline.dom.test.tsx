import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLocalDateTime } from '../../lib/dates';
import { graphqlData } from '../../testing/fake-graphql';
import type { OpsTimelineEntry } from './api/back-office-applications-api';
import { application, renderApplication } from './back-office-test-kit';

// The case's timeline on the application page (decision 068): newest first, in words, with who and the files kept.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const entry = (overrides: Partial<OpsTimelineEntry>): OpsTimelineEntry => ({
  id: 'application:submitted',
  at: '2026-11-01T10:00:00.000Z',
  kind: 'applicant',
  title: 'Application submitted',
  detail: null,
  actor: 'Applicant',
  fileUrl: null,
  fileLabel: null,
  ...overrides,
});

const story: OpsTimelineEntry[] = [
  entry({
    id: 'notice:1',
    at: '2026-11-05T16:20:00.000Z',
    kind: 'notice',
    title: 'Adverse action notice sent',
    detail: 'Kept exactly as sent.',
    actor: 'System',
    fileUrl: '/api/v1/ops/applications/7/notices/5f0e8d0a-1111-4222-8333-944455556666.pdf',
    fileLabel: 'the adverse action notice (PDF)',
  }),
  entry({
    id: 'audit:9',
    at: '2026-11-05T16:19:00.000Z',
    kind: 'staff',
    title: 'Declined',
    detail: 'Delinquent past or present credit obligations with others.',
    actor: 'approver@bank.example',
  }),
  entry({
    id: 'file:31',
    at: '2026-11-03T08:00:00.000Z',
    title: 'Uploaded proof of income',
    detail: 'In answer to the request for information.',
    fileUrl: '/api/v1/ops/applications/7/files/31',
    fileLabel: 'pay-stub.pdf',
  }),
  entry({
    id: 'request:1',
    at: '2026-11-02T09:00:00.000Z',
    kind: 'request',
    title: 'Requested information',
    detail: 'Asked for proof of income, by 2026-12-02.',
    actor: 'reviewer@bank.example',
  }),
  entry({
    id: 'decision:1',
    at: '2026-11-01T10:00:05.000Z',
    kind: 'decision',
    title: 'Policy suggests: refer to staff',
    actor: 'System',
  }),
  entry({}),
];

const showPage = (timeline: OpsTimelineEntry[], timelineTruncated = false) =>
  renderApplication({
    OpsApplication: () => graphqlData({ opsApplication: { ...application, timeline, timelineTruncated } }),
  });

const timelineList = async () => screen.findByRole('list', { name: 'Timeline, newest first' });

describe('the application timeline', () => {
  it('comes with the case query and lists the entries in the order sent, newest first', async () => {
    const { server } = showPage(story);
    const list = await timelineList();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('strong').textContent)).toEqual(story.map((row) => row.title));
    // The paper-delivery section (decision 089) asks for its own part; the timeline is the case query's.
    expect(server.calls.map((call) => call.operationName).sort()).toEqual(['OpsApplication', 'OpsPaperDelivery']);
  });

  // One row per thing an entry tells staff.
  it.each([
    ['when, in the reader’s own time', 1, formatLocalDateTime('2026-11-05T16:19:00.000Z')],
    ['the kind in words', 1, 'Staff action'],
    ['who did it, by e-mail', 1, 'By approver@bank.example'],
    ['the detail line', 1, 'Delinquent past or present credit obligations with others.'],
    ['the applicant as actor', 2, 'By Applicant'],
    ['a request for information', 3, 'Request for information'],
    ['the system as actor', 4, 'By System'],
    ['a policy decision', 4, 'Policy decision'],
  ])('shows %s', async (_rule, index, words) => {
    showPage(story);
    const items = within(await timelineList()).getAllByRole('listitem');
    expect(items[index]).toHaveTextContent(words);
  });

  it('keeps the instant in a machine-readable time element', async () => {
    showPage(story);
    const items = within(await timelineList()).getAllByRole('listitem');
    expect(items[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-05T16:20:00.000Z');
  });

  it('downloads a kept file with the staff session header, only from entries that kept one', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:notice', revokeObjectURL: () => {} }));
    const { fileRequests } = showPage(story);
    const items = within(await timelineList()).getAllByRole('listitem');
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Download the adverse action notice (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(fileRequests.map((request) => request.url)).toEqual([story[0]!.fileUrl]);
    expect(new Headers(fileRequests[0]?.headers).get('x-staff-session-hash')).toBe('staff-hash');
    expect(within(items[2]!).getByRole('button')).toHaveAccessibleName('Download pay-stub.pdf');
  });

  it.each([
    ['an empty record', [], false, 'Nothing has been recorded for this application yet.'],
    ['a timeline over the cap', story, true, 'Only the newest 6 entries are shown.'],
  ])('says so for %s', async (_case, timeline, truncated, words) => {
    showPage(timeline, truncated);
    expect(await screen.findByText(words, { exact: false })).toBeVisible();
  });

  it.each([
    ['en-US', 'UTC', 'Nov 5, 2026, 4:19 PM'],
    ['en-GB', 'Europe/London', '5 Nov 2026, 16:19'],
    ['en-US', 'America/New_York', 'Nov 5, 2026, 11:19 AM'],
  ])('formats an instant for %s in %s', (locale, timeZone, text) => {
    expect(formatLocalDateTime('2026-11-05T16:19:00.000Z', locale, timeZone)).toBe(text);
    expect(formatLocalDateTime('not a date', locale, timeZone)).toBe('not a date');
  });
});
