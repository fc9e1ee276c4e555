import type { Locator } from '@playwright/test';

/**
 * A product name link's whole name: the tooltip it names as its description when the text is cut (the flyout), else
 * its heading's title (cards), else its text.
 */
export function wholeName(link: Locator): Promise<string> {
  return link.evaluate((anchor) => {
    const tip = anchor.getAttribute('aria-describedby');
    if (tip) return document.getElementById(tip)?.textContent ?? '';
    return anchor.closest('[title]')?.getAttribute('title') ?? anchor.textContent ?? '';
  });
}
