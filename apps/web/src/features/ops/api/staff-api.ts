import { z } from 'zod';
import { staffSessionTransport } from '@waypoint/domain/staff/staff-access';
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

const staffMemberSchema = z.object({ email: z.string(), role: z.string() });
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffEnrolmentDocument = /* GraphQL */ `
  query StaffEnrolment($token: String!) {
    staffEnrolment(token: $token) {
      email
      role
      totpSecret
      otpauthUri
    }
  }
`;
const enrolmentSchema = z.object({
  staffEnrolment: z.object({ email: z.string(), role: z.string(), totpSecret: z.string(), otpauthUri: z.string() }),
});
export type StaffEnrolment = z.infer<typeof enrolmentSchema>['staffEnrolment'];

export async function fetchStaffEnrolment(token: string): Promise<StaffEnrolment> {
  const data = await graphqlRequest(staffEnrolmentDocument, { token }, enrolmentSchema);
  return data.staffEnrolment;
}

export const enrolStaffDocument = /* GraphQL */ `
  mutation EnrolStaff($token: String!, $password: String!, $code: String!) {
    enrolStaff(token: $token, password: $password, code: $code) {
      email
      role
    }
  }
`;

export async function enrolStaff(variables: { token: string; password: string; code: string }): Promise<StaffMember> {
  const data = await graphqlRequest(enrolStaffDocument, variables, z.object({ enrolStaff: staffMemberSchema }));
  return data.enrolStaff;
}

export const staffSignInDocument = /* GraphQL */ `
  mutation StaffSignIn($email: String!, $password: String!, $code: String!) {
    staffSignIn(email: $email, password: $password, code: $code) {
      email
      role
    }
  }
`;

export async function staffSignIn(variables: { email: string; password: string; code: string }): Promise<StaffMember> {
  const data = await graphqlRequest(staffSignInDocument, variables, z.object({ staffSignIn: staffMemberSchema }));
  return data.staffSignIn;
}

export const currentStaffDocument = /* GraphQL */ `
  query CurrentStaff {
    currentStaff {
      email
      role
    }
  }
`;

export async function fetchCurrentStaff(): Promise<StaffMember> {
  const data = await graphqlRequest(currentStaffDocument, {}, z.object({ currentStaff: staffMemberSchema }), {
    headers: staffHeaders(),
  });
  return data.currentStaff;
}

export const staffSignOutDocument = /* GraphQL */ `
  mutation StaffSignOut {
    staffSignOut
  }
`;

export async function staffSignOut(): Promise<boolean> {
  const data = await graphqlRequest(staffSignOutDocument, {}, z.object({ staffSignOut: z.boolean() }), {
    headers: staffHeaders(),
  });
  return data.staffSignOut;
}
