import type { Queryable } from '../db/database';

/** The demo B2C customer is already subscribed, so the pop-up's 'already subscribed' path can be tried. */
export async function seedMarketingContacts(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO marketing_contacts (email, first_name, last_name, opt_in, created_at)
     VALUES ('grace@example.com', 'Grace', 'Whitfield', true, '2020-02-01T00:00:00Z')`,
  );
}
