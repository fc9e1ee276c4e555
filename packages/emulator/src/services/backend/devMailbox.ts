import { z } from 'zod';
import { ReplyError, type Router } from '../../http/router';
import type { BackendDeps } from './deps';

const query = z.object({ email: z.string().trim().min(3).max(256) });

/** `GET /dev/mailbox?email=`: the emails the emulator "sent" to an address, newest first (development only). */
export function registerDevMailboxRoutes(router: Router, { db }: BackendDeps): void {
  router.get('/dev/mailbox', async ({ url }) => {
    const parsed = query.safeParse({ email: url.searchParams.get('email') ?? undefined });
    if (!parsed.success) throw new ReplyError(400, 'email: an email address is required');
    const { rows } = await db.query<{
      id: number;
      email: string;
      subject: string;
      body: string;
      link: string | null;
      created_at: Date;
    }>(
      `SELECT id, email, subject, body, link, created_at FROM dev_mailbox WHERE lower(email) = lower($1)
       ORDER BY id DESC LIMIT 50`,
      [parsed.data.email],
    );
    return {
      json: {
        messages: rows.map((row) => ({
          id: row.id,
          email: row.email,
          subject: row.subject,
          body: row.body,
          link: row.link,
          createdAt: new Date(row.created_at).toISOString(),
        })),
      },
    };
  });
}
