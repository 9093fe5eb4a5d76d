import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql';
import type { MyPasskeysQuery } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import { signWithPasskey } from '../../../lib/passkeys/passkey-ceremonies';

/* The applicant's passkeys (decision 076, docs/product-rules.md#passkeys). */

export const myPasskeysDocument = graphql(/* GraphQL */ `
  query MyPasskeys {
    myPasskeys {
      passkeyAfterPassword
      passkeys {
        id
        name
        createdAt
        lastUsedAt
      }
    }
  }
`);

export const passkeyRegistrationOptionsDocument = graphql(/* GraphQL */ `
  mutation PasskeyRegistrationOptions {
    passkeyRegistrationOptions
  }
`);

export const addPasskeyDocument = graphql(/* GraphQL */ `
  mutation AddPasskey($response: String!, $name: String!) {
    addPasskey(response: $response, name: $name) {
      id
      name
    }
  }
`);

export const removePasskeyDocument = graphql(/* GraphQL */ `
  mutation RemovePasskey($id: ID!) {
    removePasskey(id: $id)
  }
`);

export const setPasskeyAfterPasswordDocument = graphql(/* GraphQL */ `
  mutation SetPasskeyAfterPassword($on: Boolean!) {
    setPasskeyAfterPassword(on: $on)
  }
`);

export const passkeyStepUpOptionsDocument = graphql(/* GraphQL */ `
  mutation PasskeyStepUpOptions {
    passkeyStepUpOptions
  }
`);

export const completeStepUpWithPasskeyDocument = graphql(/* GraphQL */ `
  mutation CompleteStepUpWithPasskey($response: String!) {
    completeStepUpWithPasskey(response: $response) {
      method
      validUntil
    }
  }
`);

export type AccountPasskey = MyPasskeysQuery['myPasskeys']['passkeys'][number];
export const myPasskeysKey = ['account-security', 'passkeys'] as const;

export function useMyPasskeys() {
  return useQuery({
    queryKey: myPasskeysKey,
    queryFn: async () => (await graphqlRequest(myPasskeysDocument, {})).myPasskeys,
    retry: false,
  });
}

/** The creation options (STEP_UP_REQUIRED without a recent step-up). */
export async function fetchPasskeyRegistrationOptions(): Promise<string> {
  return (await graphqlRequest(passkeyRegistrationOptionsDocument, {})).passkeyRegistrationOptions;
}

export async function addPasskey(variables: { response: string; name: string }) {
  return (await graphqlRequest(addPasskeyDocument, variables)).addPasskey;
}

export async function removePasskey(id: string): Promise<void> {
  await graphqlRequest(removePasskeyDocument, { id });
}

export async function setPasskeyAfterPassword(on: boolean): Promise<boolean> {
  return (await graphqlRequest(setPasskeyAfterPasswordDocument, { on })).setPasskeyAfterPassword;
}

/**
 * A step-up with one of the account's passkeys (decision 076, the passkey
 * method of decision 073): the browser signs a challenge for this account and
 * the server records the proof for this session. For the step-up prompt.
 */
export async function stepUpWithPasskey(): Promise<{ validUntil: string }> {
  const options = (await graphqlRequest(passkeyStepUpOptionsDocument, {})).passkeyStepUpOptions;
  const response = await signWithPasskey(options);
  return (await graphqlRequest(completeStepUpWithPasskeyDocument, { response })).completeStepUpWithPasskey;
}
