// @vitest-environment jsdom
import { act, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { useFocusShownFrom } from './useFocusShownFrom';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let more: () => void = () => {};
function List() {
  const [count, setCount] = useState(2);
  const listRef = useRef<HTMLUListElement>(null);
  const focusShownFrom = useFocusShownFrom(listRef, count);
  more = () => {
    focusShownFrom(count);
    setCount(count + 2);
  };
  return (
    <ul ref={listRef}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the items are their positions
        <li key={index}>
          <button type="button">Item {index + 1}</button>
        </li>
      ))}
    </ul>
  );
}

it('moves the focus to the first item a press brought, once it is shown', () => {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(<List />));
  act(() => more());
  expect(document.activeElement?.textContent).toBe('Item 3');
  act(() => root.unmount());
  host.remove();
});
