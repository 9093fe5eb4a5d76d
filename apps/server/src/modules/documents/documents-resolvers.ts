import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import type { DocumentsDeps } from './documents-deps.js';
import { listFiles, removeFile } from './file-service.js';

export function createDocumentsResolvers(deps: DocumentsDeps): Resolvers {
  return {
    Query: {
      getApplicationFiles: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        return listFiles(deps, userId, args.applicationId, args.fileType);
      },
    },
    Mutation: {
      removeFile: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        return removeFile(deps, userId, args.fileId, args.applicationId);
      },
    },
  };
}
