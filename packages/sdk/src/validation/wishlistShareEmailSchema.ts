import * as z from 'zod/mini';
import { emailSchema } from './emailSchema';

/**
 * The longest note a shopper can send with an emailed wishlist link (the back end keeps 1000 characters).
 *
 * @example
 * ```tsx
 * <textarea name="message" maxLength={WISHLIST_SHARE_MESSAGE_MAX_LENGTH} />
 * ```
 */
export const WISHLIST_SHARE_MESSAGE_MAX_LENGTH = 1000;

/**
 * Emailing a wishlist's share link (the back end's `wishlist/push-link`): who gets it, checked as every email field
 * is ('Please enter email', 'Invalid email'), and an optional trimmed note.
 *
 * @example
 * ```ts
 * wishlistShareEmailSchema.parse({ email: ' mum@example.com ', message: ' For Christmas ' });
 * // { email: 'mum@example.com', message: 'For Christmas' }
 * wishlistShareEmailSchema.safeParse({ email: 'mum@' }).error?.issues[0]?.message; // 'Invalid email'
 * ```
 */
export const wishlistShareEmailSchema = z.object({
  email: emailSchema,
  message: z.optional(
    z
      .string({ error: 'A message must be text' })
      .check(
        z.trim(),
        z.maxLength(
          WISHLIST_SHARE_MESSAGE_MAX_LENGTH,
          `Message must be at most ${WISHLIST_SHARE_MESSAGE_MAX_LENGTH} characters`,
        ),
      ),
  ),
});

/** The values of the form that emails a wishlist's share link. */
export type WishlistShareEmailInput = z.infer<typeof wishlistShareEmailSchema>;
