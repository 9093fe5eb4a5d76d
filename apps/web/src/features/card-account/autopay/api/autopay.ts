import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AUTOPAY_CHOICES, type AutopayChoice } from '@waypoint/domain/card-account/autopay';
import { graphql } from '../../../../generated/gql';
import type { AutopayFieldsFragment } from '../../../../generated/graphql';
import { graphqlRequest } from '../../../../lib/api-client';
import { knownValue } from '../../../../lib/known-value';
import { retryWithoutAnswer } from '../../common/query-retry';
import { myNoticePreferencesKey } from '../../notices/api/notice-preferences';

/* Autopay (docs/product-rules.md#autopay): myAutopay, setAutopay and turnOffAutopay. */

export const autopayFieldsFragment = graphql(/* GraphQL */ `
  fragment AutopayFields on Autopay {
    amountChoice
    fixedAmountCents
    bankAccount {
      ...PaymentBankAccountFields
    }
    nextPaymentDate
  }
`);

export type Autopay = Omit<AutopayFieldsFragment, 'amountChoice'> & { amountChoice: AutopayChoice };

function withKnownChoice(autopay: AutopayFieldsFragment): Autopay {
  return { ...autopay, amountChoice: knownValue(AUTOPAY_CHOICES, autopay.amountChoice) };
}

export const myAutopayDocument = graphql(/* GraphQL */ `
  query MyAutopay {
    myAutopay {
      ...AutopayFields
    }
  }
`);

export const setAutopayDocument = graphql(/* GraphQL */ `
  mutation SetAutopay($bankAccountId: Int!, $amountChoice: String!, $fixedAmountCents: Int) {
    setAutopay(bankAccountId: $bankAccountId, amountChoice: $amountChoice, fixedAmountCents: $fixedAmountCents) {
      ...AutopayFields
    }
  }
`);

export const turnOffAutopayDocument = graphql(/* GraphQL */ `
  mutation TurnOffAutopay {
    turnOffAutopay
  }
`);

export const myAutopayKey = ['my-autopay'] as const;

/** Null while autopay is off. */
export async function getMyAutopay(): Promise<Autopay | null> {
  const { myAutopay } = await graphqlRequest(myAutopayDocument, {});
  return myAutopay ? withKnownChoice(myAutopay) : null;
}

export interface AutopaySetting {
  bankAccountId: number;
  amountChoice: AutopayChoice;
  /** Set for 'fixed' only. */
  fixedAmountCents: number | null;
}

export async function setAutopay(setting: AutopaySetting): Promise<Autopay> {
  return withKnownChoice((await graphqlRequest(setAutopayDocument, { ...setting })).setAutopay);
}

export async function turnOffAutopay(): Promise<null> {
  await graphqlRequest(turnOffAutopayDocument, {});
  return null;
}

export function useMyAutopay() {
  return useQuery({ queryKey: myAutopayKey, queryFn: getMyAutopay, retry: retryWithoutAnswer });
}

/**
 * Each answer is autopay as it now is; turning it off answers null. Whether the autopay notice
 * can be turned off follows the amount autopay pays (docs/product-rules.md#card-notices), so the
 * notice choices are asked for again.
 */
export function useChangeAutopay() {
  const client = useQueryClient();
  const onSuccess = (autopay: Autopay | null) => {
    client.setQueryData(myAutopayKey, autopay);
    void client.invalidateQueries({ queryKey: myNoticePreferencesKey });
  };
  return {
    set: useMutation({ mutationFn: setAutopay, onSuccess }),
    turnOff: useMutation({ mutationFn: turnOffAutopay, onSuccess }),
  };
}
