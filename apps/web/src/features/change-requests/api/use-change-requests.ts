import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeRequestKind } from '@waypoint/domain/change-requests/change-request-kinds';
import type { ChangeRequestFieldPair } from '@waypoint/domain/change-requests/change-request-submission';
import { submitStatusOf } from './account-load-status';
import {
  cancelChangeRequest,
  getChangeRequest,
  myChangeRequests,
  startChangeRequest,
  submitChangeRequest,
  type ChangeRequest,
  type ChangeRequestOverview,
} from './change-requests-api';

export const changeRequestsKey = ['change-requests'] as const;
const overviewKey = (uuid: string) => [...changeRequestsKey, 'overview', uuid] as const;
const historyKey = [...changeRequestsKey, 'history'] as const;
export const filesKey = (changeRequestId: number) => [...changeRequestsKey, 'files', changeRequestId] as const;

/**
 * What the panel shows: the latest request (with the address on file) and
 * the history; the panel loads and fails as one account part (the account
 * load status of product-rules#user-status, components/account/account-part).
 */
export function useChangeRequests(uuid: string) {
  const overview = useQuery({ queryKey: overviewKey(uuid), queryFn: () => getChangeRequest(uuid) });
  const history = useQuery({ queryKey: historyKey, queryFn: myChangeRequests });
  return { overview, history };
}

/**
 * After a request moved (started, submitted, cancelled): the answer is shown
 * at once as the latest request (a started one always is; a submitted or
 * cancelled one when it was the latest), then the panel reads the server's
 * view again.
 */
function useRefreshAfter(becomesLatest: boolean) {
  const client = useQueryClient();
  return async (request: ChangeRequest) => {
    client.setQueriesData<ChangeRequestOverview>({ queryKey: [...changeRequestsKey, 'overview'] }, (overview) =>
      overview && (becomesLatest || overview.changeRequestData?.id === request.id)
        ? { ...overview, changeRequestData: request }
        : overview,
    );
    await client.invalidateQueries({ queryKey: changeRequestsKey });
  };
}

export function useStartChangeRequest() {
  const refresh = useRefreshAfter(true);
  return useMutation({
    mutationFn: (codes: readonly ChangeRequestKind[]) => startChangeRequest(codes),
    onSuccess: refresh,
  });
}

export function useSubmitChangeRequest(changeRequestId: number) {
  const refresh = useRefreshAfter(false);
  const mutation = useMutation({
    mutationFn: (data: readonly ChangeRequestFieldPair[]) => submitChangeRequest(changeRequestId, data),
    onSuccess: refresh,
  });
  return { ...mutation, loadStatus: submitStatusOf(mutation.status) };
}

export function useCancelChangeRequest() {
  const refresh = useRefreshAfter(false);
  return useMutation({
    mutationFn: (request: ChangeRequest) => cancelChangeRequest(request.id),
    onSuccess: refresh,
  });
}
