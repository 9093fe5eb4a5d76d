import { describe, expect, it } from 'vitest';
import { parseDraftSave } from './draft-save-parsing.js';
import { clientDraftSaveSchema, serverOwnedDraftFields } from './draft-save-schema.js';

function save(input: Record<string, unknown>) {
  return clientDraftSaveSchema.safeParse(parseDraftSave(input));
}

describe('clientDraftSaveSchema (one applicationCacheSave)', () => {
  it('accepts a partial save and parses product-rules#draft-save-parsing text', () => {
    const result = save({ stepName: 'YP_Financial_Info', income: '60,000', inUS: 'true', state: 'ny' });
    expect(result.success && result.data).toEqual({
      stepName: 'YP_Financial_Info',
      income: 60000,
      inUS: true,
      state: 'NY',
    });
  });

  it('clears a field sent empty or null', () => {
    const result = save({ street2: '', employerWebsite: null });
    expect(result.success && result.data).toEqual({ street2: null, employerWebsite: null });
  });

  it('keeps an unlisted residence status as Other with its text', () => {
    const result = save({ residenceStatusUS: 'K-1' });
    expect(result.success && result.data).toEqual({ residenceStatusUS: 'Other', residenceStatusUSOther: 'K-1' });
  });

  it('refuses unknown fields', () => {
    const result = save({ isAdmin: true });
    expect(result.success).toBe(false);
  });

  it.each(serverOwnedDraftFields.map((field) => [field]))('refuses the server-owned field %s', (field) => {
    const result = save({ [field]: true });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.code)).toEqual(['unrecognized_keys']);
  });

  it('refuses an unknown step name', () => {
    expect(save({ stepName: 'YP_Admin' }).success).toBe(false);
  });

  it('refuses a 10 MB string with a field error', () => {
    const result = save({ city: 'x'.repeat(10 * 1024 * 1024) });
    expect(result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['city', 'Too long'],
    ]);
  });

  it('refuses a date in the wrong format with the product-rules#field-messages text', () => {
    const result = save({ dob: '05/01/1990' });
    expect(result.success ? '' : result.error.issues[0]?.message).toBe('Invalid date');
  });
});
