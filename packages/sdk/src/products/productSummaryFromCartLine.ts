import type { Cart } from '../cart/cartResource';
import { attributeText, authorNames, formatLabel } from '../catalog/variantAttributes';
import { DEFAULT_RATING } from '../rules/defaultRating';
import type { ProductSummary } from './productSummary';

/** One line of a {@link Cart}. */
export type CartLine = Cart['lineItems'][number];

/**
 * The product on a basket line as a {@link ProductSummary}: its id is the product's (the line's own is `line.id`),
 * its price the line's unit price, its stock commerce's for the line's variant (read as a catalogue product's is).
 * A cart carries no rating, so it is `DEFAULT_RATING`.
 *
 * @example
 * ```ts
 * const cart = await bookshop.cart.active();
 * const products = (cart?.lineItems ?? []).map(productSummaryFromCartLine);
 * ```
 */
export function productSummaryFromCartLine(line: CartLine): ProductSummary {
  const attributes = new Map(line.variant?.attributesRaw.map((attribute) => [attribute.name, attribute.value]));
  const stock = line.variant?.availability?.noChannel;
  const { value, discounted } = line.price;
  return {
    id: line.productId,
    sku: line.variant?.sku ?? '',
    name: line.name ?? '',
    slug: line.productSlug ?? '',
    imageUrl: line.variant?.images[0]?.url,
    authors: authorNames(attributes.get('author_illustrator_artist_etc')),
    format: formatLabel(attributes.get('format')),
    rating: DEFAULT_RATING,
    price: {
      value: { centAmount: value.centAmount, currencyCode: value.currencyCode },
      ...(discounted
        ? {
            discounted: {
              value: { centAmount: discounted.value.centAmount, currencyCode: discounted.value.currencyCode },
            },
          }
        : {}),
    },
    productType: line.productType?.key ?? undefined,
    stock: {
      availability: attributeText(attributes.get('availability')) ?? (stock?.isOnStock ? 'available' : undefined),
      restockableInDays: stock?.restockableInDays ?? undefined,
      availableQuantity: stock?.availableQuantity ?? undefined,
    },
  };
}
