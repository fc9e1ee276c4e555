import {
  type ComponentPropsWithoutRef,
  cloneElement,
  forwardRef,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useEffect,
  useId,
  useState,
} from 'react';

export interface TooltipProps extends Omit<ComponentPropsWithoutRef<'span'>, 'content'> {
  /** The tip's text; it also becomes the trigger's description. */
  content: ReactNode;
  /** One focusable element (a button or link). */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Where the site places the tip; written to `data-side`. */
  side?: 'top' | 'bottom';
  classNames?: { tip?: string };
}

/**
 * An unstyled tooltip: shown while the trigger is hovered or focused, hidden by Escape, and linked to the trigger
 * with `aria-describedby` so screen readers read it. `data-state` is `open` or `closed`.
 *
 * @example
 * ```tsx
 * <Tooltip content="Prices include GST"><button type="button">i</button></Tooltip>
 * ```
 */
export const Tooltip = forwardRef<HTMLSpanElement, TooltipProps>(function Tooltip(
  { content, children, side = 'top', classNames = {}, ...props },
  ref,
) {
  const id = useId();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const trigger = isValidElement(children)
    ? cloneElement(children, {
        'aria-describedby': [children.props['aria-describedby'], `${id}-tip`].filter(Boolean).join(' '),
      })
    : children;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus bubble up from the interactive trigger inside
    <span
      ref={ref}
      {...props}
      data-state={open ? 'open' : 'closed'}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      {trigger}
      <span id={`${id}-tip`} role="tooltip" className={classNames.tip} data-side={side} hidden={!open}>
        {content}
      </span>
    </span>
  );
});
