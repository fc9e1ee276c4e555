import { type RunningEmulator, startEmulator } from '@bookshop/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorServices } from '../config';
import { createBookshop } from '../createBookshop';
import { HttpError } from '../errors';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 20, seed: 13 });
});
afterAll(() => emulator?.stop());

describe('newsletter against the emulator (Emarsys)', () => {
  it('subscribes a new contact, then reports it as already subscribed', async () => {
    const { newsletter } = createBookshop(emulatorServices(emulator.url));
    const contact = { firstname: 'Ruth', lastname: 'Moab', email: 'ruth.news@example.com' };
    expect(await newsletter.isSubscribed(contact.email)).toBe(false);
    expect(await newsletter.subscribe(contact)).toEqual('subscribed');
    expect(await newsletter.isSubscribed(contact.email)).toBe(true);
    expect(await newsletter.subscribe({ ...contact, email: 'Ruth.News@example.com' })).toEqual('already-subscribed');
  });

  it('knows the seeded subscriber, and refuses a bad email without a request', async () => {
    const { newsletter } = createBookshop(emulatorServices(emulator.url));
    expect(await newsletter.isSubscribed('grace@example.com')).toBe(true);
    expect(await newsletter.subscribe({ firstname: 'G', lastname: 'W', email: 'grace@example.com' })).toEqual(
      'already-subscribed',
    );
    expect(await newsletter.subscribe({ firstname: 'A', lastname: 'B', email: 'not-an-email' })).toEqual(
      'Please enter a valid email.',
    );
  });

  it('opts a contact out and back in, and creates one that opts in for the first time', async () => {
    const { newsletter } = createBookshop(emulatorServices(emulator.url));
    const contact = { firstname: 'Naomi', lastname: 'Bethlehem', email: 'naomi.news@example.com' };
    expect(await newsletter.optedIn(contact.email)).toBe(false);
    await newsletter.unsubscribe({ email: contact.email });
    expect(await newsletter.isSubscribed(contact.email)).toBe(false);
    await newsletter.optIn(contact);
    expect(await newsletter.optedIn(contact.email)).toBe(true);
    await newsletter.unsubscribe({ email: 'Naomi.News@example.com' });
    expect(await newsletter.optedIn(contact.email)).toBe(false);
    // Still a contact: the old sign-up says so, the opt-in brings them back.
    expect(await newsletter.subscribe(contact)).toBe('already-subscribed');
    await newsletter.optIn(contact);
    expect(await newsletter.optedIn(contact.email)).toBe(true);
    await expect(newsletter.optIn({ ...contact, email: 'not-an-email' })).rejects.toThrow(
      'newsletter.optIn: Please enter a valid email.',
    );
  });

  it('is refused by the emulator without the right WSSE signature', async () => {
    const { emarsys } = emulatorServices(emulator.url);
    for (const config of [{ baseUrl: emarsys.baseUrl }, { ...emarsys, secret: 'guessed' }]) {
      const error = await createBookshop({ emarsys: config, retries: 0 })
        .newsletter.isSubscribed('grace@example.com')
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 401, body: { replyCode: 1, replyText: 'Unauthorized', data: '' } });
    }
  });
});
