import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

// Data written by a click reaches the page in the same task as the click. The library's default
// tells React a timer later; meanwhile React puts a control bound to that data (the wizard's visa
// question, its document-type select) back as it was, so a click looked ignored for a moment.
// Its own batching is kept: notifications still go together, after the code that wrote the data.
notifyManager.setScheduler(queueMicrotask);

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
