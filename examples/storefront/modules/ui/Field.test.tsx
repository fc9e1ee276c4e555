// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Field, type FieldProps } from './Field';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

function renderField(props: Partial<FieldProps> = {}) {
  act(() =>
    root.render(
      <Field label="Card number" {...props}>
        {(control) => <input {...control} />}
      </Field>,
    ),
  );
  return host.querySelector('input') as HTMLInputElement;
}

describe('Field', () => {
  it('names its control by its label and renders no class of its own', () => {
    const input = renderField();
    expect(input.labels?.[0]?.textContent).toBe('Card number');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(host.querySelector('[class]')).toBeNull();
  });

  it('keeps a given id and links its hint and its problem to the control', () => {
    const input = renderField({ id: 'checkout-card-number', hint: '16 digits', error: 'Card number is required' });
    expect(input.id).toBe('checkout-card-number');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('checkout-card-number-hint checkout-card-number-error');
    expect(document.getElementById('checkout-card-number-error')?.textContent).toBe('Card number is required');
    expect(host.firstElementChild?.hasAttribute('data-invalid')).toBe(true);
  });

  it('is marked invalid and described by a message shown elsewhere', () => {
    const input = renderField({ describedBy: 'search-outcome', invalid: true });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('search-outcome');
  });

  it('gives each part its class name', () => {
    const input = renderField({
      className: 'wide',
      classNames: { root: 'field', label: 'label', control: 'control', error: 'error' },
      error: 'Wrong',
    });
    expect(host.firstElementChild?.className).toBe('field wide');
    expect(input.className).toBe('control');
    expect(host.querySelector('label')?.className).toBe('label');
    expect(host.querySelector('p')?.className).toBe('error');
  });
});
