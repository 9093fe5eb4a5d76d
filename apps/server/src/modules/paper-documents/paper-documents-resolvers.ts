import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import { notePersonalDataRead } from '../../platform/audit/personal-data-reads.js';
import { mailBounceOf } from '../../platform/mail/mail-bounce-repository.js';
import { lettersOfUser } from '../../platform/post/letter-repository.js';
import { envelopeLines } from '../../platform/post/postal-address.js';
import type { PaperDocumentsDeps } from './paper-documents-deps.js';
import { changeEsignConsent, myPaperDocuments, requestPaperCopy } from './paper-documents-service.js';
import { consentStateOf } from './required-notice-delivery.js';

/** The staff view: the applicant's consent, whether their mail bounces, and every letter with its envelope. */
async function opsPaperDelivery(deps: PaperDocumentsDeps, applicationId: number) {
  const userId = await deps.userOfApplication(deps.db, applicationId);
  if (!userId) return { consent: { state: 'given', changedAt: null }, emailBounced: false, letters: [] };
  const consent = await consentStateOf(deps.db, userId);
  const contact = await deps.accountContactOf(deps.db, userId);
  return {
    consent: { state: consent.state, changedAt: consent.changedAt?.toISOString() ?? null },
    emailBounced: contact ? (await mailBounceOf(deps.db, contact.email)) !== null : false,
    letters: (await lettersOfUser(deps.db, userId)).map((letter) => ({
      id: letter.id,
      kind: letter.kind,
      title: letter.title,
      status: letter.status,
      toAddress: envelopeLines(letter.toAddress).join(', '),
      expectedDelivery: letter.expectedDelivery,
      createdAt: letter.createdAt.toISOString(),
      sentAt: letter.sentAt?.toISOString() ?? null,
    })),
  };
}

/** E-sign consent, paper copies and the letters (decision 089): the member's own, and the staff's read of them. */
export function createPaperDocumentsResolvers(deps: PaperDocumentsDeps): Resolvers {
  return {
    Query: {
      myPaperDocuments: async (_parent, _args, context) =>
        myPaperDocuments(deps, (await deps.requireMember(context)).userId),
      opsPaperDelivery: async (_parent, { applicationId }, context) => {
        const staff = await deps.requireStaff(context);
        const view = await opsPaperDelivery(deps, applicationId);
        // The letters' envelopes carry the applicant's name and home address (decision 069).
        if (view.letters.length > 0)
          notePersonalDataRead(context.request, staff, { type: 'application', id: String(applicationId) }, ['letters']);
        return view;
      },
    },
    Mutation: {
      withdrawEsignConsent: async (_parent, _args, context) => {
        const member = await deps.requireMember(context);
        await changeEsignConsent(deps, member, 'withdrawn');
        return myPaperDocuments(deps, member.userId);
      },
      giveEsignConsent: async (_parent, _args, context) => {
        const member = await deps.requireMember(context);
        await changeEsignConsent(deps, member, 'given');
        return myPaperDocuments(deps, member.userId);
      },
      requestPaperCopy: async (_parent, args, context) =>
        requestPaperCopy(deps, await deps.requireMember(context), args),
    },
  };
}
