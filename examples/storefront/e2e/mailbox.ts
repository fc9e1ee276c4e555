import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** A mail the emulator's back end sent (its development mailbox). */
export interface Mail {
  subject: string;
  link: string | null;
}

/** The newest mail with a link sent to `email`, waited for (sign-in links, reset links). */
export async function latestMail(request: APIRequestContext, email: string): Promise<Mail> {
  let mail: Mail | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(
        `${process.env.EMULATOR_URL}/backend/dev/mailbox?email=${encodeURIComponent(email)}`,
      );
      mail = ((await answer.json()) as { messages: Mail[] }).messages[0];
      return mail?.link ?? null;
    })
    .not.toBeNull();
  return mail as Mail;
}

/**
 * The link of the newest mail to `email`, checked to open on the site the tests browse: a link to another host name
 * for the same server would open without the shopper's cookies (and basket).
 */
export async function mailedLink(request: APIRequestContext, email: string): Promise<string> {
  const link = (await latestMail(request, email)).link ?? '';
  expect(new URL(link).origin).toBe(new URL(process.env.STOREFRONT_URL ?? '').origin);
  return link;
}
