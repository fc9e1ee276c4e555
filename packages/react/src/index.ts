// The public surface of `@bookshop/react`. Named exports only; `exports.test.ts` pins this list.
export { LoginForm, type LoginFormClassNames, type LoginFormProps } from './login/LoginForm';
export {
  createLoginController,
  type LoginController,
  type LoginControllerOptions,
  type LoginState,
  type LoginStatus,
} from './login/loginController';
export { useLogin } from './login/useLogin';
export { Price, type PriceClassNames, type PriceProps } from './price/Price';
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
