import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { PrequalificationForm } from '@waypoint/domain/credit-report/prequalification-form';
import { prequalificationOutcomes } from '@waypoint/domain/credit-report/prequalification-rule';
import { graphqlRequest } from '../../../lib/api-client';

export const prequalifyDocument = /* GraphQL */ `
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
`;

export const bureauSchema = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  website: z.string(),
});

const prequalificationSchema = z.object({
  outcome: z.enum(prequalificationOutcomes),
  aprLow: z.number().nullable(),
  aprHigh: z.number().nullable(),
  indicativeLimit: z.number().int().nullable(),
  reasons: z.array(z.object({ code: z.string(), text: z.string() })),
  identityConfirmationNeeded: z.boolean(),
  bureau: bureauSchema,
  answersCarryOver: z.boolean(),
  creditReportUsed: z.boolean(),
  creditScore: z
    .object({
      value: z.number().int(),
      model: z.string(),
      rangeLow: z.number().int(),
      rangeHigh: z.number().int(),
      scoredOn: z.string(),
      keyFactors: z.array(z.string()),
    })
    .nullable(),
});

export type Prequalification = z.infer<typeof prequalificationSchema>;

const prequalifyResponseSchema = z.object({ prequalify: prequalificationSchema });

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
  const data = await graphqlRequest(prequalifyDocument, { ...variables }, prequalifyResponseSchema);
  return data.prequalify;
}

export function usePrequalify() {
  return useMutation({ mutationFn: prequalify });
}
