import { expect, it } from 'vitest';
import * as api from './index';

// The public names are the API apps import: a change here is a deliberate, versioned change.
it('exports exactly these names from @bookshop/react', () => {
  expect(Object.keys(api).sort()).toEqual([
    'LoginForm',
    'Price',
    'SearchBox',
    'SessionProvider',
    'createAutocompleteController',
    'createLoginController',
    'optionsOf',
    'searchHref',
    'useAutocomplete',
    'useLogin',
    'useSession',
    'useSessionApi',
    'useSignOut',
  ]);
});
