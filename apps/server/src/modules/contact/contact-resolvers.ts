import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import type { ContactDeps } from './contact-deps.js';
import { sendContactMessage } from './contact-service.js';

export function createContactResolvers(deps: ContactDeps): Resolvers {
  return {
    Mutation: {
      sendContactMessage: async (_parent, args, context) => {
        const userId = await deps.currentUserId(context);
        return sendContactMessage(deps, args, { ip: context.request.ip, userId });
      },
    },
  };
}
