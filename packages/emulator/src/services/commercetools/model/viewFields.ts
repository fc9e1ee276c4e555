/** A localized string as commercetools stores it: locale → text. */
export type Localized = Record<string, string>;

/** `Money` in cent precision; AUD and NZD have two fraction digits. */
export const money = (centAmount: number, currencyCode = 'AUD') => ({
  __typename: 'Money',
  type: 'centPrecision',
  currencyCode,
  centAmount,
  fractionDigits: 2,
});

export const reference = (typeId: string, id: string) => ({ typeId, id });

/** The SEO texts of products and categories, which the emulated catalogue does not have. */
export const NO_META_TEXTS = {
  metaTitle: null,
  metaTitleAllLocales: null,
  metaKeywords: null,
  metaKeywordsAllLocales: null,
  metaDescription: null,
  metaDescriptionAllLocales: null,
} as const;

/** `createdBy` / `lastModifiedBy` of resources the storefront changes. */
export const initiator = (clientId = 'bookshop-storefront') => ({ isPlatformClient: false, clientId });
