import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditActionLabels, auditActorLabel, auditValuesInWords } from './audit-labels';

describe('the audit log in words', () => {
  it('names each action once: a label chosen in the filter means one code', () => {
    const labels = Object.values(auditActionLabels);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it.each([
    ['a known action', 'decision.staff', 'Final decision by staff (approve or decline)'],
    ['a prefix', 'application.*', 'Any action on an application'],
    ['an action added after the catalogue, as its code', 'card.frozen', 'card.frozen'],
  ])('says %s in words', (_rule, code, words) => {
    expect(auditActionLabel(code)).toBe(words);
  });

  it.each([
    [
      'a staff member by the e-mail kept',
      { actorType: 'staff', actorId: 's-1', actorEmail: 'a@bank.example' },
      'a@bank.example',
    ],
    [
      'a known system part by name',
      { actorType: 'system', actorId: 'decision-policy', actorEmail: null },
      'The decision policy',
    ],
    [
      'another system part by its code',
      { actorType: 'system', actorId: 'card-issuing', actorEmail: null },
      'System (card-issuing)',
    ],
  ])('names %s', (_rule, actor, words) => {
    expect(auditActorLabel(actor)).toBe(words);
  });

  it.each([
    ['nothing', null, []],
    [
      'an object as fields in words',
      '{"noiCodes":["proofOfIncome","paystub"],"creditLimit":null,"fraudAlert":false}',
      [
        { field: 'Noi Codes', value: 'proofOfIncome, paystub' },
        { field: 'Credit Limit', value: '—' },
        { field: 'Fraud Alert', value: 'no' },
      ],
    ],
    ['a nested object on one line', '{"filter":{"subject_id":"42"}}', [{ field: 'Filter', value: 'Subject id: 42' }]],
    ['text that is not JSON as it came', 'plain', [{ field: 'Value', value: 'plain' }]],
  ])('shows %s', (_rule, json, pairs) => {
    expect(auditValuesInWords(json)).toEqual(pairs);
  });
});
