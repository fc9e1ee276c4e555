import { createRoot, type Root } from 'react-dom/client';
import type { BasketView } from '@/lib/basket/basketView';
import { BasketFlyout } from './BasketFlyout';

let root: Root | undefined;
let shown = 0;

/**
 * Opens the added-to-basket flyout with the basket an add answered. Fetched on the first add (a browsing page's first
 * load carries none of the flyout), it renders into a root of its own under `<body>`: the flyout belongs to no card,
 * so a newer add replaces it (two quick adds open one flyout), and its events never bubble into the carousel or list
 * around the button that added.
 */
export function showBasketFlyout(basket: BasketView) {
  if (!root) {
    const host = document.createElement('div');
    host.dataset.basketFlyout = '';
    document.body.append(host);
    root = createRoot(host);
  }
  shown += 1;
  const current = root;
  current.render(<BasketFlyout key={shown} basket={basket} onClose={() => current.render(null)} />);
}
