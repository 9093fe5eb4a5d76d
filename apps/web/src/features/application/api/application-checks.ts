import { graphql } from '../../../generated/gql';
import { graphqlRequest } from '../../../lib/api-client';

export const calculateAtpApprovalDocument = graphql(/* GraphQL */ `
  mutation CalculateATPApproval(
    $income: Int
    $accommodationCost: Int
    $financialCommitments: Int
    $residenceType: String
  ) {
    calculateATPApproval(
      income: $income
      accommodationCost: $accommodationCost
      financialCommitments: $financialCommitments
      residenceType: $residenceType
    ) {
      isApproved
    }
  }
`);

export interface AtpInputs {
  income: number | null;
  accommodationCost: number | null;
  financialCommitments: number | null;
  residenceType: string | null;
}

/**
 * The affordability check. product-rules#atp-check: the amounts go as integers, 0 when empty;
 * product-rules#check-failures: a failed check counts as approved, so this never throws.
 */
export async function calculateAtpApproval(inputs: AtpInputs): Promise<boolean> {
  try {
    const data = await graphqlRequest(calculateAtpApprovalDocument, {
      income: inputs.income ?? 0,
      accommodationCost: inputs.accommodationCost ?? 0,
      financialCommitments: inputs.financialCommitments ?? 0,
      residenceType: inputs.residenceType,
    });
    return data.calculateATPApproval.isApproved;
  } catch {
    return true;
  }
}

export const checkScoreDocument = graphql(/* GraphQL */ `
  query CheckScore(
    $applicationId: Int!
    $createdAt: String
    $firstName: String
    $lastName: String
    $dob: String
    $ssn: String
    $street: String
    $zip: String
    $city: String
    $state: String
  ) {
    checkScore(
      applicationId: $applicationId
      createdAt: $createdAt
      firstName: $firstName
      lastName: $lastName
      dob: $dob
      ssn: $ssn
      street: $street
      zip: $zip
      city: $city
      state: $state
    )
  }
`);

export interface ScoreInputs {
  applicationId: number;
  createdAt: string | null;
  firstName: string;
  lastName: string;
  dob: string | null;
  /** Omitted when the applicant kept the SSN on file: the server reads its own copy. */
  ssn: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  state: string | null;
}

export const identityActionsFlaggedDocument = graphql(/* GraphQL */ `
  query IdentityActionsFlagged {
    getApplicationCache {
      identityActionsFlagged
    }
  }
`);

/**
 * The identity-risk score (product-rules#risk-score sentilink checkScore); a failure counts as approved
 * (product-rules#check-failures). A score that did not pass is read back with whether the provider
 * flagged it for action, which decides the way on (product-rules#identity-actions-flagged).
 */
export async function checkScore(inputs: ScoreInputs): Promise<{ approved: boolean; actionsFlagged: boolean }> {
  try {
    const data = await graphqlRequest(checkScoreDocument, { ...inputs });
    if (data.checkScore) return { approved: true, actionsFlagged: false };
    const recorded = await graphqlRequest(identityActionsFlaggedDocument, {});
    return { approved: false, actionsFlagged: recorded.getApplicationCache?.identityActionsFlagged === true };
  } catch {
    return { approved: true, actionsFlagged: false };
  }
}
