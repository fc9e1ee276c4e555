import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished } from 'vitest';

/**
 * Test helper: server-renders `ui`, lets `type` change the static HTML the way a shopper does before the scripts
 * arrive (setting `value`, which leaves `defaultValue` as the server rendered it), then hydrates. The page is
 * unmounted and removed when the test finishes, passed or failed.
 */
export async function hydrateAfterTyping(ui: ReactNode, type: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  type(container);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, ui);
  });
  onTestFinished(() => {
    act(() => root?.unmount());
    container.remove();
  });
  return container;
}
