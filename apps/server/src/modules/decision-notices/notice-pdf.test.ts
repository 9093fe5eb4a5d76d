import { describe, expect, it } from 'vitest';
import { buildAdverseActionNotice } from '@waypoint/domain/decisions/adverse-action-notice';
import { renderNoticePdf } from './notice-pdf.js';

const noticeFor = (fullName: string, reasons: string[]) =>
  buildAdverseActionNotice({
    creditor: { name: 'Harborline Bank, N.A.', address: 'Card Services, Wilmington, DE 19850' },
    applicant: { fullName, address: '2 Elm Street, Dover, DE 19901' },
    noticeDate: '2026-11-25',
    reasons,
    consumerReport: null,
  });

const at = new Date('2026-11-25T12:00:00Z');

describe('the notice PDF', () => {
  it.each(['Ada Lovelace', 'Zoë Ångström', '王 小明', 'Ngọc Nguyễn'])('renders for %s', async (name) => {
    const pdf = await renderNoticePdf(noticeFor(name, ['incomeInsufficient']), at);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  });

  it('gives the same bytes for the same notice, so what is stored is what was sent', async () => {
    const notice = noticeFor('Ada Lovelace', ['excessiveObligations', 'delinquentObligations']);
    const first = await renderNoticePdf(notice, at);
    const second = await renderNoticePdf(notice, at);
    expect(Buffer.compare(Buffer.from(first), Buffer.from(second))).toBe(0);
  });
});
