import { render } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { hydrateAfterTyping } from '../../test/hydrateAfterTyping';
import { useTickedBeforeHydration } from './useTickedBeforeHydration';

function Boxes({ onToggled }: { onToggled: (toggled: string[]) => void }) {
  const list = useRef<HTMLUListElement>(null);
  const [ticked] = useState(['Paperback']);
  useTickedBeforeHydration(list, onToggled);
  return (
    <ul ref={list}>
      {['Hardcover', 'Paperback', 'Audio'].map((format) => (
        <li key={format}>
          <input type="checkbox" aria-label={format} value={format} checked={ticked.includes(format)} readOnly />
        </li>
      ))}
    </ul>
  );
}

const box = (container: HTMLElement, name: string) =>
  container.querySelector(`[aria-label=${name}]`) as HTMLInputElement;

describe('useTickedBeforeHydration', () => {
  it('hands over the values of the boxes ticked or unticked before hydration, and they stay as the shopper left them', async () => {
    const onToggled = vi.fn();
    const container = await hydrateAfterTyping(<Boxes onToggled={onToggled} />, (page) => {
      box(page, 'Hardcover').checked = true;
      box(page, 'Paperback').checked = false;
    });
    expect(onToggled).toHaveBeenCalledTimes(1);
    expect(onToggled).toHaveBeenCalledWith(['Hardcover', 'Paperback']);
    expect(box(container, 'Hardcover').checked).toBe(true);
  });

  it('stays quiet in a client render', () => {
    const onToggled = vi.fn();
    render(<Boxes onToggled={onToggled} />);
    expect(onToggled).not.toHaveBeenCalled();
  });

  it('stays quiet when no box was touched', async () => {
    const onToggled = vi.fn();
    await hydrateAfterTyping(<Boxes onToggled={onToggled} />, () => {});
    expect(onToggled).not.toHaveBeenCalled();
  });
});
