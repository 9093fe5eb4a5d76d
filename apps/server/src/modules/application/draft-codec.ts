import { completeDraft } from '@waypoint/domain/application/draft/draft-field-names';
import type { Draft } from '@waypoint/domain/application/draft/draft-fields';
import type { ApplicationCache } from '../../graphql/generated/resolvers-types.js';
import type { ApplicationDeps } from './application-deps.js';
import type { ApplicationRow } from './application-repository.js';

export type { ApplicationRow } from './application-repository.js';

/**
 * Architecture: SSN and identification numbers are encrypted at rest, in their own columns.
 * A save that leaves one as it was keeps its stored cipher text instead of encrypting it
 * again (decision 049).
 */
export function storedFormOf(
  draft: Draft,
  deps: Pick<ApplicationDeps, 'cipher'>,
  unchangedFrom?: { previous: Draft; row: Pick<ApplicationRow, 'ssnCipher' | 'identificationNoCipher'> },
) {
  const { ssn, identificationNo, id: _id, createdAt: _createdAt, ...rest } = draft;
  const sameSsn = unchangedFrom && unchangedFrom.previous.ssn === ssn;
  const sameIdentificationNo = unchangedFrom && unchangedFrom.previous.identificationNo === identificationNo;
  return {
    draft: rest as Record<string, unknown>,
    ssnCipher: sameSsn ? unchangedFrom.row.ssnCipher : ssn ? deps.cipher.encrypt(ssn) : null,
    identificationNoCipher: sameIdentificationNo
      ? unchangedFrom.row.identificationNoCipher
      : identificationNo
        ? deps.cipher.encrypt(identificationNo)
        : null,
  };
}

/** The full draft, decrypted, for the engine and the checks; never sent to a client as is. */
export function draftOf(row: ApplicationRow, deps: Pick<ApplicationDeps, 'cipher'>): Draft {
  return {
    ...(row.draft as Draft),
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    ssn: row.ssnCipher ? deps.cipher.decrypt(row.ssnCipher) : null,
    identificationNo: row.identificationNoCipher ? deps.cipher.decrypt(row.identificationNoCipher) : null,
  };
}

/** The read-only fields that come from the account and the reminder, not the draft. */
export type ApplicationCacheExtras = Pick<
  ApplicationCache,
  'emailVerified' | 'relocationReminderScheduledFor' | 'canApplyAgainFrom' | 'checksToRedo' | 'checksDone'
>;

/**
 * What GraphQL returns: every field, sensitive ones masked to their last four.
 * The SDL type is generated from the same catalogue as the Draft type
 * (docs/decisions/020-draft-catalogue-and-typed-documents.md), so the compiler checks that every
 * draft field fits its GraphQL field and that no GraphQL field is left out.
 */
export function responseOf(
  row: ApplicationRow,
  deps: Pick<ApplicationDeps, 'cipher' | 'maskLastFour'>,
  extras: ApplicationCacheExtras,
): ApplicationCache {
  const draft = draftOf(row, deps);
  return {
    ...completeDraft(draft),
    ssn: draft.ssn ? deps.maskLastFour(draft.ssn) : null,
    identificationNo: draft.identificationNo ? deps.maskLastFour(draft.identificationNo) : null,
    status: row.status,
    submissionDate: row.submissionDate?.toISOString() ?? null,
    version: row.version,
    ...extras,
  };
}

export function recordOf(row: ApplicationRow) {
  const draft = row.draft as Draft;
  return {
    status: row.status,
    submissionDate: row.submissionDate?.toISOString() ?? null,
    employerAddress: draft.employerAddress ?? null,
    employerAddress2: draft.employerAddress2 ?? null,
    employerCity: draft.employerCity ?? null,
    employerState: draft.employerState ?? null,
    employerZipCode: draft.employerZipCode ?? null,
  };
}
