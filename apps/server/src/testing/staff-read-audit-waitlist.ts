import { waitlistCsvPath } from '@waypoint/domain/waitlist/waitlist';
import { confirmedEntry } from '../modules/waitlist/waitlist-test-kit.js';
import { TestBrowser } from './graphql-client.js';
import { getCall, graphqlCall } from './staff-read-audit-kit.js';
import { asAdmin, asApprover, type Classification, type World } from './staff-read-audit-rows.js';

/** The invitation waitlist (decision 087): its addresses are personal data, listed and exported by leads. */

const seeded = new WeakMap<World, string>();

/** One confirmed address on the list, made once per world, so both reads have an entry to name. */
async function seededEntry(world: World): Promise<string> {
  const known = seeded.get(world);
  if (known) return known;
  const id = await confirmedEntry(world.app, new TestBrowser(world.app.app), 'audit-waitlist@example.com');
  seeded.set(world, id);
  return id;
}

export const waitlistOperations: Readonly<Record<string, Classification>> = {
  'Query.opsWaitlist': {
    kind: 'staff, returns personal data',
    call: async (world) => {
      await seededEntry(world);
      return graphqlCall(asApprover(world).browser, '{ opsWaitlist { items { id email status } total } }');
    },
    subject: () => ({ type: 'case_list', id: 'ops_waitlist' }),
    part: (world) => `waitlist_entry:${seeded.get(world)}`,
    showsName: false,
  },
  'GET /api/v1/ops/waitlist.csv': {
    kind: 'staff, returns personal data',
    call: async (world) => {
      await seededEntry(world);
      return getCall(asAdmin(world).browser, waitlistCsvPath);
    },
    subject: () => ({ type: 'case_list', id: 'ops_waitlist_export' }),
    part: () => 'email',
    showsName: false,
  },
};
