/**
 * Beyond this distance, in kilometres, the nearest store is too far to offer as a Click & Collect store near the
 * shopper: about two hours' drive, further than a shopper would go to collect a parcel that standard delivery would
 * bring to the door (docs/decisions.md, "Checkout delivery: … far stores are named far").
 */
export const FAR_STORE_KM = 200;

/**
 * Whether the stores, nearest first with their distances from the shopper's place, are all far away: the nearest
 * is more than {@link FAR_STORE_KM} away. `false` when no distance is known (the stores are listed by name).
 *
 * @example
 * ```ts
 * nearestStoreFar([{ distanceKm: 1496.3 }]); // true: Alice Springs to the nearest store
 * nearestStoreFar([{ distanceKm: 12 }]); // false
 * ```
 */
export function nearestStoreFar(stores: ReadonlyArray<{ distanceKm?: number }>): boolean {
  const nearest = stores[0]?.distanceKm;
  return nearest !== undefined && nearest > FAR_STORE_KM;
}

/**
 * What the shopper reads when the nearest store is far: how far, in whole kilometres, in place of a list that would
 * look like stores nearby.
 *
 * @example
 * ```ts
 * farStoreMessage(2612.4, '0800'); // 'Our nearest store is 2,612 km from 0800. Standard delivery may suit you better.'
 * ```
 */
export function farStoreMessage(distanceKm: number, place: string): string {
  const km = Math.round(distanceKm).toLocaleString('en-AU');
  return `Our nearest store is ${km} km from ${place}. Standard delivery may suit you better.`;
}
