'use client';

import type { ListingLayout } from '@bookshop/react';
import type { SearchState } from '@bookshop/sdk/rules';
import { useRouter } from 'next/navigation';
import { createContext, type ReactNode, useContext, useEffect, useOptimistic, useRef, useTransition } from 'react';
import { listingHref } from '@/lib/listing/listingUrl';
import { LISTING_HEADING_ID } from './listingHeading';

interface ListingView {
  state: SearchState;
  layout: ListingLayout;
}

interface ListingNavigationValue extends ListingView {
  /**
   * Goes to another state of the listing (a new URL). Every control shows it at once (`state` and `layout` here are
   * the ones asked for), so a second change made before the first answer builds on it instead of undoing it, while
   * the current results stay on screen. `scroll: false` keeps the shopper's place (sort, filters, page size);
   * `focusHeading` moves the keyboard focus to the listing's heading once the new page is shown (a page link, which
   * is gone from view once the page scrolls to the top). Given a function, it builds on the state last asked for,
   * even by another control in the same commit (choices made before hydration, adopted together).
   */
  navigate(
    next: SearchState | ((current: SearchState) => SearchState),
    options?: { layout?: ListingLayout; scroll?: boolean; focusHeading?: boolean },
  ): void;
  /** The server is rendering the listing the shopper asked for. */
  pending: boolean;
}

const ListingNavigationContext = createContext<ListingNavigationValue | null>(null);

/** The listing's state as asked for, its navigation and its loading state (spec C4), shared by its controls. */
export function useListingNavigation(): ListingNavigationValue {
  const value = useContext(ListingNavigationContext);
  if (!value) throw new Error('useListingNavigation must be used inside <ListingNavigation>');
  return value;
}

/** Provides {@link useListingNavigation} to the listing's sort, layout, page size, filters and pagination. */
export function ListingNavigation({ state, layout, children }: ListingView & { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [view, setView] = useOptimistic<ListingView>({ state, layout });
  const headingWanted = useRef(false);
  // The state last asked for: an optimistic `view` only shows it from the next render on. It follows the page's own
  // state when a new one has arrived and nothing else is on its way (an answer, the back button, a redirect); not on
  // mount, when choices made before hydration may already have asked for more.
  const asked = useRef(state);
  const shown = listingHref(state, layout);
  const synced = useRef(shown);
  useEffect(() => {
    if (pending || synced.current === shown) return;
    synced.current = shown;
    asked.current = state;
  }, [shown, state, pending]);
  useEffect(() => {
    if (pending || !headingWanted.current) return;
    headingWanted.current = false;
    document.getElementById(LISTING_HEADING_ID)?.focus({ preventScroll: true });
  }, [pending]);
  const navigate: ListingNavigationValue['navigate'] = (
    next,
    { layout: nextLayout = view.layout, scroll = true, focusHeading = false } = {},
  ) => {
    const target = typeof next === 'function' ? next(asked.current) : next;
    asked.current = target;
    startTransition(() => {
      headingWanted.current = focusHeading;
      setView({ state: target, layout: nextLayout });
      router.push(listingHref(target, nextLayout), { scroll });
    });
  };
  return (
    <ListingNavigationContext.Provider value={{ ...view, navigate, pending }}>
      {children}
    </ListingNavigationContext.Provider>
  );
}

/**
 * The products while a new listing is on its way: `aria-busy` and `data-state="loading"` (the site fades them), with
 * 'Loading results…' in a polite live region outside the busy part, so it is read out and a change never looks
 * ignored. Not a second `status`: the empty-result message stays the listing's one status.
 */
export function ListingBusy({
  className,
  statusClassName,
  children,
}: {
  className?: string;
  statusClassName?: string;
  children: ReactNode;
}) {
  const { pending } = useListingNavigation();
  return (
    <div className={className} data-state={pending ? 'loading' : 'idle'}>
      <p aria-live="polite" className={statusClassName}>
        {pending ? 'Loading results…' : ''}
      </p>
      <div aria-busy={pending}>{children}</div>
    </div>
  );
}
