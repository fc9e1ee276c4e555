import type { Store } from '@bookshop/sdk';

/** '09:00' → '9 am', '17:30' → '5:30 pm', '12:00' → '12 pm'; anything else is returned as is. */
export function formatTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = match[2];
  const suffix = hours < 12 || hours === 24 ? 'am' : 'pm';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}${minutes === '00' ? '' : `:${minutes}`} ${suffix}`;
}

/** A day's opening hours as text: '9 am to 5:30 pm', or 'Closed' when there are none. */
export function hoursText(open: string | null, close: string | null): string {
  return open && close ? `${formatTime(open)} to ${formatTime(close)}` : 'Closed';
}

const STATE_NAMES: Record<string, string> = {
  ACT: 'the Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'the Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
};

/** A store's address on one line: '85 Grenfell Street, Adelaide SA 5000'. */
export function addressLine(store: Pick<Store, 'address'>): string {
  const { street, suburb, state, postcode } = store.address;
  return `${street}, ${suburb} ${state} ${postcode}`;
}

/**
 * Directions in words, without a map (no third-party map script): where the store is, and how to get help finding
 * it.
 *
 * @example
 * ```ts
 * directionsText(adelaide);
 * // 'Koorong Adelaide is at 85 Grenfell Street in Adelaide, South Australia (postcode 5000). …'
 * ```
 */
export function directionsText(store: Pick<Store, 'title' | 'address' | 'phone' | 'services'>): string {
  const { street, suburb, state, postcode } = store.address;
  const region = STATE_NAMES[state.toUpperCase()] ?? state;
  const parts = [`${store.title} is at ${street} in ${suburb}, ${region} (postcode ${postcode}).`];
  parts.push(
    store.phone
      ? `For directions, parking or public transport, call the store on ${store.phone}.`
      : 'For directions, parking or public transport, call our helpline.',
  );
  if (store.services.some((service) => /click\s*&\s*collect/i.test(service))) {
    parts.push('Click & Collect orders are picked up at the front counter.');
  }
  return parts.join(' ');
}
