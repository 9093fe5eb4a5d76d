import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import { listSessions, signOutOtherSessions, signOutSession, type SessionsDeps } from './sessions-service.js';

/** The account's sessions (decision 076). */
export function createSessionsResolvers(deps: SessionsDeps): Resolvers {
  return {
    Query: {
      mySessions: async (_parent, _args, context) =>
        (await listSessions(deps, context)).map((session) => ({
          ...session,
          startedAt: session.startedAt.toISOString(),
          lastSeenAt: session.lastSeenAt.toISOString(),
        })),
    },
    Mutation: {
      signOutSession: async (_parent, args, context) => {
        await signOutSession(deps, context, args.id);
        return true;
      },
      signOutOtherSessions: (_parent, _args, context) => signOutOtherSessions(deps, context),
    },
  };
}
