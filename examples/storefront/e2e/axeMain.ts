import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on any serious or critical axe violation inside the page's `<main>`: what the account and gift card pages add.
 * The signed-in header's avatar link (label-content-name-mismatch: its initials are not in its name) is the header's
 * own open finding, checked where the header is tested.
 */
export async function expectMainWithoutSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
  ).toEqual([]);
}
