import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import { confirmPhoneVerification, myPhone, startPhoneVerification, type PhoneDeps } from './phone-service.js';

/** The verified phone's operations (phone.graphql; decision 074). */
export function createPhoneResolvers(deps: PhoneDeps): Resolvers {
  return {
    Query: {
      myPhone: async (_parent, _args, context) => myPhone(deps, context),
    },
    Mutation: {
      startPhoneVerification: async (_parent, args, context) =>
        startPhoneVerification(deps, context, { phoneNumber: args.phoneNumber }),
      confirmPhoneVerification: async (_parent, args, context) =>
        confirmPhoneVerification(deps, context, { code: args.code }),
    },
  };
}
