import type { PrequalificationForm } from '@waypoint/domain/credit-report/prequalification-form';
import {
  prequalificationOutcomes,
  type PrequalificationOutcome,
} from '@waypoint/domain/credit-report/prequalification-rule';
import { graphql } from '../../../../generated/gql';
import type { PrequalifyMutation } from '../../../../generated/graphql';
import { graphqlRequest } from '../../../../lib/api-client';
import { knownValue } from '../../../../lib/known-value';

export const prequalifyDocument = graphql(/* GraphQL */ `
  mutation Prequalify($input: PrequalificationInput!, $recaptchaToken: String) {
    prequalify(input: $input, recaptchaToken: $recaptchaToken) {
      outcome
      aprLow
      aprHigh
      indicativeLimit
      reasons {
        code
        text
      }
      identityConfirmationNeeded
      bureau {
        name
        address
        phone
        website
      }
      answersCarryOver
      creditReportUsed
      creditScore {
        value
        model
        rangeLow
        rangeHigh
        scoredOn
        keyFactors
      }
    }
  }
`);

/** The likely answer, its outcome narrowed to the domain's list. */
export type Prequalification = Omit<PrequalifyMutation['prequalify'], 'outcome'> & { outcome: PrequalificationOutcome };

export interface PrequalifyVariables {
  input: {
    firstName: string;
    middleName: string;
    lastName: string;
    dob: string;
    inUS: boolean;
    street: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
    income: number;
    accommodationCost: number;
    ssnLastFour: string | null;
    consent: boolean;
  };
  recaptchaToken: string;
}

/** The checked form as the operation's input: the address flat, and null where the person has none. */
export function prequalifyVariables(form: PrequalificationForm, recaptchaToken: string): PrequalifyVariables {
  const { address, ...answers } = form;
  return {
    input: {
      ...answers,
      street: address?.street ?? null,
      city: address?.city ?? null,
      state: address?.state ?? null,
      zip: address?.zip ?? null,
    },
    recaptchaToken,
  };
}

/** A soft inquiry: the likely answer, the same shape whatever the bureau said. */
export async function prequalify(variables: PrequalifyVariables): Promise<Prequalification> {
  const { prequalify: answer } = await graphqlRequest(prequalifyDocument, variables);
  return { ...answer, outcome: knownValue(prequalificationOutcomes, answer.outcome) };
}
