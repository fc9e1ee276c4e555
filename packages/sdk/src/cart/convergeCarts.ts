import type { GraphQLClient } from '../commercetools/graphqlClient';
import type { Logger } from '../config';
import { ConcurrentModificationError, GraphQLResponseError } from '../errors';
import type { CartFieldsFragment, MyLineItemDraft } from '../generated/graphql';
import { DeleteMyCartDocument, MyActiveCartsDocument } from '../generated/graphql';
import type { RequestOptions } from '../transport/http';
import { movedLineDraft } from './lineDrafts';

type Cart = CartFieldsFragment;

/** What the convergence needs from the cart resource: its GraphQL client and its two writes. */
export interface CartConvergenceDeps {
  graphql: GraphQLClient;
  locale: string;
  /** Adds lines to a basket (re-sent with the current version on a conflict: adding is safe to repeat then). */
  addLines: (cart: Cart, lines: MyLineItemDraft[], options?: RequestOptions) => Promise<Cart>;
  /** Creates a basket holding the lines. */
  createWith: (lines: MyLineItemDraft[], options?: RequestOptions) => Promise<Cart>;
  /** How many passes over the shopper's baskets at most before the result is answered as it stands. */
  passes: number;
  /** Told of a line commerce refuses to take again (its product withdrawn meanwhile), which is then left out. */
  logger: Logger;
}

// A basket that is gone (deleted by another convergence) or no longer active (ordered, merged at sign-in).
const gone = (error: unknown) =>
  error instanceof GraphQLResponseError && (error.code === 'ResourceNotFound' || error.code === 'InvalidOperation');

/**
 * Merges the shopper's active baskets into one, after the fact: commercetools lets a shopper (a customer, or one
 * anonymous session) hold several active carts and `me.activeCart` shows only the most recently modified, so two
 * first adds at one moment (two tabs, two servers) each create a basket and one of them would be lost from view.
 *
 * The oldest active basket is kept (its creation time never changes, so every convergence running at once agrees on
 * it; the most recently modified would move with each merge). Each other one is deleted at the version just read and
 * its lines added to the kept one. Deleting first makes a merge happen once: only one convergence can delete a
 * basket at a version, and a basket written meanwhile (an add that read it a moment before) refuses the delete and
 * is taken on the next pass with that line. Lines taken out are held until they are in a basket: when the kept one
 * disappears meanwhile (a convergence that saw an older basket took it) the next pass adds them to the one kept then,
 * and with no active basket left (ordered meanwhile) they start a new one. Only the lines move: a discount code or an
 * address on a basket that goes is the kept basket's to set.
 *
 * Answers the one basket left (read again after the last merge), `null` without any; after `passes` passes it
 * answers the kept basket as it stands, and a later convergence finishes the rest.
 */
export function createCartConvergence({ graphql, locale, addLines, createWith, passes, logger }: CartConvergenceDeps) {
  const activeCarts = async (options?: RequestOptions) =>
    (await graphql(MyActiveCartsDocument, { locale }, options)).me.carts.results;
  // The deleted basket, or null when another write came first (a newer version) or it is gone already.
  const take = async (cart: Cart, options?: RequestOptions) => {
    try {
      const { deleteMyCart } = await graphql(
        DeleteMyCartDocument,
        { id: cart.id, version: cart.version, locale },
        options,
      );
      return deleteMyCart?.cartState === 'Active' ? deleteMyCart : null;
    } catch (error) {
      if (error instanceof ConcurrentModificationError || gone(error)) return null;
      throw error;
    }
  };
  // Adds the lines to the kept basket and answers it with the lines not yet in it: none, or (the basket gone
  // meanwhile) those still to place. When commerce refuses the batch, each line goes alone, so that one it will not
  // take again (a product withdrawn since) keeps no other out.
  const place = async (
    cart: Cart,
    lines: MyLineItemDraft[],
    options?: RequestOptions,
  ): Promise<{ cart: Cart; left: MyLineItemDraft[] }> => {
    try {
      return { cart: await addLines(cart, lines, options), left: [] };
    } catch (error) {
      if (gone(error)) return { cart, left: lines };
      if (!(error instanceof GraphQLResponseError)) throw error;
    }
    let current = cart;
    for (const [index, line] of lines.entries()) {
      try {
        current = await addLines(current, [line], options);
      } catch (refused) {
        if (gone(refused)) return { cart: current, left: lines.slice(index) };
        if (!(refused instanceof GraphQLResponseError)) throw refused;
        logger.warn('A line of a merged basket was refused and left out', { line, code: refused.code });
      }
    }
    return { cart: current, left: [] };
  };
  return async function converge(options?: RequestOptions): Promise<Cart | null> {
    let held: MyLineItemDraft[] = [];
    let kept: Cart | undefined;
    try {
      for (let pass = 0; pass < passes; pass++) {
        const [oldest, ...others] = await activeCarts(options);
        kept = oldest;
        if (!others.length && !held.length) return kept ?? null;
        for (const other of others) {
          const taken = await take(other, options);
          if (taken) held = [...held, ...taken.lineItems.map(movedLineDraft)];
        }
        if (!held.length) continue;
        if (!kept) {
          kept = await createWith(held, options);
          held = [];
          continue;
        }
        const placed = await place(kept, held, options);
        kept = placed.cart;
        held = placed.left;
      }
    } catch (error) {
      // A transport failure leaves a write's outcome unknown (an add may have landed), so nothing is re-sent blindly:
      // the lines held are reported, never dropped unsaid.
      if (held.length) logger.error('Lines of a merged basket may not have been kept', { lines: held, error });
      throw error;
    }
    // Out of passes: lines still held go into a basket of their own rather than nowhere.
    if (held.length) return createWith(held, options);
    return kept ?? null;
  };
}
