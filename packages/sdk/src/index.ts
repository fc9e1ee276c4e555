// The public surface of `@bookshop/sdk`. Named exports only; `exports.test.ts` pins this list.

export { type AuthResource, SIGN_IN_FAILED_MESSAGE, type SignInInput } from './auth/authResource';
export { memoryTokenStore, type TokenResponse, type TokenSet, type TokenStore, toTokenSet } from './auth/tokenStore';
export type { Cart, CartItemInput, CartResource, DiscountOutcome } from './cart/cartResource';
export type { CatalogProduct } from './catalog/catalogProduct';
export type { CatalogResource } from './catalog/catalogResource';
export type { Category } from './catalog/category';
export {
  type BookshopConfig,
  type BookshopConfigInput,
  type BookshopDependencies,
  type BookshopServices,
  bookshopConfigSchema,
  configFromEnv,
  emulatorServices,
  type Logger,
  resolveConfig,
} from './config';
export { type Bookshop, createBookshop } from './createBookshop';
export type { Customer, CustomerResource } from './customer/customerResource';
export {
  AuthError,
  BookshopError,
  ConcurrentModificationError,
  type GraphQLErrorEntry,
  GraphQLResponseError,
  HttpError,
  ValidationError,
  type ValidationIssue,
} from './errors';
export type {
  AddressInput,
  CustomerFieldsFragment,
  MyCustomerUpdateAction,
  MyShoppingListUpdateAction,
} from './generated/graphql';
export * from './rules/index';
export type {
  AutocompleteResult,
  Recommendation,
  RecommendInput,
  SearchResource,
  Suggestions,
} from './search/searchResource';
export type {
  Money,
  Price,
  SearchFacet,
  SearchFacetValue,
  SearchPagination,
  SearchProduct,
  SearchResult,
  SortOption,
} from './search/searchTypes';
export type { RequestOptions } from './transport/http';
export type { Wishlist, WishlistDraft, WishlistPage, WishlistsResource } from './wishlists/wishlistsResource';
