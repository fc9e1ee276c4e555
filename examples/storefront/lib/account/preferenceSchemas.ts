import * as z from 'zod/mini';

/** The newsletter choice the preferences section sends, and its route checks (`PUT /api/account/preferences/newsletter`). */
export const newsletterPreferenceSchema = z.object({
  subscribed: z.boolean({ error: 'Choose whether to get the newsletter' }),
});

/**
 * The printed-catalogues choice the preferences section sends, and its route checks
 * (`PUT /api/account/preferences/printed-catalogues`).
 */
export const printedCataloguesSchema = z.object({
  printedCatalogs: z.boolean({ error: 'Choose whether to get printed catalogues' }),
});

/**
 * Why printed catalogues cannot be switched on: they are posted to the default delivery address, and without one the
 * address book turns them off (spec: `printed_catalogs` false when no default delivery address remains).
 */
export const CATALOGUES_NEED_ADDRESS_MESSAGE = 'Add a default delivery address to receive printed catalogues.';
