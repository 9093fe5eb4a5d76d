import { graphql } from '../../../generated/gql';
import { graphqlRequest } from '../../../lib/api-client';

export const wixTokenAuthDocument = graphql(/* GraphQL */ `
  query WixTokenAuth {
    wixTokenAuth
  }
`);

/** A short-lived signed token naming the signed-in person, for the help desk (decision 034). */
export async function wixTokenAuth(signal?: AbortSignal): Promise<string> {
  const data = await graphqlRequest(wixTokenAuthDocument, {}, signal ? { signal } : {});
  return data.wixTokenAuth;
}
