import { staffSessionTransport } from '@waypoint/domain/staff/staff-access';
import { graphql } from '../../../generated/gql';
import type { CurrentStaffQuery, StaffEnrolmentQuery } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import { browserCookie } from '../../../lib/browser-cookies';

/**
 * The back office's calls (decision 029). A staff session travels in its own
 * cookies and header, never the applicant's: each request echoes the staff
 * session hash the server set.
 */
export function staffHeaders(): Record<string, string> {
  const hash = browserCookie(staffSessionTransport.sessionHashCookie);
  return hash ? { [staffSessionTransport.sessionHashHeader]: hash } : {};
}

export type StaffMember = CurrentStaffQuery['currentStaff'];

export const staffEnrolmentDocument = graphql(/* GraphQL */ `
  query StaffEnrolment($token: String!) {
    staffEnrolment(token: $token) {
      email
      role
      totpSecret
      otpauthUri
    }
  }
`);
export type StaffEnrolment = StaffEnrolmentQuery['staffEnrolment'];

export async function fetchStaffEnrolment(token: string): Promise<StaffEnrolment> {
  const data = await graphqlRequest(staffEnrolmentDocument, { token });
  return data.staffEnrolment;
}

export const enrolStaffDocument = graphql(/* GraphQL */ `
  mutation EnrolStaff($token: String!, $password: String!, $code: String!) {
    enrolStaff(token: $token, password: $password, code: $code) {
      email
      role
    }
  }
`);

export async function enrolStaff(variables: { token: string; password: string; code: string }): Promise<StaffMember> {
  const data = await graphqlRequest(enrolStaffDocument, variables);
  return data.enrolStaff;
}

export const staffSignInDocument = graphql(/* GraphQL */ `
  mutation StaffSignIn($email: String!, $password: String!, $code: String!) {
    staffSignIn(email: $email, password: $password, code: $code) {
      email
      role
    }
  }
`);

export async function staffSignIn(variables: { email: string; password: string; code: string }): Promise<StaffMember> {
  const data = await graphqlRequest(staffSignInDocument, variables);
  return data.staffSignIn;
}

export const currentStaffDocument = graphql(/* GraphQL */ `
  query CurrentStaff {
    currentStaff {
      email
      role
    }
  }
`);

export async function fetchCurrentStaff(): Promise<StaffMember> {
  const data = await graphqlRequest(
    currentStaffDocument,
    {},
    {
      headers: staffHeaders(),
    },
  );
  return data.currentStaff;
}

export const staffSignOutDocument = graphql(/* GraphQL */ `
  mutation StaffSignOut {
    staffSignOut
  }
`);

export async function staffSignOut(): Promise<boolean> {
  const data = await graphqlRequest(
    staffSignOutDocument,
    {},
    {
      headers: staffHeaders(),
    },
  );
  return data.staffSignOut;
}
