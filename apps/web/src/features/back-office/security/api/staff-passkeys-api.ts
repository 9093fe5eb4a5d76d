import { graphql } from '../../../../generated/gql';
import type { MyStaffPasskeysQuery } from '../../../../generated/graphql';
import { graphqlRequest } from '../../../../lib/api-client';
import { staffHeaders, type StaffMember } from '../../api/staff-api';

/* Staff passkeys (decision 072): the options and answers travel as JSON text; the server checks them. */

export type StaffPasskey = MyStaffPasskeysQuery['myStaffPasskeys'][number];

export const myStaffPasskeysKey = ['ops', 'myStaffPasskeys'] as const;

export const myStaffPasskeysDocument = graphql(/* GraphQL */ `
  query MyStaffPasskeys {
    myStaffPasskeys {
      id
      name
      createdAt
      lastUsedAt
    }
  }
`);

export async function fetchMyStaffPasskeys(): Promise<StaffPasskey[]> {
  const data = await graphqlRequest(myStaffPasskeysDocument, {}, { headers: staffHeaders() });
  return data.myStaffPasskeys;
}

export const registrationOptionsDocument = graphql(/* GraphQL */ `
  mutation StaffPasskeyRegistrationOptions {
    staffPasskeyRegistrationOptions
  }
`);

export async function fetchPasskeyRegistrationOptions(): Promise<string> {
  const data = await graphqlRequest(registrationOptionsDocument, {}, { headers: staffHeaders() });
  return data.staffPasskeyRegistrationOptions;
}

export const addStaffPasskeyDocument = graphql(/* GraphQL */ `
  mutation AddStaffPasskey($response: String!, $name: String!) {
    addStaffPasskey(response: $response, name: $name) {
      id
      name
      createdAt
      lastUsedAt
    }
  }
`);

export async function addStaffPasskey(variables: { response: string; name: string }): Promise<StaffPasskey> {
  const data = await graphqlRequest(addStaffPasskeyDocument, variables, { headers: staffHeaders() });
  return data.addStaffPasskey;
}

export const removeStaffPasskeyDocument = graphql(/* GraphQL */ `
  mutation RemoveStaffPasskey($id: ID!) {
    removeStaffPasskey(id: $id)
  }
`);

export async function removeStaffPasskey(id: string): Promise<boolean> {
  const data = await graphqlRequest(removeStaffPasskeyDocument, { id }, { headers: staffHeaders() });
  return data.removeStaffPasskey;
}

export const signInOptionsDocument = graphql(/* GraphQL */ `
  mutation StaffPasskeySignInOptions {
    staffPasskeySignInOptions
  }
`);

export async function fetchPasskeySignInOptions(): Promise<string> {
  const data = await graphqlRequest(signInOptionsDocument, {});
  return data.staffPasskeySignInOptions;
}

export const passkeySignInDocument = graphql(/* GraphQL */ `
  mutation StaffPasskeySignIn($response: String!) {
    staffPasskeySignIn(response: $response) {
      email
      role
    }
  }
`);

export async function staffPasskeySignIn(response: string): Promise<StaffMember> {
  const data = await graphqlRequest(passkeySignInDocument, { response });
  return data.staffPasskeySignIn;
}
