// What the checkout routes are sent, as the checkout page sends it: for the specs that call the routes directly.

/** A card the emulator's Adyen authorises. */
export const VISA = { number: '4111 1111 4555 1142', expiry: '03/30', cvc: '737', holderName: 'Jo Lee' };
/** A card the emulator's Adyen refuses. */
export const DECLINING = { ...VISA, number: '4000 0000 0000 0002' };
/** A delivery address typed in by hand. */
export const ADDRESS = {
  firstName: 'Jo',
  lastName: 'Lee',
  mobile: '0412345678',
  manualEntry: true,
  building: 'Unit 1',
  street: '12 George St',
  suburb: 'Sydney',
  postcode: '2000',
  country: 'AU',
  stateOrCity: 'NSW',
};
