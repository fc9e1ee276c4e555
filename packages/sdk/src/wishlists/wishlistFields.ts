import * as z from '../transport/guard';

// The wishlist methods hold every write to the form's rules (validation/wishlistSchema.ts: trimmed text, a name is
// 'Required') without zod's runtime in the commerce clients; wishlistFields.test.ts holds both to the same answers.
const trimmed = (message?: string) =>
  z.pipe(
    z.string(message),
    z.transform((value: string) => value.trim()),
  );
const name = trimmed('Required').check(z.minLength(1, 'Required'));
const description = z.optional(trimmed());

/** A wishlist's name and description, as `wishlistSchema` checks them. */
export const wishlistFields = z.object({ name, description });
/** A wishlist's new name alone. */
export const wishlistName = z.object({ name });
/** A wishlist's new description alone. */
export const wishlistDescription = z.object({ description });
