import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// The checkout page's steps as a guest takes them, shared by the checkout journeys.

/** A signed-in customer's saved delivery address in Toowoomba QLD, through the site's own route. */
export async function saveToowoombaAddress(page: Page) {
  const saved = await page.request.post('/api/account/addresses', {
    headers: { origin: new URL(process.env.STOREFRONT_URL ?? '').origin, connection: 'close' },
    data: {
      type: 'shipping',
      address: {
        source: 'manual',
        building: 'Unit 4',
        street: '7 Margaret Street',
        suburb: 'Toowoomba',
        postcode: '4350',
        country: 'AU',
        stateOrCity: 'QLD',
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The guest's email, then a manual address in Toowoomba QLD. */
export async function guestContactAndAddress(page: Page, email = `guest-${Date.now()}@example.com`) {
  await page.getByRole('textbox', { name: 'Email *' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText(`Saved: ${email}`)).toBeVisible();
  const address = page.getByRole('region', { name: 'Delivery address' });
  await address.getByRole('textbox', { name: 'First name *' }).fill('Lydia');
  await address.getByRole('textbox', { name: 'Last name *' }).fill('Guest');
  await address.getByRole('textbox', { name: 'Mobile number *' }).fill('0412345678');
  await address.getByRole('link', { name: "Can't find your address? Enter details manually" }).click();
  await address.getByRole('textbox', { name: 'House/Apartment *' }).fill('Unit 2');
  await address.getByRole('textbox', { name: 'Street *' }).fill('12 Ruthven Street');
  await address.getByRole('textbox', { name: 'Suburb *' }).fill('Toowoomba');
  await address.getByRole('textbox', { name: 'Postcode *' }).fill('4350');
  await address.getByRole('combobox', { name: 'State *' }).selectOption('QLD');
  await address.getByRole('button', { name: 'Use this address' }).click();
  await expect(address.getByTestId('checkout-address-saved')).toContainText('Lydia Guest, Unit 2, 12 Ruthven Street');
  return email;
}

// The emulator's payment service test cards: one authorises, one always declines.
export const VISA = { number: '4111 1111 4555 1142', expiry: '03/30', cvc: '737', name: 'Lydia Guest' };
export const DECLINING = { ...VISA, number: '4000 0000 0000 0002' };

export async function typeNewCard(page: Page, card = VISA) {
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByRole('textbox', { name: 'Card number *' }).fill(card.number);
  await payment.getByRole('textbox', { name: 'Expiry (MM/YY) *' }).fill(card.expiry);
  await payment.getByRole('textbox', { name: 'CVC *' }).fill(card.cvc);
  await payment.getByRole('textbox', { name: 'Name on card *' }).fill(card.name);
}

export const standardDelivery = async (page: Page) => {
  await page
    .getByRole('region', { name: 'Delivery', exact: true })
    .getByRole('radio', { name: /Standard delivery/ })
    .check();
  await expect(page.getByRole('complementary', { name: 'Your order' })).not.toContainText('Choose delivery');
};
