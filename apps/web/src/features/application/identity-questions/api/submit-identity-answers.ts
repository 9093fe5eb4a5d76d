import { graphql } from '../../../../generated/gql';
import { graphqlRequest } from '../../../../lib/api-client';
import type { IdentityResponse } from './get-identity';

export const submitAnswersDocument = graphql(/* GraphQL */ `
  mutation SubmitAnswers($transactionId: String!, $questionsType: String!, $answers: [String!]!) {
    submitAnswers(transactionId: $transactionId, questionsType: $questionsType, answers: $answers) {
      ...IdentityResponseFields
    }
  }
`);

export type QuestionsType = 'MAIN' | 'CHALLENGE';

/** product-rules#identity-answers: submitting identity answers without a transaction id fails here, before any request. */
export class MissingTransactionError extends Error {
  constructor() {
    super('There is no identity check to answer. Start the questions again.');
    this.name = 'MissingTransactionError';
  }
}

/** product-rules#identity-check-status: answers go to the MAIN set, or to the CHALLENGE set when the last result was challenge. */
export function questionsTypeFor(result: string): QuestionsType {
  return result === 'challenge' ? 'CHALLENGE' : 'MAIN';
}

/** product-rules#identity-operations submitAnswers: the chosen option of each question, in order. */
export async function submitIdentityAnswers(
  transactionId: string | null | undefined,
  questionsType: QuestionsType,
  answers: readonly string[],
): Promise<IdentityResponse> {
  if (!transactionId) throw new MissingTransactionError();
  const data = await graphqlRequest(submitAnswersDocument, { transactionId, questionsType, answers: [...answers] });
  return data.submitAnswers;
}
