import { z } from 'zod';
import type {
  ApproveInput,
  DeclineInput,
  RecommendInput,
  RequestInformationInput,
} from '@waypoint/domain/decisions/staff-action-input';
import { graphqlRequest } from '../../../lib/api-client';
import { staffHeaders } from './staff-api';

/**
 * The staff actions on one application (decision 032). Each sends the
 * application's `version` the view showed: the server refuses a stale one
 * with APPLICATION_CHANGED and applies nothing.
 */

const actionResultSchema = z.object({ applicationId: z.number().int(), version: z.number().int(), status: z.string() });
export type OpsActionResult = z.infer<typeof actionResultSchema>;

const actionFields = /* GraphQL */ `applicationId version status`;

export const opsRequestInformationDocument = /* GraphQL */ `
  mutation OpsRequestInformation($applicationId: Int!, $expectedVersion: Int!, $codes: [String!]!, $note: String) {
    opsRequestInformation(applicationId: $applicationId, expectedVersion: $expectedVersion, codes: $codes, note: $note) {
      ${actionFields}
    }
  }
`;

export const opsRecommendDocument = /* GraphQL */ `
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
      ${actionFields}
    }
  }
`;

export const opsApproveDocument = /* GraphQL */ `
  mutation OpsApprove($applicationId: Int!, $expectedVersion: Int!, $creditLimit: Int!, $note: String) {
    opsApprove(applicationId: $applicationId, expectedVersion: $expectedVersion, creditLimit: $creditLimit, note: $note) {
      ${actionFields}
    }
  }
`;

export const opsDeclineDocument = /* GraphQL */ `
  mutation OpsDecline($applicationId: Int!, $expectedVersion: Int!, $reasonCodes: [String!]!, $note: String) {
    opsDecline(applicationId: $applicationId, expectedVersion: $expectedVersion, reasonCodes: $reasonCodes, note: $note) {
      ${actionFields}
    }
  }
`;

async function staffAction(
  document: string,
  field: string,
  variables: Record<string, unknown>,
): Promise<OpsActionResult> {
  const data = await graphqlRequest(document, variables, z.object({ [field]: actionResultSchema }), {
    headers: staffHeaders(),
  });
  const result = data[field];
  if (!result) throw new Error(`${field} answered without a result`);
  return result;
}

export const requestInformation = (applicationId: number, input: RequestInformationInput) =>
  staffAction(opsRequestInformationDocument, 'opsRequestInformation', { applicationId, ...input });

export const recommend = (applicationId: number, input: RecommendInput) =>
  staffAction(opsRecommendDocument, 'opsRecommend', { applicationId, ...input });

export const approve = (applicationId: number, input: ApproveInput) =>
  staffAction(opsApproveDocument, 'opsApprove', { applicationId, ...input });

export const decline = (applicationId: number, input: DeclineInput) =>
  staffAction(opsDeclineDocument, 'opsDecline', { applicationId, ...input });
