import { newLeadSchema, type NewLeadInput } from '@waypoint/domain/site/crm/new-lead';
import { postLeadCall } from './lead-call-post';

/**
 * The web's lead calls (product-rules#plain-http; decision 043): POST
 * /crm/new_lead when a visitor leaves their e-mail and first name before an
 * account exists. The visit's POST /crm/log is `visit-log.ts`, apart from this
 * module's schemas (decision 050). Fire-and-forget: nothing waits, and a failure is never shown.
 */
const leadsSent = new Set<string>();

/** The e-mail and first name only, as the spec names them; sent once per address per page. */
export function sendLead(lead: NewLeadInput): void {
  const parsed = newLeadSchema.safeParse(lead);
  if (!parsed.success) return;
  const { email, firstName } = parsed.data;
  if (leadsSent.has(email)) return;
  leadsSent.add(email);
  // Sent as the sign-up form submits and the page moves on.
  postLeadCall('/crm/new_lead', { email, firstName }, { outlivesPage: true });
}
