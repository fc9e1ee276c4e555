import type { Locator } from '@playwright/test';

/** A product name link's whole name: its text, or the tooltip it names as its description when the text is cut. */
export function wholeName(link: Locator): Promise<string> {
  return link.evaluate((anchor) => {
    const tip = anchor.getAttribute('aria-describedby');
    return ((tip ? document.getElementById(tip) : anchor) ?? anchor).textContent ?? '';
  });
}
