import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useOnChange } from './useOnChange';

function Probe({ value, effect }: { value: string; effect: (value: string) => void }) {
  useOnChange(value, () => effect(value));
  return null;
}

describe('useOnChange', () => {
  it('runs on each change of the key with that render’s values, never on mount, also in Strict Mode', () => {
    const effect = vi.fn();
    const { rerender } = render(
      <StrictMode>
        <Probe value="/" effect={effect} />
      </StrictMode>,
    );
    expect(effect).not.toHaveBeenCalled();
    rerender(
      <StrictMode>
        <Probe value="/" effect={effect} />
      </StrictMode>,
    );
    expect(effect).not.toHaveBeenCalled();
    rerender(
      <StrictMode>
        <Probe value="/search" effect={effect} />
      </StrictMode>,
    );
    expect(effect).toHaveBeenCalledTimes(1);
    expect(effect).toHaveBeenCalledWith('/search');
  });
});
