import * as z from '../transport/guard';

/**
 * A token endpoint's answer as it must be (commercetools' OAuth and the shop's back end share the shape): an answer
 * without an access token, such as a proxy's HTML page with status 200, is refused instead of stored.
 */
export const wireToken = z.looseObject({
  access_token: z.string().check(z.minLength(1)),
  expires_in: z.optional(z.number()),
  scope: z.optional(z.string()),
  refresh_token: z.optional(z.string()),
  token_type: z.optional(z.string()),
});
