import { graphqlCall } from './staff-read-audit-kit.js';
import { asReviewer, type Classification, type World } from './staff-read-audit-rows.js';

/**
 * The case view's letters (decision 089, read audit per decision 069): a letter is seeded once to
 * the seeded application's applicant, its envelope carrying their name, so the read has something
 * personal to note.
 */

const seeded = new WeakMap<World, Promise<void>>();

async function seedLetter(world: World): Promise<void> {
  const sql = world.app.database.sql;
  const { rows } = await sql.executeSql(
    `select a.user_id, u.first_name, u.last_name from applications a join users u on u.id = a.user_id where a.id = $1`,
    [world.applicationId],
  );
  const person = (rows as { user_id: string; first_name: string; last_name: string }[])[0];
  if (!person) throw new Error('the seeded application has no user');
  const name = `${person.first_name} ${person.last_name}`;
  await sql.executeSql(
    `insert into letters (idempotency_key, kind, user_id, to_name, to_address, title, pdf)
     values ($1, 'paperCopy', $2, $3, $4, 'Paper copy', '\\x25504446'::bytea) on conflict do nothing`,
    [
      `read-audit:${world.applicationId}`,
      person.user_id,
      name,
      JSON.stringify({ name, line1: '1 Main St', line2: null, city: 'Springfield', state: 'IL', zip: '62701' }),
    ],
  );
}

const withLetter = (world: World) => {
  const known = seeded.get(world) ?? seedLetter(world);
  seeded.set(world, known);
  return known;
};

export const paperDocumentsOperations: Readonly<Record<string, Classification>> = {
  'Query.opsPaperDelivery': {
    kind: 'staff, returns personal data',
    call: async (world) => {
      await withLetter(world);
      return graphqlCall(
        asReviewer(world).browser,
        `query P($applicationId: Int!) { opsPaperDelivery(applicationId: $applicationId) {
          consent { state } emailBounced letters { id title toAddress status } } }`,
        { applicationId: world.applicationId },
      );
    },
    subject: (world) => ({ type: 'application', id: String(world.applicationId) }),
    part: () => 'letters',
    showsName: true,
  },
};
