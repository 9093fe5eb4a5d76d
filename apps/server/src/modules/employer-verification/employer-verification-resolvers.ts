import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import type { EmployerVerificationDeps } from './employer-verification-deps.js';
import { sendWorkEmailConfirmation } from './work-email-service.js';

export function createEmployerVerificationResolvers(deps: EmployerVerificationDeps): Resolvers {
  return {
    Mutation: {
      sendWorkEmailConfirmation: async (_parent, args, context) => {
        const applicant = await deps.requireApplicant(context);
        return sendWorkEmailConfirmation(deps, applicant, args.id, args.email);
      },
    },
  };
}
