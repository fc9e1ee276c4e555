'use client';

import { useRouter } from 'next/navigation';
import { type ComponentPropsWithoutRef, createContext, type ReactNode, useContext, useTransition } from 'react';

interface ListingNavigationValue {
  /**
   * Goes to another state of the listing (a new URL) while the current results stay on screen. `update` runs in the
   * same transition (an optimistic tick); `scroll: false` keeps the shopper's place (sort, filters, page size).
   */
  navigate(href: string, options?: { scroll?: boolean; update?: () => void }): void;
  /** The server is rendering the listing the shopper asked for. */
  pending: boolean;
}

const ListingNavigationContext = createContext<ListingNavigationValue | null>(null);

/** The listing's navigation and its loading state (spec C4: loading, results, empty), shared by its controls. */
export function useListingNavigation(): ListingNavigationValue {
  const value = useContext(ListingNavigationContext);
  if (!value) throw new Error('useListingNavigation must be used inside <ListingNavigation>');
  return value;
}

/** Provides {@link useListingNavigation} to the listing's sort, layout, page size, filters and pagination. */
export function ListingNavigation({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate: ListingNavigationValue['navigate'] = (href, { scroll = true, update } = {}) =>
    startTransition(() => {
      update?.();
      router.push(href, { scroll });
    });
  return (
    <ListingNavigationContext.Provider value={{ navigate, pending }}>{children}</ListingNavigationContext.Provider>
  );
}

/**
 * The results' region: while a new listing is on its way it is `aria-busy`, has `data-state="loading"` and says
 * 'Loading results…' in a polite live region, so a change never looks ignored.
 */
export function ListingResults({
  statusClassName,
  children,
  ...props
}: ComponentPropsWithoutRef<'section'> & { statusClassName?: string }) {
  const { pending } = useListingNavigation();
  return (
    <section {...props} aria-busy={pending} data-state={pending ? 'loading' : 'idle'}>
      {/* A live region without the status role: the empty-result message is the listing's one status. */}
      <p aria-live="polite" className={statusClassName}>
        {pending ? 'Loading results…' : ''}
      </p>
      {children}
    </section>
  );
}
