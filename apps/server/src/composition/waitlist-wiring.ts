import type { RequireStaff } from '../modules/staff/require-staff.js';
import { registerWaitlist } from '../modules/waitlist/waitlist-module.js';
import type { CompositionContext } from './composition-context.js';

/**
 * The invitation waitlist (decision 087): a public form like the site's other forms (auth's
 * limiter and reCAPTCHA, the per-IP scale), and a staff page behind the back office's check.
 */
export async function registerWaitlistArea(context: CompositionContext, requireStaff: RequireStaff): Promise<void> {
  const { host, config } = context;
  await registerWaitlist({
    host,
    db: context.database.db,
    limiter: context.auth.limiter,
    recaptcha: context.auth.recaptcha,
    ipLimitScale: config.rateLimitIpScale,
    publicUrl: config.publicUrl,
    requireStaff,
    now: context.now,
  });
}
