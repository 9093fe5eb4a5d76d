import { graphql } from '../../../generated/gql';
import type { OpsCreditLimitRequestQuery, OpsCreditLimitRequestsQuery } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import { staffHeaders } from '../api/staff-api';

/**
 * The back office's limit increase requests (decision 084): the list, one
 * request and its decision. Every call sends the staff session header.
 */

export const creditLimitStatuses = ['referred', 'approved', 'declined'] as const;
export type CreditLimitStatus = (typeof creditLimitStatuses)[number];

export type OpsCreditLimitItem = OpsCreditLimitRequestsQuery['opsCreditLimitRequests']['items'][number];
export type OpsCreditLimitView = OpsCreditLimitRequestQuery['opsCreditLimitRequest'];

export const opsCreditLimitRequestsDocument = graphql(/* GraphQL */ `
  query OpsCreditLimitRequests($status: String, $page: Int, $pageSize: Int) {
    opsCreditLimitRequests(status: $status, page: $page, pageSize: $pageSize) {
      items {
        id
        status
        accountId
        holderName
        currentLimitCents
        requestedLimitCents
        proposedLimitCents
        approvedLimitCents
        createdAt
      }
      total
      page
      pageSize
    }
  }
`);

export const opsCreditLimitViewFragment = graphql(/* GraphQL */ `
  fragment OpsCreditLimitView on OpsCreditLimitRequestView {
    id
    status
    version
    accountId
    holderName
    holderEmail
    annualIncome
    monthlyHousingCost
    financialCommitments
    ageYears
    aprBps
    currentLimitCents
    requestedLimitCents
    proposedLimitCents
    maxSupportedLimitCents
    approvedLimitCents
    declineReasons
    staffNote
    decidedBy
    decidedAt
    issuerAppliedAt
    issuerFailedAt
    createdAt
    canDecide
    declineReasonChoices {
      code
      notice
    }
  }
`);

export const opsCreditLimitRequestDocument = graphql(/* GraphQL */ `
  query OpsCreditLimitRequest($id: Int!) {
    opsCreditLimitRequest(id: $id) {
      ...OpsCreditLimitView
    }
  }
`);

export const opsDecideCreditLimitRequestDocument = graphql(/* GraphQL */ `
  mutation OpsDecideCreditLimitRequest(
    $id: Int!
    $version: Int!
    $outcome: String!
    $approvedLimit: Int
    $reasons: [String!]
    $note: String
  ) {
    opsDecideCreditLimitRequest(
      id: $id
      version: $version
      outcome: $outcome
      approvedLimit: $approvedLimit
      reasons: $reasons
      note: $note
    ) {
      ...OpsCreditLimitView
    }
  }
`);

export async function fetchOpsCreditLimits(status: CreditLimitStatus, page: number, pageSize: number) {
  const data = await graphqlRequest(
    opsCreditLimitRequestsDocument,
    { status, page, pageSize },
    { headers: staffHeaders() },
  );
  return data.opsCreditLimitRequests;
}

export async function fetchOpsCreditLimit(id: number) {
  const data = await graphqlRequest(opsCreditLimitRequestDocument, { id }, { headers: staffHeaders() });
  return data.opsCreditLimitRequest;
}

export async function decideOpsCreditLimit(input: {
  id: number;
  version: number;
  outcome: 'approve' | 'decline';
  approvedLimit: number | null;
  reasons: string[] | null;
  note: string | null;
}) {
  const data = await graphqlRequest(opsDecideCreditLimitRequestDocument, input, { headers: staffHeaders() });
  return data.opsDecideCreditLimitRequest;
}
