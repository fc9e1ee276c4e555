import { describe, expect, it, vi } from 'vitest';
import type { GraphQLClient } from '../commercetools/graphqlClient';
import { ConcurrentModificationError, GraphQLResponseError } from '../errors';
import type { CartFieldsFragment, MyLineItemDraft } from '../generated/graphql';
import { createCartConvergence } from './convergeCarts';

type Cart = CartFieldsFragment;
const line = (productId: string, quantity = 1) =>
  ({ id: `line-${productId}`, productId, quantity, variant: { id: 1 }, custom: null }) as Cart['lineItems'][number];
const cart = (id: string, version: number, lines: Cart['lineItems'] = []) =>
  ({ id, version, cartState: 'Active', lineItems: lines }) as unknown as Cart;
const refused = (code: string) => new GraphQLResponseError(code, code, []);

/**
 * A convergence over scripted answers: `lists` are the successive lists of active baskets, `deletes` what each delete
 * answers (a basket or an error), `adds` what each add of lines does.
 */
function scripted({
  lists,
  deletes = {},
  adds,
}: {
  lists: Cart[][];
  deletes?: Record<string, Cart | Error>;
  adds: (cart: Cart, lines: MyLineItemDraft[]) => Cart;
}) {
  const deleted: string[] = [];
  const graphql = (async (document: { toString(): string }, variables: { id?: string }) => {
    if (document.toString().startsWith('query MyActiveCarts'))
      return { me: { carts: { results: lists.shift() ?? [] } } };
    const answer = deletes[variables.id ?? ''];
    if (answer instanceof Error) throw answer;
    deleted.push(variables.id ?? '');
    return { deleteMyCart: answer };
  }) as unknown as GraphQLClient;
  const logger = { warn: vi.fn(), error: vi.fn() };
  const addLines = vi.fn(async (kept: Cart, lines: MyLineItemDraft[]) => adds(kept, lines));
  const createWith = vi.fn(async (lines: MyLineItemDraft[]) =>
    cart(
      'new',
      1,
      lines.map((l) => line(l.productId ?? '')),
    ),
  );
  const converge = createCartConvergence({ graphql, locale: 'en-AU', addLines, createWith, passes: 4, logger });
  return { converge, deleted, addLines, createWith, logger };
}

const withLines = (kept: Cart, lines: MyLineItemDraft[]) =>
  cart(kept.id, kept.version + 1, [...kept.lineItems, ...lines.map((l) => line(l.productId ?? '', l.quantity ?? 1))]);

describe('createCartConvergence', () => {
  it('answers the one basket, or none, without writing', async () => {
    const only = cart('a', 3, [line('p1')]);
    const { converge, addLines, deleted } = scripted({ lists: [[only], []], adds: withLines });
    expect(await converge()).toBe(only);
    expect(await converge()).toBeNull();
    expect([addLines.mock.calls.length, deleted]).toEqual([0, []]);
  });

  it('deletes the newer basket and adds its lines to the oldest, then reads the one left', async () => {
    const a = cart('a', 1, [line('p1')]);
    const b = cart('b', 1, [line('p2', 2)]);
    const merged = cart('a', 2, [line('p1'), line('p2', 2)]);
    const { converge, deleted, addLines } = scripted({ lists: [[a, b], [merged]], deletes: { b }, adds: withLines });
    expect(await converge()).toBe(merged);
    expect(deleted).toEqual(['b']);
    expect(addLines.mock.calls.map(([kept, lines]) => [kept.id, lines])).toEqual([
      ['a', [{ productId: 'p2', variantId: 1, quantity: 2 }]],
    ]);
  });

  it('leaves a basket another write or convergence took first for the next pass, adding nothing of it', async () => {
    const a = cart('a', 1);
    const b = cart('b', 1, [line('p2')]);
    const { converge, addLines } = scripted({
      lists: [[a, b], [a]],
      deletes: { b: new ConcurrentModificationError('changed', 2) },
      adds: withLines,
    });
    expect(await converge()).toBe(a);
    expect(addLines).not.toHaveBeenCalled();
  });

  it('holds the lines of a deleted basket until they land: in the next kept basket when the kept one is gone', async () => {
    const a = cart('a', 1);
    const b = cart('b', 1, [line('p2')]);
    const c = cart('c', 4);
    const { converge, addLines } = scripted({
      lists: [[a, b], [c], [cart('c', 5, [line('p2')])]],
      deletes: { b },
      adds: (kept, lines) => {
        if (kept.id === 'a') throw refused('ResourceNotFound');
        return withLines(kept, lines);
      },
    });
    expect((await converge())?.lineItems.map((l) => l.productId)).toEqual(['p2']);
    expect(addLines.mock.calls.map(([kept]) => kept.id)).toEqual(['a', 'c']);
  });

  it('leaves out only a line commerce refuses to take again, and says so', async () => {
    const a = cart('a', 1);
    const b = cart('b', 1, [line('withdrawn'), line('p3')]);
    const { converge, logger } = scripted({
      lists: [[a, b], [cart('a', 2, [line('p3')])]],
      deletes: { b },
      adds: (kept, lines) => {
        if (lines.some((l) => l.productId === 'withdrawn')) throw refused('InvalidInput');
        return withLines(kept, lines);
      },
    });
    expect((await converge())?.lineItems.map((l) => l.productId)).toEqual(['p3']);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('carries on with only the lines not yet placed when the kept basket goes while they are added one by one', async () => {
    const a = cart('a', 1);
    const b = cart('b', 1, [line('withdrawn'), line('p2'), line('p3')]);
    const c = cart('c', 1);
    const { converge, addLines } = scripted({
      lists: [[a, b], [c], [cart('c', 2, [line('p2'), line('p3')])]],
      deletes: { b },
      adds: (kept, lines) => {
        if (lines.some((l) => l.productId === 'withdrawn')) throw refused('InvalidInput');
        if (kept.id === 'a') throw refused('ResourceNotFound');
        return withLines(kept, lines);
      },
    });
    await converge();
    // Into c: p2 and p3 once each, never the withdrawn product's line.
    const intoC = addLines.mock.calls.filter(([kept]) => kept.id === 'c').flatMap(([, lines]) => lines);
    expect(intoC.map((l) => l.productId)).toEqual(['p2', 'p3']);
  });

  it('reports the lines it holds when a transport failure leaves an add unknown, and passes the failure on', async () => {
    const a = cart('a', 1);
    const b = cart('b', 1, [line('p2')]);
    const { converge, logger, createWith } = scripted({
      lists: [[a, b]],
      deletes: { b },
      adds: () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(converge()).rejects.toThrow('fetch failed');
    expect(logger.error).toHaveBeenCalledWith('Lines of a merged basket may not have been kept', {
      lines: [{ productId: 'p2', variantId: 1, quantity: 1 }],
      error: expect.any(TypeError),
    });
    expect(createWith).not.toHaveBeenCalled();
  });

  it('puts lines it still holds after its last pass into a basket of their own rather than nowhere', async () => {
    const b = cart('b', 1, [line('p2')]);
    const { converge, createWith } = scripted({
      lists: Array.from({ length: 4 }, (_, pass) => [cart(`gone-${pass}`, 1), pass === 0 ? b : cart('x', 1)]),
      deletes: { b, x: new ConcurrentModificationError('changed', 2) },
      adds: () => {
        throw refused('ResourceNotFound');
      },
    });
    expect((await converge())?.id).toBe('new');
    expect(createWith.mock.calls.map(([lines]) => lines.map((l) => l.productId))).toEqual([['p2']]);
  });
});
