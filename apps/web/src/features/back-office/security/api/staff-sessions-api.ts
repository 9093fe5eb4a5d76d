import { graphql } from '../../../../generated/gql';
import type { MyStaffSessionsQuery } from '../../../../generated/graphql';
import { graphqlRequest } from '../../../../lib/api-client';
import { staffHeaders } from '../../api/staff-api';

/* Live staff sessions (decision 072): one's own for everyone, all of them for admins. */

export type StaffSessionInfo = MyStaffSessionsQuery['myStaffSessions'][number];

export const myStaffSessionsKey = ['ops', 'myStaffSessions'] as const;
export const allStaffSessionsKey = ['ops', 'staffSessions'] as const;

export const myStaffSessionsDocument = graphql(/* GraphQL */ `
  query MyStaffSessions {
    myStaffSessions {
      id
      staffId
      staffEmail
      staffRole
      startedAt
      lastSeenAt
      ip
      device
      current
    }
  }
`);

export async function fetchMyStaffSessions(): Promise<StaffSessionInfo[]> {
  const data = await graphqlRequest(myStaffSessionsDocument, {}, { headers: staffHeaders() });
  return data.myStaffSessions;
}

export const allStaffSessionsDocument = graphql(/* GraphQL */ `
  query AllStaffSessions {
    staffSessions {
      id
      staffId
      staffEmail
      staffRole
      startedAt
      lastSeenAt
      ip
      device
      current
    }
  }
`);

export async function fetchAllStaffSessions(): Promise<StaffSessionInfo[]> {
  const data = await graphqlRequest(allStaffSessionsDocument, {}, { headers: staffHeaders() });
  return data.staffSessions;
}

export const signOutOthersDocument = graphql(/* GraphQL */ `
  mutation StaffSignOutOtherSessions {
    staffSignOutOtherSessions
  }
`);

export async function signOutOtherSessions(): Promise<number> {
  const data = await graphqlRequest(signOutOthersDocument, {}, { headers: staffHeaders() });
  return data.staffSignOutOtherSessions;
}

export const signOutEverywhereDocument = graphql(/* GraphQL */ `
  mutation StaffSignOutEverywhere($staffId: ID!) {
    staffSignOutEverywhere(staffId: $staffId)
  }
`);

export async function signOutEverywhere(staffId: string): Promise<number> {
  const data = await graphqlRequest(signOutEverywhereDocument, { staffId }, { headers: staffHeaders() });
  return data.staffSignOutEverywhere;
}
