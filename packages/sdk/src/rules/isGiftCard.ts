/** The product type of gift cards: bought for a recipient, never stocked. */
export const GIFT_CARD_PRODUCT_TYPE = 'gift-card';

/**
 * Whether a product (by its type's key) is a gift card, which is bought for a recipient: the basket refuses one
 * without a recipient and a recipient for anything else, and the product page asks for one.
 *
 * @example
 * ```ts
 * isGiftCard(product.productType); // true for 'gift-card'
 * ```
 */
export const isGiftCard = (productType: string | null | undefined): boolean => productType === GIFT_CARD_PRODUCT_TYPE;
