import { describe, expect, expectTypeOf, it } from 'vitest';
import type { DocumentType } from '../documents/document-types.js';
import type { StepName } from '../steps/step-names.js';
import { draftCatalogue, wizardDraftFields } from './draft-catalogue.js';
import { draftFieldFormats } from './draft-field-formats.js';
import { completeDraft, draftFieldNames } from './draft-field-names.js';
import type { Draft, NoticeOfIntentReason } from './draft-fields.js';
import { serverOwnedDraftFields } from './draft-save-schema.js';

const clientWritable = new Set<string>(['stepName', ...Object.keys(draftFieldFormats)]);
const serverOwned = new Set<string>(serverOwnedDraftFields);

describe('the draft catalogue', () => {
  it('is the list of draft fields', () => {
    expect(draftFieldNames).toEqual(Object.keys(draftCatalogue));
    expect(draftFieldNames).toHaveLength(new Set(draftFieldNames).size);
  });

  // A new field must say who writes it: a client save (a format in
  // draft-field-formats.ts) or only the server (serverOwnedDraftFields).
  it.each(Object.keys(draftCatalogue))('%s is written by the client or by the server, not both', (field) => {
    expect([clientWritable.has(field), serverOwned.has(field)].filter(Boolean)).toHaveLength(1);
  });

  it('leaves out of the wizard only the fields it never shows or decides with', () => {
    const left = Object.keys(draftCatalogue).filter((field) => !wizardDraftFields.includes(field as never));
    expect(left).toEqual(['referralName', 'plaidSplitVersion', 'noiCodes', 'noiReasons', 'PRIVACY_POLICY_DOC_URL']);
  });

  it('types each field with its parsed value', () => {
    expectTypeOf<Draft['stepName']>().toEqualTypeOf<StepName | null | undefined>();
    expectTypeOf<Draft['income']>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<Draft['inUS']>().toEqualTypeOf<boolean | null | undefined>();
    expectTypeOf<Draft['IDDocType']>().toEqualTypeOf<DocumentType | '' | null | undefined>();
    expectTypeOf<Draft['noiReasons']>().toEqualTypeOf<NoticeOfIntentReason[] | null | undefined>();
  });

  it('completes a draft for a client: every field present, null where unset, nothing outside the catalogue', () => {
    const stored = { city: 'Austin', income: 0, inUS: false, isAdmin: true } as Draft;
    const complete = completeDraft(stored);
    expect(Object.keys(complete)).toEqual(draftFieldNames);
    expect(complete).toMatchObject({ city: 'Austin', income: 0, inUS: false, zip: null, noiReasons: null });
    expect(complete).not.toHaveProperty('isAdmin');
  });
});
