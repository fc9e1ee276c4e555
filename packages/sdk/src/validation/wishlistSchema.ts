import * as z from 'zod/mini';
import { requiredText } from './requiredText';

/**
 * The 'Create new wishlist' form (spec A5): a trimmed, required name ('Required') and an optional description.
 *
 * @example
 * ```ts
 * wishlistSchema.parse({ name: ' Christmas ' });                  // { name: 'Christmas' }
 * wishlistSchema.safeParse({ name: '' }).error?.issues[0]?.message; // 'Required'
 * ```
 */
export const wishlistSchema = z.object({
  name: requiredText('Required'),
  description: z.optional(z.string().check(z.trim())),
});

/** The 'Create new wishlist' form's values. */
export type WishlistInput = z.infer<typeof wishlistSchema>;
