import type { Availability } from './effectiveAvailability';

/** How a product card lays out its products. */
export type ProductView = 'grid' | 'list';

/** The add-to-basket button of a product card. `tone` picks the colour; 'default' is the shop's primary button. */
export interface AvailabilityButton {
  label: string;
  disabled: boolean;
  tone: 'default' | 'red' | 'orange';
}

/**
 * The add-to-basket button for an {@link Availability} (spec C4): 'Add to basket' (only an available product in
 * the list view is shortened to 'Add', as the spec's table says), 'Back order' in red, 'Pre-order' in orange, and a
 * disabled 'Unavailable' for everything else.
 *
 * @example
 * ```ts
 * availabilityButton('available', 'list'); // { label: 'Add', disabled: false, tone: 'default' }
 * availabilityButton('back-order', 'grid'); // { label: 'Back order', disabled: false, tone: 'red' }
 * ```
 */
export function availabilityButton(state: Availability, view: ProductView): AvailabilityButton {
  switch (state) {
    case 'available':
      return { label: view === 'list' ? 'Add' : 'Add to basket', disabled: false, tone: 'default' };
    case 'limited-stock':
      return { label: 'Add to basket', disabled: false, tone: 'default' };
    case 'back-order':
      return { label: 'Back order', disabled: false, tone: 'red' };
    case 'pre-order':
      return { label: 'Pre-order', disabled: false, tone: 'orange' };
    default:
      return { label: 'Unavailable', disabled: true, tone: 'default' };
  }
}
