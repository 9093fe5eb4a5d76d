import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CARD_NOTICE_KINDS, type CardNoticeKind } from '@waypoint/domain/card-account/card-notices';
import { graphql } from '../../../../generated/gql';
import { graphqlRequest } from '../../../../lib/api-client';
import { knownValue } from '../../../../lib/known-value';
import { retryWithoutAnswer } from '../../common/query-retry';

/* Which card notices the cardholder gets (docs/product-rules.md#card-notices). */

export type NoticeKind = CardNoticeKind;

export interface NoticePreference {
  kind: NoticeKind;
  enabled: boolean;
  required: boolean;
}

export const myCardNoticePreferencesDocument = graphql(/* GraphQL */ `
  query MyCardNoticePreferences {
    myCardNoticePreferences {
      kind
      enabled
      required
    }
  }
`);

export const setCardNoticePreferenceDocument = graphql(/* GraphQL */ `
  mutation SetCardNoticePreference($kind: String!, $enabled: Boolean!) {
    setCardNoticePreference(kind: $kind, enabled: $enabled) {
      kind
      enabled
      required
    }
  }
`);

function withKnownKinds(preferences: { kind: string; enabled: boolean; required: boolean }[]): NoticePreference[] {
  return preferences.map((preference) => ({ ...preference, kind: knownValue(CARD_NOTICE_KINDS, preference.kind) }));
}

export const myNoticePreferencesKey = ['my-card-notice-preferences'] as const;

export async function getMyNoticePreferences(): Promise<NoticePreference[]> {
  return withKnownKinds((await graphqlRequest(myCardNoticePreferencesDocument, {})).myCardNoticePreferences);
}

export async function setNoticePreference(input: { kind: NoticeKind; enabled: boolean }): Promise<NoticePreference[]> {
  return withKnownKinds((await graphqlRequest(setCardNoticePreferenceDocument, input)).setCardNoticePreference);
}

export function useMyNoticePreferences() {
  return useQuery({ queryKey: myNoticePreferencesKey, queryFn: getMyNoticePreferences, retry: retryWithoutAnswer });
}

/** The answer is every preference as it now is. */
export function useSetNoticePreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setNoticePreference,
    onSuccess: (preferences) => client.setQueryData(myNoticePreferencesKey, preferences),
  });
}
