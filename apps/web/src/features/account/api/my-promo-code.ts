import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphqlRequest } from '../../../lib/api-client';
import { accountQueryRetry } from './account-query-retry';

export const myPromoCodeDocument = /* GraphQL */ `
  query MyPromoCode {
    myPromoCode
  }
`;

const myPromoCodeResponseSchema = z.object({ myPromoCode: z.string().nullable() });

/** The promo code the account was opened with (checked at sign-up), or null. */
export async function getMyPromoCode(): Promise<string | null> {
  return (await graphqlRequest(myPromoCodeDocument, {}, myPromoCodeResponseSchema)).myPromoCode;
}

export function useMyPromoCode() {
  return useQuery({ queryKey: ['my-promo-code'], queryFn: getMyPromoCode, retry: accountQueryRetry });
}
