import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql';
import type { MyPaperDocumentsQuery } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';

/* E-sign consent, paper copies and the letters we mailed (decision 089, docs/product-rules.md#paper-documents). */

export const myPaperDocumentsDocument = graphql(/* GraphQL */ `
  query MyPaperDocuments {
    myPaperDocuments {
      consent {
        state
        changedAt
      }
      mailingAddress
      emailBounced
      documents {
        kind
        id
        title
        date
      }
      letters {
        id
        title
        status
        expectedDelivery
        createdAt
      }
    }
  }
`);

export const withdrawEsignConsentDocument = graphql(/* GraphQL */ `
  mutation WithdrawEsignConsent {
    withdrawEsignConsent {
      consent {
        state
        changedAt
      }
    }
  }
`);

export const giveEsignConsentDocument = graphql(/* GraphQL */ `
  mutation GiveEsignConsent {
    giveEsignConsent {
      consent {
        state
        changedAt
      }
    }
  }
`);

export const requestPaperCopyDocument = graphql(/* GraphQL */ `
  mutation RequestPaperCopy($kind: String!, $id: String!, $requestKey: ID!) {
    requestPaperCopy(kind: $kind, id: $id, requestKey: $requestKey) {
      id
      title
      status
      expectedDelivery
      createdAt
    }
  }
`);

export type PaperDocuments = MyPaperDocumentsQuery['myPaperDocuments'];
export type MailableDocument = PaperDocuments['documents'][number];

const paperDocumentsKey = ['my-paper-documents'] as const;

export function useMyPaperDocuments() {
  return useQuery({
    queryKey: paperDocumentsKey,
    queryFn: async () => (await graphqlRequest(myPaperDocumentsDocument, {})).myPaperDocuments,
  });
}

/** Withdraws or gives consent; either is safe to send twice (the server records a change only). */
export function useChangeEsignConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (to: 'withdrawn' | 'given') =>
      to === 'withdrawn'
        ? (await graphqlRequest(withdrawEsignConsentDocument, {})).withdrawEsignConsent
        : (await graphqlRequest(giveEsignConsentDocument, {})).giveEsignConsent,
    onSettled: () => client.invalidateQueries({ queryKey: paperDocumentsKey }),
  });
}

/** Asks for a paper copy; the request key is made once per press, so a retry of it is the same request. */
export function useRequestPaperCopy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { kind: string; id: string; requestKey: string }) =>
      (await graphqlRequest(requestPaperCopyDocument, input)).requestPaperCopy,
    onSettled: () => client.invalidateQueries({ queryKey: paperDocumentsKey }),
  });
}
