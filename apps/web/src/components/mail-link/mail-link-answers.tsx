import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { MailLinkActions } from './mail-link-frame';

/** The token of the link the page was opened by; '' when it has none. */
export function useLinkToken(): string {
  const [search] = useSearchParams();
  return search.get('token') ?? '';
}

/**
 * What a confirmation link's page asks the server once it is open (decisions 087 and 100): never
 * on the GET alone, as mail scanners open links. Asked once per link (a query, never refetched),
 * so showing the page twice cannot use the link up and then call it used.
 */
export function useConfirmedOnOpen<Answer>(name: string, token: string, confirm: (token: string) => Promise<Answer>) {
  return useQuery({
    queryKey: [name, token],
    queryFn: () => confirm(token),
    enabled: token !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** An unsubscribe link's one press: nothing is asked until the button is pressed. */
export function useUnsubscribePress<Outcome>(token: string, unsubscribe: (token: string) => Promise<Outcome>) {
  return useMutation({ mutationFn: () => unsubscribe(token) });
}

/** The page's one button, off while its request is on the way. */
export function UnsubscribeButton({ pending, onPress }: { pending: boolean; onPress: () => void }) {
  return (
    <MailLinkActions>
      <button type="button" className="button button--primary" disabled={pending} onClick={onPress}>
        {pending ? 'Unsubscribing…' : 'Unsubscribe'}
      </button>
    </MailLinkActions>
  );
}
