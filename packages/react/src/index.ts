// The public surface of `@bookshop/react`. Named exports only; `exports.test.ts` pins this list.

export { Accordion, type AccordionClassNames, type AccordionProps } from './accordion/Accordion';
export { type AccordionEventDetail, setAccordions } from './accordion/accordionEvents';
export {
  AccountRowForm,
  type AccountRowFormClassNames,
  type AccountRowFormProps,
  type AccountRowSaveOutcome,
  type AccountRowSchema,
} from './account-rows/AccountRowForm';
export {
  type AccountRowsController,
  type AccountRowsControllerOptions,
  type AccountRowsState,
  accountRowNotSavedMessage,
  accountRowSavedMessage,
  createAccountRowsController,
} from './account-rows/accountRowsController';
export { type AccountRowsBinding, useAccountRows } from './account-rows/useAccountRows';

export { AddressForm, type AddressFormClassNames, type AddressFormProps } from './address-book/AddressForm';
export {
  type AddressBookView,
  addressBookView,
  addressLine,
  type SavedAddress,
  type StoredAddress,
  withDefaultAddress,
  withoutAddress,
} from './address-book/addressBookView';
export {
  CheckoutAddressForm,
  type CheckoutAddressFormProps,
  type CheckoutAddressText,
} from './address-book/CheckoutAddressForm';
export { type AddressBookSource, type AddressBookState, useAddressBook } from './address-book/useAddressBook';
export { AddressLookup, type AddressLookupClassNames, type AddressLookupProps } from './address-lookup/AddressLookup';
export {
  type AddressLookupController,
  type AddressLookupControllerOptions,
  type AddressLookupSource,
  type AddressLookupState,
  createAddressLookupController,
} from './address-lookup/addressLookupController';
export { useAddressLookup } from './address-lookup/useAddressLookup';
export { Carousel, type CarouselClassNames, type CarouselProps } from './carousel/Carousel';
export { CUSTOMER_CACHE_KEY, type CustomerSource } from './customer/customerSource';
export { type CustomerOptions, type CustomerState, useCustomer } from './customer/useCustomer';
export { useChosenBeforeHydration } from './dom/useChosenBeforeHydration';
export { useFocusShownFrom } from './dom/useFocusShownFrom';
export { FacetList, type FacetListClassNames, type FacetListProps } from './facets/FacetList';
export type { FacetOption } from './facets/facetListController';
export { FlyoutCarousel, type FlyoutCarouselClassNames, type FlyoutCarouselProps } from './flyout/FlyoutCarousel';
export { FLYOUT_CAROUSEL_PER_VIEW, flyoutCarouselStep } from './flyout/flyoutCarouselController';
export {
  GiftCardBalanceForm,
  type GiftCardBalanceFormClassNames,
  type GiftCardBalanceFormProps,
  type GiftCardBalanceStatus,
} from './gift-card/GiftCardBalanceForm';
export {
  LayoutToggle,
  type LayoutToggleClassNames,
  type LayoutToggleProps,
  type ListingLayout,
} from './layout-toggle/LayoutToggle';
export { LoginForm, type LoginFormClassNames, type LoginFormProps } from './login/LoginForm';
export {
  createLoginController,
  type LoginController,
  type LoginControllerOptions,
  type LoginState,
  type LoginStatus,
} from './login/loginController';
export { useLogin } from './login/useLogin';
export { MegaMenu, type MegaMenuClassNames, type MegaMenuProps } from './mega-menu/MegaMenu';
export {
  createMegaMenuController,
  type MegaMenuColumn,
  type MegaMenuController,
  type MegaMenuControllerOptions,
  type MegaMenuItem,
  type MegaMenuLink,
  type MegaMenuState,
} from './mega-menu/megaMenuController';
export { useMegaMenu } from './mega-menu/useMegaMenu';
export { Modal, type ModalClassNames, ModalClose, type ModalProps } from './modal/Modal';
export { NewsletterForm, type NewsletterFormClassNames, type NewsletterFormProps } from './newsletter/NewsletterForm';
export {
  createNewsletterController,
  NEWSLETTER_ALREADY_SUBSCRIBED_MESSAGE,
  NEWSLETTER_FALLBACK_ERROR,
  NEWSLETTER_SUBSCRIBED_MESSAGE,
  type NewsletterController,
  type NewsletterControllerOptions,
  type NewsletterSignup,
  type NewsletterState,
  type NewsletterStatus,
  rememberNewsletterSignup,
} from './newsletter/newsletterController';
export { type NewsletterPopupOptions, startNewsletterPopup } from './newsletter/newsletterPopup';
export { useNewsletterSignup } from './newsletter/useNewsletter';
export { useNewsletterPopup } from './newsletter/useNewsletterPopup';
export { Pagination, type PaginationClassNames, type PaginationProps } from './pagination/Pagination';
export { AnchoredPopover, type AnchoredPopoverProps } from './popover/AnchoredPopover';
export { Price, type PriceClassNames, type PriceProps } from './price/Price';
export { PriceRange, type PriceRangeClassNames, type PriceRangeProps } from './price-range/PriceRange';
export {
  createPriceRangeController,
  type PriceRangeController,
  type PriceRangeControllerOptions,
  type PriceRangeState,
} from './price-range/priceRangeController';
export { clearStoredPriceRange } from './price-range/priceRangeStorage';
export { usePriceRange } from './price-range/usePriceRange';
export type { ScrollLockOptions } from './scroll-lock/scrollLock';
export { useScrollLock } from './scroll-lock/useScrollLock';
export {
  type AutocompleteController,
  type AutocompleteControllerOptions,
  type AutocompleteData,
  type AutocompleteOption,
  type AutocompleteState,
  createAutocompleteController,
} from './search/autocompleteController';
export { SearchBox, type SearchBoxClassNames, type SearchBoxProps } from './search/SearchBox';
export { useAutocomplete } from './search/useAutocomplete';
export { SessionProvider, type SessionProviderProps, useSession, useSessionApi } from './session/SessionProvider';
export type { SessionApi, SessionCustomer, SessionState, SignInResult } from './session/sessionApi';
export { type SignOutOptions, useSignOut } from './session/useSignOut';
export { Tooltip, type TooltipProps } from './tooltip/Tooltip';
export {
  type UseWishlistsOptions,
  useWishlists,
  type WishlistOutcome,
  type WishlistsState,
} from './wishlists/useWishlists';
export {
  WishlistFormDialog,
  type WishlistFormDialogClassNames,
  type WishlistFormDialogProps,
} from './wishlists/WishlistFormDialog';
export {
  type WishlistMessage,
  WishlistPopover,
  WishlistPopoverContent,
  type WishlistPopoverContentClassNames,
  type WishlistPopoverContentProps,
  type WishlistPopoverProps,
  WishlistPopoverTrigger,
} from './wishlists/WishlistPopover';
export {
  WishlistShareForm,
  type WishlistShareFormClassNames,
  type WishlistShareFormProps,
} from './wishlists/WishlistShareForm';
export {
  WISHLIST_CREATE_FAILURE_MESSAGE,
  WISHLIST_FAILURE_MESSAGE,
  WISHLISTS_CACHE_KEY,
  type WishlistSource,
} from './wishlists/wishlistSource';
export {
  createPendingWishlistChanges,
  hasProduct,
  type PendingWishlistChanges,
  type WishlistChange,
  type WishlistProduct,
  wishlistSummary,
} from './wishlists/wishlistsController';
