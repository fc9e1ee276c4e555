import * as Popover from '@radix-ui/react-popover';
import { type ComponentPropsWithoutRef, forwardRef, type RefObject } from 'react';

export interface AnchoredPopoverProps extends ComponentPropsWithoutRef<typeof Popover.Content> {
  /** Whether the popover is shown (controlled: the anchor's click handler toggles it). */
  open: boolean;
  /** Called with `false` when Escape, a click outside or the focus leaving closes it. */
  onOpenChange: (open: boolean) => void;
  /**
   * The button that opens the popover, rendered by the page before the popover's code loaded (so the first paint
   * ships no popover library): the content is placed beside it, the focus goes back to it on closing, and a press on
   * it is left to its own click handler, which toggles `open`.
   */
  anchorRef: RefObject<HTMLElement | null>;
  /** Renders into `document.body`, or in place (default: in place, next to the button in the reading order). */
  portal?: boolean;
}

/**
 * An unstyled non-modal popover on Radix Popover for a trigger the page already has (a header's 'Join / Login', say):
 * a `dialog` placed beside `anchorRef`'s element, closed by Escape, a click outside or the focus leaving it, and
 * giving the focus back to the anchor when it closes. `data-state` (`open` / `closed`) and `data-side` are set on
 * the content.
 *
 * @example
 * ```tsx
 * const button = useRef<HTMLButtonElement>(null);
 * <button ref={button} aria-expanded={open} onClick={() => setOpen(!open)}>Join / Login</button>
 * <AnchoredPopover anchorRef={button} open={open} onOpenChange={setOpen} aria-label="Join or login" align="end">
 *   <LoginForm … />
 * </AnchoredPopover>
 * ```
 */
export const AnchoredPopover = forwardRef<HTMLDivElement, AnchoredPopoverProps>(function AnchoredPopover(
  { open, onOpenChange, anchorRef, portal = false, children, ...props },
  ref,
) {
  const content = (
    <Popover.Content
      ref={ref}
      {...props}
      onCloseAutoFocus={(event) => {
        props.onCloseAutoFocus?.(event);
        if (event.defaultPrevented) return;
        // Radix gives the focus back to a Popover.Trigger; this popover's trigger is the page's own button.
        event.preventDefault();
        anchorRef.current?.focus({ preventScroll: true });
      }}
      onInteractOutside={(event) => {
        props.onInteractOutside?.(event);
        // The anchor toggles the popover itself; closing here too would let its click open it again.
        if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
      }}
    >
      {children}
    </Popover.Content>
  );
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchorRef} />
      {portal ? <Popover.Portal>{content}</Popover.Portal> : content}
    </Popover.Root>
  );
});
