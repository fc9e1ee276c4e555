import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useIsomorphicLayoutEffect } from '../dom/useIsomorphicLayoutEffect';
import { ACCORDION_EVENT, type AccordionEventDetail, accordionFollows } from './accordionEvents';

/** The read-more accordion collapses at this height, in CSS pixels (spec C9). */
const READ_MORE_COLLAPSED_HEIGHT_PX = 150;

export interface AccordionClassNames {
  body?: string;
  toggle?: string;
}

export interface AccordionProps extends Omit<ComponentPropsWithoutRef<'section'>, 'onChange'> {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Height of the collapsed content (spec C9: 150 px). */
  collapsedHeight?: number;
  /** Reacts only to global events for this group. */
  group?: string;
  labels?: { more?: ReactNode; less?: ReactNode };
  classNames?: AccordionClassNames;
  children: ReactNode;
}

/**
 * An unstyled 'Read more / Read less' accordion: content taller than 150 px is cut to that height with a toggle;
 * shorter content shows whole without one. Focus moving into cut content opens it. {@link setAccordions} opens or closes every accordion at once.
 * `data-state` is `open` or `closed`.
 *
 * @example
 * ```tsx
 * <Accordion aria-label="About this category">{description}</Accordion>
 * ```
 */
export const Accordion = forwardRef<HTMLElement, AccordionProps>(function Accordion(
  {
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    collapsedHeight = READ_MORE_COLLAPSED_HEIGHT_PX,
    group,
    labels = {},
    classNames = {},
    children,
    ...props
  },
  ref,
) {
  const id = useId();
  const body = useRef<HTMLDivElement>(null);
  const [own, setOwn] = useState(defaultOpen);
  const open = openProp ?? own;
  const [tall, setTall] = useState(true);
  const setOpen = useCallback(
    (next: boolean) => {
      setOwn(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  useIsomorphicLayoutEffect(() => {
    if (body.current) setTall(body.current.scrollHeight > collapsedHeight + 1);
  }, [collapsedHeight]);
  useEffect(() => {
    const onEvent = (event: Event) => {
      const detail = (event as CustomEvent<AccordionEventDetail>).detail;
      if (accordionFollows(detail, group)) setOpen(detail.open);
    };
    window.addEventListener(ACCORDION_EVENT, onEvent);
    return () => window.removeEventListener(ACCORDION_EVENT, onEvent);
  }, [group, setOpen]);
  const expanded = open || !tall;
  // A link below the cut would take the keyboard's focus out of sight: focus inside opens the content, and the cut
  // box's own scroll (the browser's way of showing the link) goes back to the top.
  useEffect(() => {
    const element = body.current;
    if (expanded || !element) return;
    const onFocusIn = () => {
      setOpen(true);
      element.scrollTop = 0;
    };
    element.addEventListener('focusin', onFocusIn);
    return () => element.removeEventListener('focusin', onFocusIn);
  }, [expanded, setOpen]);
  return (
    <section ref={ref} {...props} data-state={expanded ? 'open' : 'closed'}>
      <div
        id={`${id}-body`}
        ref={body}
        className={classNames.body}
        style={expanded ? undefined : { maxHeight: collapsedHeight, overflow: 'hidden' }}
      >
        {children}
      </div>
      {tall ? (
        <button
          type="button"
          className={classNames.toggle}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!open)}
        >
          {open ? (labels.less ?? 'Read less') : (labels.more ?? 'Read more')}
        </button>
      ) : null}
    </section>
  );
});
