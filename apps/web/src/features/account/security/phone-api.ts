import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql';
import type { MyPhoneQuery, StartPhoneVerificationMutation } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import { ApiError, NetworkError } from '../../../lib/api-errors';
import { withStepUp } from '../../../lib/step-up/step-up-gate';

/* The verified phone's operations (decision 074, docs/product-rules.md#verified-phone). */

export const myPhoneDocument = graphql(/* GraphQL */ `
  query MyPhone {
    myPhone {
      phoneNumber
      display
      verifiedAt
    }
  }
`);

export const startPhoneVerificationDocument = graphql(/* GraphQL */ `
  mutation StartPhoneVerification($phoneNumber: String!) {
    startPhoneVerification(phoneNumber: $phoneNumber) {
      phoneNumber
      display
      expiresAt
    }
  }
`);

export const confirmPhoneVerificationDocument = graphql(/* GraphQL */ `
  mutation ConfirmPhoneVerification($code: String!) {
    confirmPhoneVerification(code: $code) {
      phoneNumber
      display
      verifiedAt
    }
  }
`);

export type VerifiedPhone = NonNullable<MyPhoneQuery['myPhone']>;
export type PhoneCodeSent = StartPhoneVerificationMutation['startPhoneVerification'];

const phoneKey = ['my-phone'] as const;

export function useMyPhone() {
  return useQuery({
    queryKey: phoneKey,
    queryFn: async () => (await graphqlRequest(myPhoneDocument, {})).myPhone,
  });
}

/** Texts a code; replacing a verified phone asks for the step-up first (lib/step-up). */
export function useStartPhoneVerification() {
  return useMutation({
    mutationFn: async (phoneNumber: string) =>
      withStepUp(
        async () => (await graphqlRequest(startPhoneVerificationDocument, { phoneNumber })).startPhoneVerification,
      ),
  });
}

export function useConfirmPhoneVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      withStepUp(
        async () => (await graphqlRequest(confirmPhoneVerificationDocument, { code })).confirmPhoneVerification,
      ),
    onSuccess: (phone) => queryClient.setQueryData(phoneKey, phone),
  });
}

/** The words for a refused send or code: the server's own where it explains, plain ones otherwise. */
export function phoneFailureText(error: unknown): string {
  if (error instanceof NetworkError) return 'We could not reach Waypoint. Check your connection and try again.';
  if (error instanceof ApiError && error.code === 'TOO_MANY_REQUESTS')
    return 'Too many codes were sent. Wait a while, then try again.';
  if (error instanceof ApiError && error.code === 'STEP_UP_REQUIRED')
    return 'Confirm it is you before changing your phone.';
  if (error instanceof ApiError && error.code === 'SMS_NOT_DELIVERED')
    return 'We could not send a text to that number. Check it is a mobile number, or try another.';
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  return 'Something went wrong on our side. Try again in a moment.';
}
