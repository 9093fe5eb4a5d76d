import type { Resolvers } from '../../graphql/generated/resolvers-types.js';

export const apiVersion = '1';

export const systemResolvers: Resolvers = {
  Query: {
    serviceStatus: () => ({ apiVersion, database: 'unknown' }),
  },
  ServiceStatus: {
    apiVersion: () => apiVersion,
    database: async (_parent, _args, { database }) => {
      try {
        await database.ping();
        return 'up';
      } catch {
        return 'down';
      }
    },
  },
};
