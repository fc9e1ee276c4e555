import 'server-only';
import { type Bookshop, configFromEnv, createBookshop } from '@bookshop/sdk';

let instance: Bookshop | undefined;

/**
 * The site's one SDK client, configured from `BOOKSHOP_*` variables (see README). Created on first use, at request
 * time, so a build needs no running services.
 */
export function bookshop(): Bookshop {
  instance ??= createBookshop(configFromEnv());
  return instance;
}
