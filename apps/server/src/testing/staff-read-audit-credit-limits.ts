import { graphqlCall } from './staff-read-audit-kit.js';
import { asApprover, asReviewer, type Classification, type World } from './staff-read-audit-rows.js';

/**
 * Limit increase requests in the back office (decision 084, read audit per decision 069): the
 * list, one request, and the decision. The request is seeded once, on the seeded application's
 * holder, as a referred request on a card account of theirs.
 */

const seeded = new WeakMap<World, Promise<number>>();

async function seedReferredRequest(world: World): Promise<number> {
  const sql = world.app.database.sql;
  const { rows: users } = await sql.executeSql('select user_id from applications where id = $1', [world.applicationId]);
  const userId = (users as { user_id: string }[])[0]?.user_id;
  if (!userId) throw new Error('the seeded application has no user');
  const { rows: accounts } = await sql.executeSql(
    `insert into card_accounts (user_id, application_id, provider, provider_account_id, credit_limit_cents, apr_bps)
     values ($1, $2, 'sandbox', 'acct_read_audit_limit', 250000, 2499)
     -- Another row's call may have issued the seeded application's card already: use its account.
     on conflict (application_id) do update set application_id = excluded.application_id returning id`,
    [userId, world.applicationId],
  );
  const accountId = (accounts as { id: number }[])[0]?.id;
  const { rows: requests } = await sql.executeSql(
    `insert into credit_limit_increase_requests (account_id, user_id, status, current_limit_cents, requested_limit_cents,
       proposed_limit_cents, annual_income, monthly_housing_cost, apr_bps, max_supported_limit_cents)
     values ($1, $2, 'referred', 250000, 800000, 800000, 200000, 1000, 2499, 1000000) returning id`,
    [accountId, userId],
  );
  const id = (requests as { id: number }[])[0]?.id;
  if (!id) throw new Error('no request seeded');
  return id;
}

const requestIdOf = (world: World) => {
  const known = seeded.get(world) ?? seedReferredRequest(world);
  seeded.set(world, known);
  return known;
};

/** A GraphQL call about the seeded request, as `who`. */
const withRequest = (who: (world: World) => World['reviewer'], query: string) => async (world: World) =>
  graphqlCall(who(world).browser, query, { id: await requestIdOf(world) });

// The subject is known once seeded; the calls run first, so it is read back from the map.
const subjectOf = (world: World) => ({ type: 'credit_limit_request', id: String(seededId.get(world)) });
const seededId = new WeakMap<World, number>();
const remember = (call: (world: World) => ReturnType<typeof graphqlCall>) => async (world: World) => {
  seededId.set(world, await requestIdOf(world));
  return call(world);
};

const view = 'id status holderName holderEmail annualIncome monthlyHousingCost';

export const creditLimitOperations: Readonly<Record<string, Classification>> = {
  'Query.opsCreditLimitRequests': {
    kind: 'staff, returns personal data',
    call: remember((world) =>
      graphqlCall(asReviewer(world).browser, '{ opsCreditLimitRequests { items { id holderName } total } }', {}),
    ),
    subject: () => ({ type: 'case_list', id: 'ops_credit_limit_requests' }),
    part: (world) => `credit_limit_request:${seededId.get(world)}`,
    showsName: true,
  },
  'Query.opsCreditLimitRequest': {
    kind: 'staff, returns personal data',
    call: remember(withRequest(asReviewer, `query V($id: Int!) { opsCreditLimitRequest(id: $id) { ${view} } }`)),
    subject: subjectOf,
    part: () => 'annualIncome',
    showsName: true,
  },
  'Mutation.opsDecideCreditLimitRequest': {
    kind: 'staff, returns personal data',
    call: remember(
      withRequest(
        asApprover,
        `mutation D($id: Int!) { opsDecideCreditLimitRequest(id: $id, version: 1, outcome: "approve", approvedLimit: 7000) { ${view} } }`,
      ),
    ),
    subject: subjectOf,
    part: () => 'holderName',
    showsName: true,
  },
};
