import { accountCustomer } from '@/lib/data/account';
import { DeliveryAddressRow } from '@/modules/account/addresses/DeliveryAddressRow';

/**
 * `/account`: the account layout shows the login form to a visitor and the banner to a signed-in customer; the
 * account's own sections follow here as they are built.
 */
export default async function AccountPage() {
  const customer = await accountCustomer();
  if (!customer) return null;
  return <DeliveryAddressRow customer={customer} />;
}
