import { z } from 'zod';
import { graphqlRequest } from '../../../lib/api-client';

export const wixTokenAuthDocument = /* GraphQL */ `
  query WixTokenAuth {
    wixTokenAuth
  }
`;

const wixTokenAuthResponseSchema = z.object({ wixTokenAuth: z.string().min(1) });

/** A short-lived signed token naming the signed-in person, for the help desk (decision 034). */
export async function wixTokenAuth(signal?: AbortSignal): Promise<string> {
  const data = await graphqlRequest(wixTokenAuthDocument, {}, wixTokenAuthResponseSchema, signal ? { signal } : {});
  return data.wixTokenAuth;
}
