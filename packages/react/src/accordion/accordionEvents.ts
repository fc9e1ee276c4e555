/** The window event that opens or closes every accordion listening to it (e.g. 'expand all' before printing). */
export const ACCORDION_EVENT = 'bookshop:accordion';

export interface AccordionEventDetail {
  open: boolean;
  /** Only accordions in this group react; without it, all do. */
  group?: string;
}

/**
 * Opens or closes accordions from anywhere on the page.
 *
 * @example
 * ```ts
 * setAccordions({ open: true }); // every Accordion expands
 * ```
 */
export function setAccordions(detail: AccordionEventDetail, target: Window = window): void {
  target.dispatchEvent(new CustomEvent<AccordionEventDetail>(ACCORDION_EVENT, { detail }));
}

/** Whether an accordion in `group` should follow an event. */
export function accordionFollows(detail: AccordionEventDetail | null | undefined, group?: string): boolean {
  return Boolean(detail) && (detail?.group === undefined || detail.group === group);
}
