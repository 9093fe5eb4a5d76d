import type { BlogSubscriptionsDeps } from '../modules/blog/blog-subscriptions-deps.js';
import { registerBlogSubscriptions } from '../modules/blog/blog-subscriptions-module.js';
import type { CrmDeps } from '../modules/crm/crm-deps.js';
import { registerCrm } from '../modules/crm/crm-module.js';
import type { PartnersDeps } from '../modules/partners/partners-deps.js';
import { registerPartners } from '../modules/partners/partners-module.js';
import type { ModuleHost } from '../platform/module-host.js';

/**
 * The site's plain HTTP forms (product-rules#plain-http): partners, leads and
 * the blog. No session; each limits per IP. One set of settings for all three.
 */
export async function registerSiteForms(
  host: ModuleHost,
  deps: BlogSubscriptionsDeps & CrmDeps & PartnersDeps & { seedSandboxProgrammes: boolean },
): Promise<void> {
  const { seedSandboxProgrammes, ...siteForms } = deps;
  await registerPartners(host, siteForms, { seedSandboxProgrammes });
  await registerCrm(host, siteForms);
  await registerBlogSubscriptions(host, siteForms);
}
