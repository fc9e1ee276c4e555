import { CommercetoolsError } from '../errors';
import type { Session } from '../oauth/tokenStore';

/** Whose `me` this is: a customer, or an anonymous session. */
export type Owner = { customerId: string; anonymousId: null } | { customerId: null; anonymousId: string };

/** The owner of the caller's token; a client-credentials token has no `me`. */
export function requireOwner(session: Pick<Session, 'customerId' | 'anonymousId'>): Owner {
  const { customerId, anonymousId } = session;
  if (customerId) return { customerId, anonymousId: null };
  if (anonymousId) return { customerId: null, anonymousId };
  throw new CommercetoolsError(
    'insufficient_scope',
    'This endpoint requires an access token issued either by the password flow or the anonymous session flow.',
    {},
    403,
  );
}
