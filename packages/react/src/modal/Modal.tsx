import * as Dialog from '@radix-ui/react-dialog';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useRef } from 'react';

export interface ModalClassNames {
  overlay?: string;
  title?: string;
  description?: string;
  close?: string;
}

export interface ModalProps extends Omit<ComponentPropsWithoutRef<typeof Dialog.Content>, 'title'> {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** An optional line under the title, announced with it. */
  description?: ReactNode;
  /** The close button's accessible name; `null` renders no close button. */
  closeLabel?: string | null;
  /** What the close button shows (default '×'). */
  closeContent?: ReactNode;
  classNames?: ModalClassNames;
  /** Renders the dialog into `document.body` (default) or in place. */
  portal?: boolean;
}

/**
 * An unstyled modal dialog on Radix Dialog: focus moves in and, on closing, back to where it was when the modal
 * opened (a modal opened by code has no trigger to return to); Escape, a click outside and the close button close
 * it. `data-state` (`open` / `closed`) is set on the overlay and the content.
 *
 * @example
 * ```tsx
 * <Modal open={open} onOpenChange={setOpen} title="Your order could not be completed.">…</Modal>
 * ```
 */
export const Modal = forwardRef<HTMLDivElement, ModalProps>(function Modal(
  {
    open,
    defaultOpen,
    onOpenChange,
    title,
    description,
    closeLabel = 'Close',
    closeContent = '×',
    classNames = {},
    portal = true,
    children,
    ...props
  },
  ref,
) {
  // Radix returns the focus to a Dialog.Trigger; a modal opened by code (a pop-up, a URL) has none, and the focus
  // would fall to the page. It goes back to where it was when the modal opened instead.
  const returnTo = useRef<Element | null>(null);
  const body = (
    <>
      <Dialog.Overlay className={classNames.overlay} />
      <Dialog.Content
        ref={ref}
        {...props}
        // Without a description Radix expects an explicit (possibly empty) aria-describedby.
        {...(description ? {} : { 'aria-describedby': props['aria-describedby'] })}
        onOpenAutoFocus={(event) => {
          returnTo.current = document.activeElement;
          props.onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          props.onCloseAutoFocus?.(event);
          const previous = returnTo.current;
          const gone = !(previous instanceof HTMLElement) || !previous.isConnected || previous === document.body;
          if (event.defaultPrevented || gone) return;
          event.preventDefault();
          previous.focus({ preventScroll: true });
        }}
      >
        <Dialog.Title className={classNames.title}>{title}</Dialog.Title>
        {description ? <Dialog.Description className={classNames.description}>{description}</Dialog.Description> : null}
        {children}
        {closeLabel === null ? null : (
          <Dialog.Close className={classNames.close} aria-label={closeLabel}>
            {closeContent}
          </Dialog.Close>
        )}
      </Dialog.Content>
    </>
  );
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {portal ? <Dialog.Portal>{body}</Dialog.Portal> : body}
    </Dialog.Root>
  );
});

/**
 * A button that closes the surrounding {@link Modal} (with any extra action in `onClick`).
 *
 * @example
 * ```tsx
 * <Modal open={open} onOpenChange={setOpen} title="Order failed">
 *   <ModalClose onClick={retry}>Try again</ModalClose>
 * </Modal>
 * ```
 */
export const ModalClose = Dialog.Close;
