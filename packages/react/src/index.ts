// The public surface of `@bookshop/react`. Named exports only; `exports.test.ts` pins this list.

export { Accordion, type AccordionClassNames, type AccordionProps } from './accordion/Accordion';
export {
  ACCORDION_EVENT,
  type AccordionEventDetail,
  accordionFollows,
  setAccordions,
} from './accordion/accordionEvents';
export { Carousel, type CarouselClassNames, type CarouselProps } from './carousel/Carousel';
export {
  type CarouselSliderOptions,
  type CarouselSlidesOption,
  carouselEnds,
  carouselReveal,
  carouselSliderOptions,
  carouselTarget,
} from './carousel/carouselController';
export { useChosenBeforeHydration } from './dom/useChosenBeforeHydration';
export { FacetList, type FacetListClassNames, type FacetListProps } from './facets/FacetList';
export {
  type FacetOption,
  facetScrolls,
  filterFacetOptions,
  seeMore,
  toggleFacetValue,
} from './facets/facetListController';
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
  MEGA_MENU_SUPPRESS_MS,
  type MegaMenuColumn,
  type MegaMenuController,
  type MegaMenuControllerOptions,
  type MegaMenuItem,
  type MegaMenuLink,
  type MegaMenuState,
  megaMenuColumns,
} from './mega-menu/megaMenuController';
export { useMegaMenu } from './mega-menu/useMegaMenu';
export { Modal, type ModalClassNames, ModalClose, type ModalProps } from './modal/Modal';
export { NewsletterForm, type NewsletterFormClassNames, type NewsletterFormProps } from './newsletter/NewsletterForm';
export {
  createNewsletterController,
  NEWSLETTER_ALREADY_SUBSCRIBED_MESSAGE,
  NEWSLETTER_CACHE_KEY,
  NEWSLETTER_FALLBACK_ERROR,
  NEWSLETTER_SUBSCRIBED_MESSAGE,
  type NewsletterController,
  type NewsletterControllerOptions,
  type NewsletterPopupOptions,
  type NewsletterSignup,
  type NewsletterState,
  type NewsletterStatus,
  readSubscriptionCache,
  rememberNewsletterSignup,
  startNewsletterPopup,
  writeSubscriptionCache,
} from './newsletter/newsletterController';
export { useNewsletterPopup, useNewsletterSignup } from './newsletter/useNewsletter';
export { Pagination, type PaginationClassNames, type PaginationProps } from './pagination/Pagination';
export { type PaginationPart, type PaginationPartsInput, paginationParts } from './pagination/paginationController';
export { Price, type PriceClassNames, type PriceProps } from './price/Price';
export { PriceRange, type PriceRangeClassNames, type PriceRangeProps } from './price-range/PriceRange';
export {
  clearStoredPriceRange,
  createPriceRangeController,
  PRICE_MAX_STORAGE_KEY,
  PRICE_MIN_STORAGE_KEY,
  type PriceRangeController,
  type PriceRangeControllerOptions,
  type PriceRangeState,
} from './price-range/priceRangeController';
export { usePriceRange } from './price-range/usePriceRange';
export { lockScroll, type ScrollLockOptions } from './scroll-lock/scrollLock';
export { useScrollLock } from './scroll-lock/useScrollLock';
export {
  type AutocompleteController,
  type AutocompleteControllerOptions,
  type AutocompleteData,
  type AutocompleteOption,
  type AutocompleteState,
  createAutocompleteController,
  optionsOf,
  searchHref,
} from './search/autocompleteController';
export { SearchBox, type SearchBoxClassNames, type SearchBoxProps } from './search/SearchBox';
export { useAutocomplete } from './search/useAutocomplete';
export { SessionProvider, type SessionProviderProps, useSession, useSessionApi } from './session/SessionProvider';
export type { SessionApi, SessionCustomer, SessionState, SignInResult } from './session/sessionApi';
export { type SignOutOptions, useSignOut } from './session/useSignOut';
export { Tooltip, type TooltipProps } from './tooltip/Tooltip';
