import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { hydrateAfterTyping } from '../../test/hydrateAfterTyping';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

function Form({ onTyped }: { onTyped: (typed: Record<string, string>) => void }) {
  const form = useRef<HTMLFormElement>(null);
  const [note, setNote] = useState('');
  useTypedBeforeHydration(form, onTyped);
  return (
    <form ref={form}>
      <input name="title" defaultValue="Psalms" />
      <input name="unchanged" defaultValue="as served" />
      <input name="slider" type="range" min={0} max={100} step={5} defaultValue={21} />
      <textarea name="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <input aria-label="nameless" />
    </form>
  );
}

describe('useTypedBeforeHydration', () => {
  it('hands over only the named inputs whose text differs from what the server rendered', async () => {
    const onTyped = vi.fn();
    await hydrateAfterTyping(<Form onTyped={onTyped} />, (container) => {
      (container.querySelector('[name=title]') as HTMLInputElement).value = 'Psalms and Proverbs';
      (container.querySelector('[name=note]') as HTMLTextAreaElement).value = 'gift';
      (container.querySelector('[aria-label=nameless]') as HTMLInputElement).value = 'ignored';
      // A slider's value can differ from the served one untouched (the browser snaps it to its step): never adopted.
      (container.querySelector('[name=slider]') as HTMLInputElement).value = '50';
    });
    expect(onTyped).toHaveBeenCalledTimes(1);
    // The textarea is left out: React restores a server-filled one itself, so the hook could not promise it.
    expect(onTyped).toHaveBeenCalledWith({ title: 'Psalms and Proverbs' });
  });

  it('stays quiet when nothing was typed', async () => {
    const onTyped = vi.fn();
    await hydrateAfterTyping(<Form onTyped={onTyped} />, () => {});
    expect(onTyped).not.toHaveBeenCalled();
  });
});
