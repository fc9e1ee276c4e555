import { CATALOGUES_NEED_ADDRESS_MESSAGE, printedCataloguesSchema } from '@/lib/account/preferenceSchemas';
import { hasDeliveryAddress } from '@/lib/account/printedCatalogues';
import { accountCustomer } from '@/lib/data/account';
import { setPrintedCatalogues } from '@/lib/data/preferences';
import { route } from '@/lib/http/route';
import { RouteRefusal } from '@/lib/http/routeRefusal';

/**
 * The signed-in customer's printed-catalogues choice (custom field `printed_catalogs`): body `{ printedCatalogs }`,
 * answer `{ printedCatalogs, customer }` (the customer as saved, for the account's shared customer cache). Switching
 * them on needs a default delivery address to post them to (400 otherwise).
 */
export const PUT = route(
  { what: 'Printed catalogues', body: printedCataloguesSchema, session: accountCustomer },
  async ({ body: { printedCatalogs }, session: customer }) => {
    if (printedCatalogs && !hasDeliveryAddress(customer)) {
      throw new RouteRefusal(CATALOGUES_NEED_ADDRESS_MESSAGE, 400, { field: 'printedCatalogs' });
    }
    return { printedCatalogs, customer: await setPrintedCatalogues(customer, printedCatalogs) };
  },
);
