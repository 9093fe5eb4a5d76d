import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql';
import type { ScraRateCapQuery } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';

/*
 * The SCRA rate cap on the card account (docs/product-rules.md#scra-rate-cap,
 * decision 088): null before a card or an approved servicemember request.
 */

export const scraRateCapDocument = graphql(/* GraphQL */ `
  query ScraRateCap {
    myScraRateCap {
      status
      activeDutyStartDate
      accountOpenedOn
      cappedAprBps
      effectiveFrom
      creditedCents
    }
  }
`);

export type ScraRateCap = NonNullable<ScraRateCapQuery['myScraRateCap']>;

export function useScraRateCap() {
  return useQuery({
    queryKey: ['scra-rate-cap'],
    queryFn: async () => (await graphqlRequest(scraRateCapDocument, {})).myScraRateCap,
    // Asked again by itself only when no answer came, twice (as the card's own query).
    retry: (failures: number, error: Error) => !(error instanceof ApiError) && failures < 2,
  });
}
