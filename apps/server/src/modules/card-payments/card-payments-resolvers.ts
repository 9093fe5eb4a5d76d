import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import { cancelCardPayment } from './card-payment-cancel.js';
import { makeCardPayment, myPayments } from './card-payment-service.js';
import type { CardPaymentsDeps } from './card-payments-deps.js';
import {
  createPaymentLinkToken,
  linkPaymentBankAccount,
  myPaymentBankAccounts,
  removePaymentBankAccount,
  type AutopayUsesBankAccount,
} from './payment-bank-accounts.js';
import { paymentOptions } from './payment-figures.js';

/** The card's payments and their bank accounts (card-payments.graphql; decision 080). */
export function createCardPaymentsResolvers(deps: CardPaymentsDeps, autopayUses: AutopayUsesBankAccount): Resolvers {
  return {
    Query: {
      myPaymentBankAccounts: async (_parent, _args, context) => {
        const { userId } = await deps.requireUser(context);
        return myPaymentBankAccounts(deps, userId);
      },
      myPayments: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        return myPayments(deps, userId, args.first);
      },
      myPaymentOptions: async (_parent, _args, context) => {
        const { userId } = await deps.requireUser(context);
        return paymentOptions(deps, userId);
      },
    },
    Mutation: {
      createPaymentLinkToken: async (_parent, _args, context) => {
        const { userId } = await deps.requireUser(context);
        return createPaymentLinkToken(deps, userId);
      },
      linkPaymentBankAccount: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        return linkPaymentBankAccount(deps, context, userId, {
          publicToken: args.publicToken,
          plaidAccountId: args.plaidAccountId ?? null,
        });
      },
      removePaymentBankAccount: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        return removePaymentBankAccount(deps, autopayUses, userId, args.id);
      },
      makeCardPayment: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        return makeCardPayment(deps, userId, args);
      },
      cancelCardPayment: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        return cancelCardPayment(deps, userId, args.id);
      },
    },
  };
}
