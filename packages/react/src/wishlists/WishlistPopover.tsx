import type { Wishlist } from '@bookshop/sdk';
import * as Popover from '@radix-ui/react-popover';
import {
  type ComponentPropsWithoutRef,
  createContext,
  forwardRef,
  type ReactNode,
  type RefObject,
  useContext,
  useRef,
  useState,
} from 'react';
import { useFocusShownFrom } from '../dom/useFocusShownFrom';
import { useMergedRef } from '../dom/useMergedRef';
import { useWishlists, type WishlistsState } from './useWishlists';
import { WishlistFormDialog, type WishlistFormDialogProps } from './WishlistFormDialog';
import { WISHLIST_CREATE_FAILURE_MESSAGE, WISHLIST_FAILURE_MESSAGE, type WishlistSource } from './wishlistSource';
import { hasProduct, type WishlistProduct, wishlistSummary } from './wishlistsController';

/** A message for the shopper after a wishlist write (the site shows it as a toast). */
export interface WishlistMessage {
  type: 'success' | 'error';
  text: string;
}

interface WishlistPopoverContext {
  state: WishlistsState;
  product: WishlistProduct;
  choose(list: Wishlist): void;
  /** Reads the next page of wishlists; a failure is the shopper's wishlist failure message. */
  loadMore(): Promise<boolean>;
  startCreate(): void;
  focusTrigger(event: Event): void;
  /** The popover closes to open the create dialog: the focus goes there, not back to the trigger. */
  creating: RefObject<boolean>;
  external: RefObject<HTMLElement | null> | undefined;
  ownTrigger: RefObject<HTMLButtonElement | null>;
}

const Context = createContext<WishlistPopoverContext | null>(null);
const usePopoverContext = (part: string) => {
  const context = useContext(Context);
  if (!context) throw new Error(`<${part}> must be inside <WishlistPopover>`);
  return context;
};

export interface WishlistPopoverProps {
  /** Where the wishlists are read and written (the site's routes, or the SDK). */
  source: WishlistSource;
  /** Whose wishlists these are (see `useWishlists`' `owner`). */
  owner?: string;
  /** The product the popover adds to a wishlist or takes out of one. */
  product: WishlistProduct;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * A trigger rendered outside the popover, such as a site's button that was on the page before the popover's code
   * loaded: the content is placed beside it and the focus returns to it. Without it, use `WishlistPopoverTrigger`.
   */
  triggerRef?: RefObject<HTMLElement | null>;
  /** Called with each outcome's message ('Item added to wishlist successfully', 'Error while creating wishlist', …). */
  onMessage?: (message: WishlistMessage) => void;
  /**
   * The basket line the product is in, when the popover moves it from the basket ('Move to wishlist' on a basket
   * page): choosing a list adds the product there and only then removes the line ('Item moved to wishlist
   * successfully'); a new list is created with it and the line removed ('Item moved to created wishlist
   * successfully'). A failure leaves the line in the basket.
   */
  fromBasketLineId?: string;
  /** Labels and class names of the 'Create new wishlist' dialog. */
  createDialog?: Pick<WishlistFormDialogProps, 'classNames' | 'labels' | 'className' | 'title'>;
  children: ReactNode;
}

/**
 * An unstyled wishlist popover on Radix Popover (spec A2, A4), in parts: `WishlistPopover` (root),
 * `WishlistPopoverTrigger` and `WishlistPopoverContent`. The content lists the shopper's wishlists (name, item count,
 * creation date DD/MM/YYYY), each a toggle button pressed when the product is in it; choosing one adds the product or
 * takes it out ('Item added to wishlist successfully' / 'Item removed to wishlist successfully'), at once and rolled
 * back on failure ('Something went wrong please try again 1'). 'Create new wishlist' opens a modal form and creates a
 * list with the product in it ('Wishlist created successfully'). Nothing is read until the popover first opens; the
 * focus returns to the trigger whenever it closes.
 *
 * @example
 * ```tsx
 * <WishlistPopover source={source} product={{ productId, name }} onMessage={({ type, text }) => toast[type](text)}>
 *   <WishlistPopoverTrigger aria-label={`Add ${name} to a wishlist`}>♡</WishlistPopoverTrigger>
 *   <WishlistPopoverContent aria-label="Your wishlists" />
 * </WishlistPopover>
 * ```
 */
export function WishlistPopover({
  source,
  owner,
  product,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  triggerRef,
  onMessage,
  fromBasketLineId,
  createDialog,
  children,
}: WishlistPopoverProps) {
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  const [creating, setCreatingState] = useState(false);
  // Read when the popover's content has already gone, so a ref rather than the state of a render.
  const creatingRef = useRef(false);
  const setCreating = (next: boolean) => {
    creatingRef.current = next;
    setCreatingState(next);
  };
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  // Read on first opening only; kept on afterwards so the list stays current for the next opening.
  const state = useWishlists(source, { enabled: used || creating, owner });
  const ownTrigger = useRef<HTMLButtonElement>(null);
  const focusTrigger = (event: Event) => {
    event.preventDefault();
    (triggerRef?.current ?? ownTrigger.current)?.focus({ preventScroll: true });
  };
  const context: WishlistPopoverContext = {
    state,
    product,
    external: triggerRef,
    ownTrigger,
    focusTrigger,
    creating: creatingRef,
    choose(list) {
      setOpen(false);
      state.toggle(list, product, fromBasketLineId ? { fromBasketLineId } : undefined).then(
        (outcome) => outcome && onMessage?.({ type: 'success', text: outcome.message }),
        () => onMessage?.({ type: 'error', text: WISHLIST_FAILURE_MESSAGE }),
      );
    },
    loadMore: () =>
      state.loadMore().then(
        () => true,
        () => {
          onMessage?.({ type: 'error', text: WISHLIST_FAILURE_MESSAGE });
          return false;
        },
      ),
    startCreate() {
      setOpen(false);
      setCreating(true);
    },
  };
  return (
    <Context.Provider value={context}>
      <Popover.Root open={open} onOpenChange={setOpen}>
        {triggerRef ? <Popover.Anchor virtualRef={triggerRef} /> : null}
        {children}
      </Popover.Root>
      <WishlistFormDialog
        {...createDialog}
        open={creating}
        onOpenChange={setCreating}
        onCloseAutoFocus={focusTrigger}
        onSubmit={async (values) => {
          try {
            const draft = fromBasketLineId ? { ...values, fromBasketLineIds: [fromBasketLineId] } : values;
            const outcome = await state.create(draft, product);
            onMessage?.({ type: 'success', text: outcome.message });
          } catch (error) {
            onMessage?.({ type: 'error', text: WISHLIST_CREATE_FAILURE_MESSAGE });
            throw error;
          }
        }}
      />
    </Context.Provider>
  );
}

/**
 * The button that opens a {@link WishlistPopover}; give it an accessible name ('Add {product} to a wishlist').
 *
 * @example
 * ```tsx
 * <WishlistPopoverTrigger aria-label="Add Psalms to a wishlist">♡</WishlistPopoverTrigger>
 * ```
 */
export const WishlistPopoverTrigger = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<typeof Popover.Trigger>>(
  function WishlistPopoverTrigger(props, ref) {
    const { ownTrigger } = usePopoverContext('WishlistPopoverTrigger');
    return <Popover.Trigger ref={useMergedRef(ownTrigger, ref)} {...props} />;
  },
);

export interface WishlistPopoverContentClassNames {
  title?: string;
  status?: string;
  list?: string;
  item?: string;
  name?: string;
  count?: string;
  date?: string;
  more?: string;
  create?: string;
}

export interface WishlistPopoverContentProps extends Omit<ComponentPropsWithoutRef<typeof Popover.Content>, 'title'> {
  /** A heading shown above the lists ('Add to wishlist' by default; `null` for none). */
  title?: ReactNode;
  labels?: { loading?: ReactNode; empty?: ReactNode; more?: ReactNode; create?: ReactNode };
  classNames?: WishlistPopoverContentClassNames;
  /** Renders into `document.body` (default) or in place. */
  portal?: boolean;
}

/**
 * The content of a {@link WishlistPopover}: the shopper's wishlists as toggle buttons (`aria-pressed`, `data-state`
 * `on` / `off`, `aria-busy` while a toggle is in flight), 'Show more wishlists' while the shopper has more than are
 * read (the next page, the focus moving to its first list), and 'Create new wishlist'.
 *
 * @example
 * ```tsx
 * <WishlistPopoverContent aria-label="Your wishlists" sideOffset={4} classNames={{ item: styles.item }} />
 * ```
 */
export const WishlistPopoverContent = forwardRef<HTMLDivElement, WishlistPopoverContentProps>(
  function WishlistPopoverContent(
    { title = 'Add to wishlist', labels = {}, classNames = {}, portal = true, children, ...props },
    ref,
  ) {
    const { state, product, choose, loadMore, startCreate, focusTrigger, creating, external } =
      usePopoverContext('WishlistPopoverContent');
    const { wishlists, isLoading, error } = state;
    const listRef = useRef<HTMLUListElement>(null);
    // The first list of a page read with 'Show more wishlists' takes the focus once it is shown.
    const focusShownFrom = useFocusShownFrom(listRef, wishlists?.length ?? 0);
    const content = (
      <Popover.Content
        ref={ref}
        {...props}
        onCloseAutoFocus={(event) => {
          props.onCloseAutoFocus?.(event);
          if (creating.current) event.preventDefault();
          else if (!event.defaultPrevented) focusTrigger(event);
        }}
        onInteractOutside={(event) => {
          props.onInteractOutside?.(event);
          // A trigger outside the popover toggles it itself; closing here would let its click open it again.
          if (external?.current?.contains(event.target as Node)) event.preventDefault();
        }}
      >
        {title === null ? null : <p className={classNames.title}>{title}</p>}
        {isLoading ? (
          <p role="status" className={classNames.status}>
            {labels.loading ?? 'Loading your wishlists…'}
          </p>
        ) : null}
        {error && !wishlists ? (
          <p role="alert" className={classNames.status}>
            {WISHLIST_FAILURE_MESSAGE}
          </p>
        ) : null}
        {wishlists?.length === 0 ? (
          <p className={classNames.status}>{labels.empty ?? 'You have no wishlists yet.'}</p>
        ) : null}
        {wishlists?.length ? (
          <ul ref={listRef} className={classNames.list}>
            {wishlists.map((list) => {
              const summary = wishlistSummary(list);
              const inList = hasProduct(list, product.productId);
              const busy = state.isToggling(list.id, product.productId);
              return (
                <li key={list.id}>
                  <button
                    type="button"
                    className={classNames.item}
                    aria-pressed={inList}
                    aria-busy={busy || undefined}
                    aria-disabled={busy || undefined}
                    data-state={inList ? 'on' : 'off'}
                    onClick={busy ? undefined : () => choose(list)}
                  >
                    <span className={classNames.name}>{summary.name}</span>{' '}
                    <span className={classNames.count}>{summary.countLabel}</span>{' '}
                    <span className={classNames.date}>{summary.created}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
        {state.hasMore ? (
          <button
            type="button"
            className={classNames.more}
            aria-busy={state.isLoadingMore || undefined}
            onClick={async () => {
              const shown = wishlists?.length ?? 0;
              if (await loadMore()) focusShownFrom(shown);
            }}
          >
            {labels.more ?? 'Show more wishlists'}
          </button>
        ) : null}
        <button type="button" className={classNames.create} onClick={startCreate}>
          {labels.create ?? 'Create new wishlist'}
        </button>
        {children}
      </Popover.Content>
    );
    return portal ? <Popover.Portal>{content}</Popover.Portal> : content;
  },
);
