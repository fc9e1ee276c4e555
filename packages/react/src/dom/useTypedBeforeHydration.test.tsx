import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { hydrateAfterTyping } from './hydrateAfterTyping';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

function Form({ onTyped }: { onTyped: (typed: Record<string, string>) => void }) {
  const form = useRef<HTMLFormElement>(null);
  const [note, setNote] = useState('');
  useTypedBeforeHydration(form, onTyped);
  return (
    <form ref={form}>
      <input name="title" defaultValue="Psalms" />
      <input name="unchanged" defaultValue="as served" />
      <textarea name="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <input aria-label="nameless" />
    </form>
  );
}

describe('useTypedBeforeHydration', () => {
  it('hands over only the named fields whose text differs from what the server rendered', async () => {
    const onTyped = vi.fn();
    await hydrateAfterTyping(<Form onTyped={onTyped} />, (container) => {
      (container.querySelector('[name=title]') as HTMLInputElement).value = 'Psalms and Proverbs';
      (container.querySelector('[name=note]') as HTMLTextAreaElement).value = 'gift';
      (container.querySelector('[aria-label=nameless]') as HTMLInputElement).value = 'ignored';
    });
    expect(onTyped).toHaveBeenCalledTimes(1);
    expect(onTyped).toHaveBeenCalledWith({ title: 'Psalms and Proverbs', note: 'gift' });
  });

  it('stays quiet when nothing was typed', async () => {
    const onTyped = vi.fn();
    await hydrateAfterTyping(<Form onTyped={onTyped} />, () => {});
    expect(onTyped).not.toHaveBeenCalled();
  });
});
