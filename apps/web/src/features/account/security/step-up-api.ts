import { graphql } from '../../../generated/gql';
import { graphqlRequest } from '../../../lib/api-client';
import { ApiError, NetworkError } from '../../../lib/api-errors';
import { PasskeyProblem } from '../../../lib/passkeys/passkey-ceremonies';

/* The step-up's operations (decision 073, docs/product-rules.md#step-up). */

export type StepUpMethod = 'passkey' | 'phoneCode' | 'emailCode';
export type StepUpCodeMethod = Exclude<StepUpMethod, 'passkey'>;

const knownMethods: readonly StepUpMethod[] = ['passkey', 'phoneCode', 'emailCode'];

export const stepUpOptionsDocument = graphql(/* GraphQL */ `
  query StepUpOptions {
    stepUpOptions {
      methods
      windowSeconds
    }
  }
`);

export const sendStepUpCodeDocument = graphql(/* GraphQL */ `
  mutation SendStepUpCode($method: String!) {
    sendStepUpCode(method: $method) {
      method
      sentTo
    }
  }
`);

export const completeStepUpDocument = graphql(/* GraphQL */ `
  mutation CompleteStepUp($method: String!, $code: String!) {
    completeStepUp(method: $method, code: $code) {
      method
      validUntil
    }
  }
`);

/** The methods this account can use, strongest first; a method the web does not know is left out. */
export async function getStepUpMethods(): Promise<StepUpMethod[]> {
  const { stepUpOptions } = await graphqlRequest(stepUpOptionsDocument, {});
  return knownMethods.filter((method) => stepUpOptions.methods.includes(method));
}

/** Sends a code; answers where it went, masked. */
export async function sendStepUpCode(method: StepUpCodeMethod): Promise<string> {
  return (await graphqlRequest(sendStepUpCodeDocument, { method })).sendStepUpCode.sentTo;
}

export async function completeStepUp(method: StepUpCodeMethod, code: string): Promise<void> {
  await graphqlRequest(completeStepUpDocument, { method, code });
}

/** The words for a failed send or check: the server's own for a refusal it explains, plain ones otherwise. */
export function stepUpFailureText(error: unknown): string {
  if (error instanceof PasskeyProblem) return error.message;
  if (error instanceof NetworkError) return 'We could not reach Waypoint. Check your connection and try again.';
  if (error instanceof ApiError && error.code === 'TOO_MANY_REQUESTS')
    return 'Too many codes were sent. Wait a while, then try again.';
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  return 'Something went wrong on our side. Try again in a moment.';
}
