import type { StaffRole } from './back-office-deps.js';

/**
 * The signed-in staff member an action or a view is for (decision 032): its
 * own file, so the views and the actions both name it without importing each
 * other (docs/decisions/061-cards-split-and-table-ownership.md).
 */
export interface StaffCaller {
  staffId: string;
  email: string;
  role: StaffRole;
}
