import { integer, serial, uuid } from 'drizzle-orm/pg-core';

/**
 * The first columns of a module's record about an application: its own id,
 * then the application and the applicant it belongs to. Plain columns, not
 * foreign keys: a module does not know the other modules' tables (decision
 * 002). A fresh set for each table, since a column belongs to one table.
 */
export function applicationRecordColumns() {
  return {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id').notNull(),
    userId: uuid('user_id').notNull(),
  };
}
