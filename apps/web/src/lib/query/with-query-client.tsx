import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

// One client for the whole visit, so pages share what they have fetched.
const queryClient = new QueryClient();

/**
 * Server state for the pages that read or change it (forms, the wizard, the
 * account). Those pages load lazily and bring this with them, which keeps the
 * query library out of the content pages' first download.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
