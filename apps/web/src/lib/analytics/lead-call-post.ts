/** A lead call's POST (product-rules#plain-http): fire-and-forget, its failure never shown. */
export function postLeadCall(path: string, body: unknown, options: { outlivesPage: boolean }): void {
  try {
    void fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      // Only a call made as the page goes away needs to outlive it.
      keepalive: options.outlivesPage,
    })
      // The short answer is read to its end, so the request counts as finished (an unread body keeps it open).
      .then((response) => response.text())
      .catch(() => undefined);
  } catch {
    // A browser without fetch loses the lead, never the form.
  }
}
