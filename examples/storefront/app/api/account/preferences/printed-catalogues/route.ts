import { CATALOGUES_NEED_ADDRESS_MESSAGE, printedCataloguesSchema } from '@/lib/account/preferenceSchemas';
import { hasDeliveryAddress } from '@/lib/account/printedCatalogues';
import { setPrintedCatalogues } from '@/lib/data/preferences';
import { accountJson, accountWrite } from '@/lib/http/accountRoute';

/**
 * The signed-in customer's printed-catalogues choice (custom field `printed_catalogs`): body `{ printedCatalogs }`,
 * answer `{ printedCatalogs, customer }` (the customer as saved, for the account's shared customer cache). Switching them on needs a default delivery address to post them to (400 otherwise).
 */
export async function PUT(request: Request) {
  return accountWrite(request, 'Printed catalogues', printedCataloguesSchema, async (input, customer) => {
    if (input.printedCatalogs && !hasDeliveryAddress(customer)) {
      return accountJson({ error: CATALOGUES_NEED_ADDRESS_MESSAGE, field: 'printedCatalogs' }, 400);
    }
    const saved = await setPrintedCatalogues(customer, input.printedCatalogs);
    return accountJson({ printedCatalogs: input.printedCatalogs, customer: saved });
  });
}
