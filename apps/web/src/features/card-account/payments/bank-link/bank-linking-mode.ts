import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { httpRequest } from '../../../../lib/api-client';

/**
 * Which Link opens (decision 039), from the server's public client settings:
 * Plaid's own, the local sandbox's, or none.
 */
export type BankLinkingMode = 'plaid' | 'sandbox' | 'unavailable';

export const clientSettingsUrl = '/api/v1/client-settings';

const clientSettingsSchema = z.object({ bankLinking: z.enum(['plaid', 'sandbox', 'unavailable']) });

async function fetchBankLinkingMode(): Promise<BankLinkingMode> {
  return (await httpRequest(clientSettingsUrl, { method: 'GET' }, clientSettingsSchema)).bankLinking;
}

/** The mode, or 'loading' until known; settings that cannot be read offer no Link. */
export function useBankLinkingMode(): BankLinkingMode | 'loading' {
  const settings = useQuery({
    queryKey: ['client-settings', 'bankLinking'],
    queryFn: fetchBankLinkingMode,
    staleTime: 60_000,
    retry: 1,
  });
  if (settings.isPending) return 'loading';
  return settings.data ?? 'unavailable';
}
