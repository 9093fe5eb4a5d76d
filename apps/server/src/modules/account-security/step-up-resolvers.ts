import { AppError } from '../../graphql/app-error.js';
import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import {
  completeStepUp,
  isStepUpMethod,
  sendStepUpCode,
  stepUpOptionsOf,
  stepUpWindowMs,
  type StepUpCodeDeps,
  type StepUpMethod,
} from './step-up-service.js';

function codeMethod(method: string): StepUpMethod {
  if (isStepUpMethod(method) && method !== 'passkey') return method;
  throw new AppError('BAD_USER_INPUT', 'method: use phoneCode or emailCode.', 400, [
    { field: 'method', message: 'Use phoneCode or emailCode.' },
  ]);
}

/** The step-up's operations (step-up.graphql; decision 073). */
export function createStepUpResolvers(deps: StepUpCodeDeps): Resolvers {
  return {
    Query: {
      stepUpOptions: async (_parent, _args, context) => {
        const { userId } = await deps.requireSession(context);
        return { methods: await stepUpOptionsOf(deps.db, userId), windowSeconds: stepUpWindowMs / 1000 };
      },
    },
    Mutation: {
      sendStepUpCode: async (_parent, args, context) => sendStepUpCode(deps, context, codeMethod(args.method)),
      completeStepUp: async (_parent, args, context) => {
        const method = codeMethod(args.method);
        const proof = await completeStepUp(deps, context, { method, code: args.code });
        return { method, validUntil: proof.validUntil.toISOString() };
      },
    },
  };
}
