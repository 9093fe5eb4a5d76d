import { describe, expect, it } from 'vitest';
import { parseDecisionInputs } from './decision-inputs-schema.js';
import type { DecisionInputs } from './decision-inputs.js';
import { nonUsExpatInputs, youngProfessionalInputs } from './decision-test-fixtures.js';

type Change = (snapshot: Record<string, unknown> & DecisionInputs) => void;

function changed(change: Change): unknown {
  const snapshot = JSON.parse(JSON.stringify(youngProfessionalInputs())) as Record<string, unknown> & DecisionInputs;
  change(snapshot);
  return snapshot;
}

describe('parseDecisionInputs: a stored snapshot is checked before it is re-run', () => {
  it.each([
    ['a young professional', youngProfessionalInputs()],
    ['a non-US expat', nonUsExpatInputs()],
  ])('accepts %s and gives it back unchanged', (_name, inputs) => {
    expect(parseDecisionInputs(JSON.parse(JSON.stringify(inputs)))).toEqual(inputs);
  });

  it.each<[string, unknown]>([
    ['not an object', 'approve'],
    ['null', null],
    ['an extra key', changed((s) => void (s.approvedByHand = true))],
    ['an unknown track', changed((s) => void (s.track = 'entry' as DecisionInputs['track']))],
    ['a missing section', changed((s) => void delete (s as Partial<DecisionInputs>).creditReport)],
    ['an unknown inquiry status', changed((s) => void (s.creditReport.status = 'done' as 'completed'))],
    ['an unknown document type', changed((s) => void (s.documents.required = ['selfie' as 'passport']))],
    ['a string amount', changed((s) => void (s.income = '60000' as unknown as number))],
    ['an unknown ATP reason', changed((s) => void (s.atp.reasons = ['tooRich' as 'noIncome']))],
    ['an unknown identity-questions state', changed((s) => void (s.identityQuestions = 'skipped' as 'passed'))],
    ['an extra key in the credit file', changed((s) => void Object.assign(s.creditReport.file ?? {}, { ssn: '1' }))],
    ['an overlong text', changed((s) => void (s.residenceStatusUS = 'x'.repeat(501)))],
  ])('refuses %s', (_name, snapshot) => {
    expect(parseDecisionInputs(snapshot)).toBeNull();
  });
});
