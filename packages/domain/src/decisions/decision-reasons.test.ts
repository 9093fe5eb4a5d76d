import { describe, expect, it } from 'vitest';
import {
  declineReasons,
  declineReasonTexts,
  isDeclineReason,
  isReferReason,
  maxDeclineReasons,
  referReasons,
  referReasonStaffTexts,
} from './decision-reasons.js';

describe('every reason code has its texts', () => {
  it.each(declineReasons)('decline %s: a notice wording and a plain sentence', (code) => {
    const texts = declineReasonTexts[code];
    expect(texts.notice.trim().length).toBeGreaterThan(5);
    expect(texts.applicant.trim()).toMatch(/^[A-Z].+\.$/);
    // A notice line is a short phrase, as on the sample form, not a sentence.
    expect(texts.notice).not.toMatch(/\.$/);
  });

  it.each(referReasons)('refer %s: a sentence for staff', (code) => {
    expect(referReasonStaffTexts[code].trim()).toMatch(/^[A-Z].+\.$/);
  });

  it('no two codes share an applicant sentence or a staff sentence', () => {
    const applicant = declineReasons.map((code) => declineReasonTexts[code].applicant);
    expect(new Set(applicant).size).toBe(applicant.length);
    const staff = referReasons.map((code) => referReasonStaffTexts[code]);
    expect(new Set(staff).size).toBe(staff.length);
  });

  it('the text tables hold exactly the codes, nothing more', () => {
    expect(Object.keys(declineReasonTexts).sort()).toEqual([...declineReasons].sort());
    expect(Object.keys(referReasonStaffTexts).sort()).toEqual([...referReasons].sort());
  });

  it('decline and refer codes are distinct, so a stored code says its outcome', () => {
    expect(declineReasons.filter((code) => isReferReason(code))).toEqual([]);
    expect(referReasons.filter((code) => isDeclineReason(code))).toEqual([]);
    expect(isDeclineReason('toString')).toBe(false);
    expect(isReferReason(7)).toBe(false);
  });

  it('an adverse action notice gives at most four principal reasons (Regulation B 1002.9(b)(2))', () => {
    expect(maxDeclineReasons).toBe(4);
  });

  // Reg B 1002.9(b)(2) commentary: "failed to achieve a qualifying score" and "does not meet our standards" say nothing.
  it.each(declineReasons)('%s says no insufficient reason (product-rules#notices)', (code) => {
    const { notice, applicant } = declineReasonTexts[code];
    for (const text of [notice, applicant])
      expect(text).not.toMatch(/below our minimum|credit standards|lowest score we can accept|qualifying score/i);
  });
});
