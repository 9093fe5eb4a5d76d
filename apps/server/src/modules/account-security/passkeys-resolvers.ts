import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import type { AccountPasskey } from './passkeys-repository.js';
import {
  addPasskey,
  choosePasskeyAfterPassword,
  completeStepUpWithPasskey,
  listPasskeys,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  passkeyStepUpOptions,
  removePasskey,
  renamePasskey,
  signInWithPasskey,
  type PasskeysDeps,
} from './passkeys-service.js';
import { stepUpWindowMs } from './step-up-service.js';

const passkeyView = (passkey: AccountPasskey) => ({
  id: passkey.id,
  name: passkey.name,
  createdAt: passkey.createdAt.toISOString(),
  lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
});

/** Applicants' passkeys (decision 076). */
export function createPasskeysResolvers(deps: PasskeysDeps): Resolvers {
  return {
    Query: {
      myPasskeys: async (_parent, _args, context) => {
        const { passkeys, passkeyAfterPassword } = await listPasskeys(deps, context);
        return { passkeys: passkeys.map(passkeyView), passkeyAfterPassword };
      },
    },
    Mutation: {
      passkeyRegistrationOptions: (_parent, _args, context) => passkeyRegistrationOptions(deps, context),
      addPasskey: async (_parent, args, context) => passkeyView(await addPasskey(deps, context, args)),
      renamePasskey: async (_parent, args, context) => passkeyView(await renamePasskey(deps, context, args)),
      removePasskey: async (_parent, args, context) => {
        await removePasskey(deps, context, args.id);
        return true;
      },
      setPasskeyAfterPassword: (_parent, args, context) => choosePasskeyAfterPassword(deps, context, args.on),
      passkeySignInOptions: (_parent, _args, context) => passkeySignInOptions(deps, context.request.ip),
      signInWithPasskey: (_parent, args, context) => signInWithPasskey(deps, context, args.response),
      passkeyStepUpOptions: (_parent, _args, context) => passkeyStepUpOptions(deps, context),
      completeStepUpWithPasskey: async (_parent, args, context) => {
        const provedAt = await completeStepUpWithPasskey(deps, context, args.response);
        return { method: 'passkey', validUntil: new Date(provedAt.getTime() + stepUpWindowMs).toISOString() };
      },
    },
  };
}
