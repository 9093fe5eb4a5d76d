import { eq } from 'drizzle-orm';
import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import type { JobRunner } from '../../platform/jobs/job-runner.js';
import type { ModuleHost } from '../../platform/module-host.js';
import { cardErrors, myCard } from './card-service.js';
import type { CardsDeps } from './cards-deps.js';
import { cardAccounts, cards } from './cards-tables.js';
import { ssnDeadlineJobHandler, ssnDeadlineQueue } from './ssn-follow-up-job.js';
import { addCardholderSsn, ssnLastFourOf } from './ssn-follow-up-service.js';

/**
 * The SSN follow-up's part of the cards contract (cards.graphql;
 * docs/product-rules.md#ssn-follow-up): addCardholderSsn, and the card
 * account's ssnLastFour, read from the encrypted SSN wherever a CardAccount
 * is answered, so the full number never leaves the server.
 */
function createSsnFollowUpResolvers(deps: CardsDeps): Resolvers {
  return {
    Mutation: {
      addCardholderSsn: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        await addCardholderSsn(deps, userId, args.ssn);
        const view = await myCard(deps, userId);
        if (!view) throw cardErrors.noCard();
        return view;
      },
    },
    CardAccount: {
      ssnLastFour: async (parent) => {
        const [row] = await deps.db
          .select({ ssnCipher: cardAccounts.ssnCipher })
          .from(cards)
          .innerJoin(cardAccounts, eq(cards.accountId, cardAccounts.id))
          .where(eq(cards.id, parent.card.id));
        return row ? ssnLastFourOf(deps, row.ssnCipher) : null;
      },
    },
  };
}

/** Mounts the follow-up: its resolvers and the deadline's job (queued at activation). */
export async function registerSsnFollowUp(host: ModuleHost, jobs: JobRunner, deps: CardsDeps): Promise<void> {
  host.addResolvers(createSsnFollowUpResolvers(deps));
  await jobs.handle(ssnDeadlineQueue, ssnDeadlineJobHandler(deps));
}
