import { useSession } from '@bookshop/react';

/**
 * Whose cached account data a panel reads and writes (the owner its cache entries are kept under): the session's
 * customer, or, while the session is still loading after hydration, the customer the server rendered this account
 * page for (account pages are rendered per request, never shared). Without that, a change made in the first moment
 * would be kept under nobody and undone when the session arrived.
 */
export function useAccountOwner(renderedFor: string | undefined): string | undefined {
  const { customer, isLoading } = useSession();
  return isLoading ? renderedFor : customer?.email;
}
