import type { Queryable } from '../../db/database';
import type { BackendDeps } from './deps';

/** Sends an email the emulator's way: into the dev mailbox table (same transaction) and the log. */
export async function mail(
  q: Queryable,
  deps: Pick<BackendDeps, 'log'>,
  message: { email: string; subject: string; body: string; link?: string },
): Promise<void> {
  await q.query('INSERT INTO dev_mailbox (email, subject, body, link) VALUES ($1, $2, $3, $4)', [
    message.email,
    message.subject,
    message.body,
    message.link ?? null,
  ]);
  deps.log(`mail to ${message.email}: ${message.subject}${message.link ? ` ${message.link}` : ''}`);
}
