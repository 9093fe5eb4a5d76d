import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { httpRequest } from '../api-client';

/**
 * Which Link opens (decision 039), from the server's public client settings:
 * Plaid's own Link (the server has Plaid keys), the local sandbox's Link-like
 * dialog, or none. The application's income step and the card's payment
 * accounts both ask.
 */
export type BankLinkingMode = 'plaid' | 'sandbox' | 'unavailable';

export const clientSettingsUrl = '/api/v1/client-settings';

const clientSettingsSchema = z.object({ bankLinking: z.enum(['plaid', 'sandbox', 'unavailable']) });

export async function fetchBankLinkingMode(): Promise<BankLinkingMode> {
  return (await httpRequest(clientSettingsUrl, { method: 'GET' }, clientSettingsSchema)).bankLinking;
}

/**
 * The mode, or 'loading' until known. Settings that cannot be read offer no
 * Link rather than one that may not work (the income step keeps its upload).
 */
export function useBankLinkingMode(): BankLinkingMode | 'loading' {
  const settings = useQuery({
    queryKey: ['client-settings', 'bankLinking'],
    queryFn: fetchBankLinkingMode,
    // The server lets caches keep the settings a minute; so does the page.
    staleTime: 60_000,
    retry: 1,
  });
  if (settings.isPending) return 'loading';
  return settings.data ?? 'unavailable';
}
