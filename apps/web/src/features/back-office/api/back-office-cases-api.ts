import { graphql } from '../../../generated/gql';
import type { OpsCaseFilter, OpsCasesQuery } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import { staffHeaders } from './staff-api';

/**
 * The case search and claims (decision 067). Every call sends the staff
 * session header; the list's names and e-mails are a noted personal-data read.
 */

export type CasePage = OpsCasesQuery['opsCases'];
export type CaseItem = CasePage['items'][number];
export type CaseAssignee = NonNullable<CaseItem['assignee']>;
export type CaseFilter = OpsCaseFilter;

export const opsCasesDocument = graphql(/* GraphQL */ `
  query OpsCases($filter: OpsCaseFilter, $page: Int, $pageSize: Int) {
    opsCases(filter: $filter, page: $page, pageSize: $pageSize) {
      items {
        applicationId
        applicantName
        accountEmail
        track
        caseStatus
        submittedAt
        closedAt
        regBDeadline
        daysLeft
        clockKind
        clockState
        suggestion
        suggestionReasons {
          code
          text
        }
        finalDecision
        finalReasons {
          code
          text
        }
        assignee {
          ...OpsCaseAssigneeFields
        }
      }
      total
      page
      pageSize
      changeRequest {
        id
        status
      }
    }
  }
`);

export const opsCaseAssigneeFieldsFragment = graphql(/* GraphQL */ `
  fragment OpsCaseAssigneeFields on OpsCaseAssignee {
    staffId
    email
    claimedAt
    isMe
    canRelease
  }
`);

export async function fetchOpsCases(filter: CaseFilter, page: number, pageSize: number): Promise<CasePage> {
  const data = await graphqlRequest(opsCasesDocument, { filter, page, pageSize }, { headers: staffHeaders() });
  return data.opsCases;
}

export const opsClaimCaseDocument = graphql(/* GraphQL */ `
  mutation OpsClaimCase($applicationId: Int!) {
    opsClaimCase(applicationId: $applicationId) {
      applicationId
      assignee {
        ...OpsCaseAssigneeFields
      }
    }
  }
`);

export const opsReleaseCaseDocument = graphql(/* GraphQL */ `
  mutation OpsReleaseCase($applicationId: Int!) {
    opsReleaseCase(applicationId: $applicationId) {
      applicationId
      assignee {
        ...OpsCaseAssigneeFields
      }
    }
  }
`);

/** Claims the case for the signed-in staff member; CASE_CLAIMED (naming the holder) when someone has it. */
export async function claimOpsCase(applicationId: number) {
  const data = await graphqlRequest(opsClaimCaseDocument, { applicationId }, { headers: staffHeaders() });
  return data.opsClaimCase;
}

/** Releases the case's claim: one's own, or anyone's for an approver or admin. */
export async function releaseOpsCase(applicationId: number) {
  const data = await graphqlRequest(opsReleaseCaseDocument, { applicationId }, { headers: staffHeaders() });
  return data.opsReleaseCase;
}
