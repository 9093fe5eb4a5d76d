import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import { notePersonalDataRead } from '../../platform/audit/personal-data-reads.js';
import { selectedPersonalParts } from '../../platform/audit/selected-parts.js';
import type { WaitlistDeps } from './waitlist-deps.js';
import { opsWaitlistPage, waitlistStaffRoles } from './waitlist-staff.js';

/** The back office's waitlist page (decision 087). */
export function createWaitlistResolvers(deps: WaitlistDeps): Resolvers {
  return {
    Query: {
      opsWaitlist: async (_parent, args, context, info) => {
        const staff = await deps.requireStaff(context, waitlistStaffRoles);
        const page = await opsWaitlistPage(deps, args);
        // The addresses are one read of the list, naming each entry on it (decision 069).
        const emails = selectedPersonalParts(info, ['email'], ['items']);
        if (emails.length > 0 && page.items.length > 0) {
          notePersonalDataRead(context.request, staff, { type: 'case_list', id: 'ops_waitlist' }, [
            ...emails,
            ...page.items.map((item) => `waitlist_entry:${item.id}`),
          ]);
        }
        return page;
      },
    },
  };
}
