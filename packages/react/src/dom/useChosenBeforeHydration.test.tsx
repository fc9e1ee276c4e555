import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { hydrateAfterTyping } from '../../test/hydrateAfterTyping';
import { useChosenBeforeHydration } from './useChosenBeforeHydration';

function Bar({ onChosen }: { onChosen: (chosen: Record<string, string>) => void }) {
  const bar = useRef<HTMLDivElement>(null);
  useChosenBeforeHydration(bar, onChosen);
  return (
    <div ref={bar}>
      <select name="sort" aria-label="Sort by" value="relevance" onChange={() => {}}>
        <option value="price">Price</option>
        <option value="relevance">Relevance</option>
        <option value="rating">Rating</option>
      </select>
      <select name="size" aria-label="Per page" defaultValue="30">
        <option value="30">30</option>
        <option value="60">60</option>
      </select>
      <select aria-label="nameless" defaultValue="a">
        <option value="a">A</option>
        <option value="b">B</option>
      </select>
    </div>
  );
}

const select = (container: HTMLElement, name: string) =>
  container.querySelector(`[aria-label="${name}"]`) as HTMLSelectElement;

describe('useChosenBeforeHydration', () => {
  it('hands over the named selects whose choice differs from the served one, and leaves the choice on screen', async () => {
    const onChosen = vi.fn();
    const container = await hydrateAfterTyping(<Bar onChosen={onChosen} />, (page) => {
      select(page, 'Sort by').value = 'rating';
      select(page, 'nameless').value = 'b';
    });
    expect(onChosen).toHaveBeenCalledTimes(1);
    expect(onChosen).toHaveBeenCalledWith({ sort: 'rating' });
    expect(select(container, 'Sort by').value).toBe('rating');
  });

  it('stays quiet in a client render, where a controlled select shows an option other than its first', () => {
    const onChosen = vi.fn();
    render(<Bar onChosen={onChosen} />);
    expect(select(document.body, 'Sort by').value).toBe('relevance');
    expect(onChosen).not.toHaveBeenCalled();
  });

  it('stays quiet when nothing was chosen, the first option served by default included', async () => {
    const onChosen = vi.fn();
    await hydrateAfterTyping(<Bar onChosen={onChosen} />, () => {});
    expect(onChosen).not.toHaveBeenCalled();
  });
});
