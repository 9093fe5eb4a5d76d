import type {
  ApproveInput,
  DeclineInput,
  RecommendInput,
  RequestInformationInput,
} from '@waypoint/domain/decisions/staff-action-input';
import { graphql } from '../../../generated/gql';
import type { OpsActionFieldsFragment } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import { staffHeaders } from './staff-api';

/**
 * The staff actions on one application (decision 032). Each sends the
 * application's `version` the view showed: the server refuses a stale one
 * with APPLICATION_CHANGED and applies nothing.
 */

export const opsActionFieldsFragment = graphql(/* GraphQL */ `
  fragment OpsActionFields on OpsActionResult {
    applicationId
    version
    status
  }
`);

export type OpsActionResult = OpsActionFieldsFragment;

export const opsRequestInformationDocument = graphql(/* GraphQL */ `
  mutation OpsRequestInformation($applicationId: Int!, $expectedVersion: Int!, $codes: [String!]!, $note: String) {
    opsRequestInformation(
      applicationId: $applicationId
      expectedVersion: $expectedVersion
      codes: $codes
      note: $note
    ) {
      ...OpsActionFields
    }
  }
`);

export const opsRecommendDocument = graphql(/* GraphQL */ `
  mutation OpsRecommend(
    $applicationId: Int!
    $expectedVersion: Int!
    $outcome: String!
    $creditLimit: Int
    $reasonCodes: [String!]
    $note: String
  ) {
    opsRecommend(
      applicationId: $applicationId
      expectedVersion: $expectedVersion
      outcome: $outcome
      creditLimit: $creditLimit
      reasonCodes: $reasonCodes
      note: $note
    ) {
      ...OpsActionFields
    }
  }
`);

export const opsApproveDocument = graphql(/* GraphQL */ `
  mutation OpsApprove($applicationId: Int!, $expectedVersion: Int!, $creditLimit: Int!, $note: String) {
    opsApprove(
      applicationId: $applicationId
      expectedVersion: $expectedVersion
      creditLimit: $creditLimit
      note: $note
    ) {
      ...OpsActionFields
    }
  }
`);

export const opsDeclineDocument = graphql(/* GraphQL */ `
  mutation OpsDecline($applicationId: Int!, $expectedVersion: Int!, $reasonCodes: [String!]!, $note: String) {
    opsDecline(
      applicationId: $applicationId
      expectedVersion: $expectedVersion
      reasonCodes: $reasonCodes
      note: $note
    ) {
      ...OpsActionFields
    }
  }
`);

const asStaff = () => ({ headers: staffHeaders() });

export const requestInformation = async (applicationId: number, input: RequestInformationInput) =>
  (await graphqlRequest(opsRequestInformationDocument, { applicationId, ...input }, asStaff())).opsRequestInformation;

export const recommend = async (applicationId: number, input: RecommendInput) =>
  (await graphqlRequest(opsRecommendDocument, { applicationId, ...input }, asStaff())).opsRecommend;

export const approve = async (applicationId: number, input: ApproveInput) =>
  (await graphqlRequest(opsApproveDocument, { applicationId, ...input }, asStaff())).opsApprove;

export const decline = async (applicationId: number, input: DeclineInput) =>
  (await graphqlRequest(opsDeclineDocument, { applicationId, ...input }, asStaff())).opsDecline;
