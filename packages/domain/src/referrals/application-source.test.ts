import { describe, expect, it } from 'vitest';
import { hasSpecialTreatment } from '../application/draft/draft-conditions.js';
import { specialTreatmentOf, type ApplicationSource } from './application-source.js';

describe('specialTreatmentOf (product-rules#employer-check-skip)', () => {
  const cases: [string, ApplicationSource, string | null][] = [
    ['a direct-mail campaign', { directMailCampaign: 'SPRING2027', modelPartner: false }, 'DM_SPRING2027'],
    ['a campaign with an underscore', { directMailCampaign: 'Q4_2026', modelPartner: false }, 'DM_Q4_2026'],
    ['a model partner programme', { directMailCampaign: null, modelPartner: true }, 'BR_Model'],
    ['a campaign of a model partner: the campaign wins', { directMailCampaign: 'FALL', modelPartner: true }, 'DM_FALL'],
    ['neither', { directMailCampaign: null, modelPartner: false }, null],
    ['an empty campaign name', { directMailCampaign: '', modelPartner: false }, null],
    ['a campaign name with a space', { directMailCampaign: 'spring 27', modelPartner: false }, null],
    ['a campaign name too long', { directMailCampaign: 'A'.repeat(33), modelPartner: false }, null],
    ['a bad campaign name of a model partner', { directMailCampaign: 'x;y', modelPartner: true }, 'BR_Model'],
  ];

  it.each(cases)('%s', (_case, source, expected) => {
    expect(specialTreatmentOf(source)).toBe(expected);
  });

  it.each(cases.filter(([, , value]) => value !== null))(
    '%s gives a value the engine reads as special treatment',
    (_case, source) => {
      expect(hasSpecialTreatment({ specialTreatment: specialTreatmentOf(source) })).toBe(true);
    },
  );
});
